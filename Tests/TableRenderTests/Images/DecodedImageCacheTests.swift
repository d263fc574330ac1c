import CPangoCairo
import Foundation
import TablePixels
import TableShotTesting
import TableSpec
import Testing

@testable import TableRender

/// A render context decodes each cell image once, within a byte bound, and draws the same pixels as a fresh decode.
@Suite struct DecodedImageCacheTests {
    private static func catalog() throws -> ImageCatalog {
        try ImageCatalog.load(from: Fixtures.assets.appendingPathComponent("Images"))
    }

    @Test func decodesEachImageOnceAndStaysWithinItsBound() throws {
        let images = try Self.catalog().images.sorted { $0.key < $1.key }.map(\.value)
        let first = try #require(images.first)
        let size = first.pixelWidth * first.pixelHeight * 4
        let cache = DecodedImageCache(capacityBytes: size)
        let a = try #require(cache.surface(for: first))
        let b = try #require(cache.surface(for: first))
        #expect(a == b, "the second request decoded again")
        cairo_surface_destroy(a)
        cairo_surface_destroy(b)
        #expect(cache.count == 1 && cache.bytes == size)
        let other = try #require(
            images.first { $0.png != first.png && $0.pixelWidth * $0.pixelHeight * 4 <= size })
        let c = try #require(cache.surface(for: other))
        cairo_surface_destroy(c)
        #expect(cache.count == 1 && cache.bytes <= size, "past its bound the cache empties first")
        let broken = SpecImage(png: [1, 2, 3], pixelWidth: 1, pixelHeight: 1, scale: 1)
        #expect(cache.surface(for: broken) == nil)
    }

    @Test func aRenderWithCachedImagesIsByteIdenticalToAFreshOne() throws {
        let configuration = PipelineConfiguration(assetsDirectory: Fixtures.assets, maxIdleContexts: 1)
        let spec = [UInt8](try Data(contentsOf: Fixtures.example("gallery-settings.json")))
        let warm = try RenderPipeline(configuration: configuration)
        _ = try warm.render(json: [UInt8](try Data(contentsOf: Fixtures.example("reference-20-rows.json"))))
        _ = try warm.render(json: spec)
        let fresh = try RenderPipeline(configuration: configuration).render(json: spec).png
        let same = try warm.render(json: spec).png == fresh
        #expect(same)
    }
}
