import Foundation
import TableLayout
import TablePixels
import TableRender
import TableShotTesting
import Testing

@Suite struct DeterminismTests {
    @Test func sameSpecGivesTheSameBytesSequentiallyAndConcurrently() async throws {
        let pipeline = try #require(Fixtures.pipeline)
        let bytes = try [UInt8](Data(contentsOf: Fixtures.example("reference-20-rows.json")))
        let first = try pipeline.render(json: bytes).png
        #expect(try pipeline.render(json: bytes).png == first)
        let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<8 { group.addTask { try pipeline.render(json: bytes).png } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == first })
    }

    /// A server whose cores are all busy encodes a large PNG's strips on one thread: the same bytes.
    @Test func oneEncodingThreadGivesTheSameBytesAsOnePerStrip() throws {
        let pipeline = try #require(Fixtures.pipeline)
        let spec = try pipeline.decode([UInt8](Data(contentsOf: Fixtures.example("reference-modern-dark.json"))))
        let parallel = try pipeline.render(spec)
        #expect(parallel.tree.pixelWidth * parallel.tree.pixelHeight * 3 > 1 << 20, "not large enough for strips")
        let same = try pipeline.render(spec, encodeThreads: 1).png == parallel.png
        #expect(same)
    }

    @Test func aFreshPipelineGivesTheSameBytes() throws {
        let bytes = try [UInt8](Data(contentsOf: Fixtures.example("grouped-settings.json")))
        let a = try RenderPipeline(configuration: PipelineConfiguration(assetsDirectory: Fixtures.assets))
        let b = try RenderPipeline(configuration: PipelineConfiguration(assetsDirectory: Fixtures.assets))
        #expect(try a.render(json: bytes).png == b.render(json: bytes).png)
    }

    @Test func everyExampleRendersToADecodablePNGOfTheLaidOutSize() throws {
        let pipeline = try #require(Fixtures.pipeline)
        let directory = Fixtures.assets.appendingPathComponent("Examples")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }
        #expect(files.count >= 6)
        for file in files {
            let output = try pipeline.render(json: [UInt8](Data(contentsOf: directory.appendingPathComponent(file))))
            let image = try #require(DecodedImage(png: output.png), "\(file)")
            #expect(image.width == output.tree.pixelWidth && image.height == output.tree.pixelHeight)
        }
    }

    @Test func renderLimitsAreTypedErrors() throws {
        let pipeline = try #require(Fixtures.pipeline)
        let rows = Array(repeating: #"{"rowHeight":2000}"#, count: 9).joined(separator: ",")
        let json = #"{"ios":"7","width":2048,"scale":3,"sections":[{"rows":[\#(rows)]}]}"#
        #expect(throws: PipelineError.render(.heightTooLarge(height: 18000, limit: 16384))) {
            try pipeline.render(json: Array(json.utf8))
        }
        let fewer = Array(repeating: #"{"rowHeight":2000}"#, count: 2).joined(separator: ",")
        let wide = #"{"ios":"7","width":2048,"scale":3,"sections":[{"rows":[\#(fewer)]}]}"#
        #expect(throws: PipelineError.render(.canvasTooLarge(pixels: 6144 * 12000, limit: 32_000_000))) {
            try pipeline.render(json: Array(wide.utf8))
        }
    }
}
