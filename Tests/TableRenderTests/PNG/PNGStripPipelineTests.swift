import Foundation
import Testing

@testable import TableRender

/// `PNGStripPipeline`: strips encoded while the image is still being written, each once its rows are final, give
/// the same file as encoding after the writing, whatever the timing; a failed drawing stops the helper.
@Suite struct PNGStripPipelineTests {
    /// A "drawing" that copies a finished image into a blank buffer band by band, saying after each band which
    /// rows are final (with a lag, as the painter's floors do), while the helper encodes behind it.
    @Test(arguments: [2, 3, 8, 31])
    func stripsEncodedDuringTheDrawingMakeTheSameFile(stripCount: Int) throws {
        let images: [PNGTestImage] = [
            .tableLike(width: 301, height: 240, seed: 31),
            .translucent(width: 203, height: 67, seed: 32),
            .mixedRuns(width: 41, height: 97, seed: 33, opaque: true, stride: 41 * 4 + 12),
        ]
        for image in images {
            let expected = image.encoded(stripCount: stripCount, threads: 1)
            for lag in [0, 5] {
                let buffer = UnsafeMutableRawPointer.allocate(byteCount: image.stride * image.height, alignment: 16)
                defer { buffer.deallocate() }
                buffer.initializeMemory(as: UInt8.self, repeating: 0xA5, count: image.stride * image.height)
                let plan = try #require(
                    PNGEncoder.plan(
                        pixels: buffer, width: image.width, height: image.height, stride: image.stride,
                        opaque: image.opaque, stripCount: stripCount),
                    "no plan for \(image.width)×\(image.height)")
                let pipeline = PNGStripPipeline(plan: plan)
                image.bytes.withUnsafeBytes { source in
                    var row = 0
                    while row < image.height {
                        let band = min(7, image.height - row)
                        (buffer + row * image.stride).copyMemory(
                            from: source.baseAddress! + row * image.stride, byteCount: band * image.stride)
                        row += band
                        pipeline.rowsFinal(max(0, row - lag))
                    }
                }
                pipeline.finish()
                let png = plan.file(maxChunkLength: PNGEncoder.maxPNGChunkLength)
                #expect(png == expected, "\(image.width)×\(image.height), \(stripCount) strips, lag \(lag)")
            }
        }
    }

    /// A drawing that fails part-way: `finish(abandon:)` returns with the helper stopped, having encoded at most
    /// the strips already released. `rowsFinal(16)` releases strips 0 and 1 (8 rows each) and, two being ready,
    /// sees strip 0 taken (by the helper or by the drawing thread itself) before it returns; strips 2–7 are never
    /// released, so nothing may encode them.
    @Test func anAbandonedDrawingStopsTheHelper() throws {
        let image = PNGTestImage.tableLike(width: 120, height: 64, seed: 34)
        let encoded = image.withPixels { pixels -> [Bool]? in
            guard
                let plan = PNGEncoder.plan(
                    pixels: pixels.base, width: pixels.width, height: pixels.height, stride: pixels.stride,
                    opaque: pixels.opaque, stripCount: 8)
            else { return nil }
            let pipeline = PNGStripPipeline(plan: plan)
            pipeline.rowsFinal(16)
            pipeline.finish(abandon: true)
            pipeline.finish(abandon: true)  // a second call does nothing
            return plan.strips.map { $0.data.count > 0 }
        }
        let strips = try #require(encoded, "no plan for 120×64 in 8 strips")
        #expect(strips.count == 8)
        #expect(strips.first == true, "the strip taken before the drawing failed is encoded whole")
        #expect(strips.dropFirst(2).allSatisfy { !$0 }, "strips never released were encoded: \(strips)")
    }
}
