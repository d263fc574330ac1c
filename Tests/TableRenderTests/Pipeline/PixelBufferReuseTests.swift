import Foundation
import TableShotTesting
import Testing

@testable import TableRender

/// A render context draws every PNG into the same pixel memory (`PixelBuffer`): what one render left there never shows in
/// the next, whether the next paints every pixel first (an opaque table) or not (a see-through one).
@Suite struct PixelBufferReuseTests {
    @Test func aSeeThroughTableAfterAnOpaqueOneIsByteIdenticalToAFreshRender() throws {
        let configuration = PipelineConfiguration(assetsDirectory: Fixtures.assets, maxIdleContexts: 1)
        let opaque = [UInt8](try Data(contentsOf: Fixtures.example("reference-20-rows.json")))
        let clear = Array(
            ##"{"ios":"12","style":"grouped","backgroundColor":"#00000000","sections":[{"header":"Clear","rows":[{"text":"Clear","backgroundColor":"#00000000"}]}]}"##
                .utf8)
        let halfClear = Array(
            ##"{"ios":"7","style":"grouped","backgroundColor":"#FF000080","sections":[{"header":"Half","rows":[{"text":"Half"}]}]}"##
                .utf8)
        let warm = try RenderPipeline(configuration: configuration)
        for spec in [clear, halfClear, opaque] {
            _ = try warm.render(json: opaque)
            let reused = try warm.render(json: spec).png
            let fresh = try RenderPipeline(configuration: configuration).render(json: spec).png
            let same = reused == fresh
            #expect(same, "a render after another differs from a fresh one")
        }
        let tree = try warm.render(json: clear).tree
        #expect(!RenderContext.firstPaintCoversTheCanvas(tree))
        #expect(RenderContext.firstPaintCoversTheCanvas(try warm.render(json: opaque).tree))
    }

    @Test func buffersPastTheRetainedSizeAreNotLent() {
        let buffer = PixelBuffer()
        #expect(buffer.lend(PixelBuffer.retainedBytes + 1) == nil)
        let small = buffer.lend(1024)
        #expect(small != nil)
        #expect(buffer.lend(512) == small, "a smaller image reuses the memory")
        #expect(buffer.lend(PixelBuffer.retainedBytes) != nil)
    }
}
