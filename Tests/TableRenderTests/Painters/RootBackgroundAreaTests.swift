import Foundation
import TableLayout
import TableShotTesting
import TableSpec
import Testing

@testable import TableRender

/// The root's background paints only the pixels nothing repaints whole (`RootBackgroundArea`): the images are
/// byte-identical to painting it all, even over memory full of another picture.
@Suite struct RootBackgroundAreaTests {
    /// Every example, and random valid specs over every key (clips, corners, translucency, shadows, custom views),
    /// drawn over a buffer filled with a pattern and compared with the whole background drawn the plain way: a
    /// pixel wrongly left to a later fill keeps the pattern and shows.
    @Test(.timeLimit(.minutes(1))) func imagesAreByteIdenticalToPaintingTheWholeBackground() throws {
        let pipeline = try #require(Fixtures.pipeline)
        let worker = try RenderContext(fonts: pipeline.fonts)
        let plain = try RenderContext(fonts: pipeline.fonts)
        let specs = try FuzzSpecGenerator.examplesAndRandomTables(count: 80, base: 0x7AB1_E540_7F22_00BA)
        var compared = 0
        var skippedPixels = 0
        for (name, json) in specs {
            guard let tree = try? pipeline.layout(pipeline.decode(json)),
                RenderContext.firstPaintCoversTheCanvas(tree)
            else { continue }
            Self.poison(worker.pixels)
            let drawn = try worker.draw(tree).bytes
            let expected = try plain.draw(tree, wholeBackground: true).bytes
            let same = drawn == expected
            #expect(same, "\(name): the image differs from painting the whole background")
            compared += 1
            let canvas = tree.pixelWidth * tree.pixelHeight
            skippedPixels += canvas - RootBackgroundArea.visiblePixels(of: tree).reduce(0) { $0 + Self.area($1) }
        }
        #expect(compared >= 40, "too few opaque tables to mean anything: \(compared)")
        #expect(skippedPixels > 0, "no background pixel was ever left to a later fill")
    }

    /// The 20-row reference: the cells and headers repaint all of the table's background.
    @Test func theReferencesBackgroundIsAllRepainted() throws {
        let pipeline = try #require(Fixtures.pipeline)
        let json = [UInt8](try Data(contentsOf: Fixtures.example("reference-20-rows.json")))
        let tree = try pipeline.layout(pipeline.decode(json))
        #expect(RootBackgroundArea.visiblePixels(of: tree).isEmpty)
    }

    @Test func theComplementCoversEveryPixelOutsideTheRectanglesOnce() {
        var random = FuzzRandom(seed: 0x5EED)
        let bounds = PixelRect(x0: 0, y0: 0, x1: 23, y1: 19)
        for _ in 0..<300 {
            let rects = (0..<random.int(0...7)).map { _ in
                let x = random.int(-4...24)
                let y = random.int(-4...20)
                return PixelRect(x0: x, y0: y, x1: x + random.int(0...12), y1: y + random.int(0...12))
            }
            let gaps = RootBackgroundArea.complement(of: rects, in: bounds)
            for y in bounds.y0..<bounds.y1 {
                for x in bounds.x0..<bounds.x1 {
                    let inRects = rects.contains { Self.contains($0, x, y) }
                    let times = gaps.filter { Self.contains($0, x, y) }.count
                    #expect(times == (inRects ? 0 : 1), "pixel (\(x), \(y)) of \(rects): \(times) gaps")
                }
            }
            #expect(gaps.allSatisfy { !$0.isEmpty && $0.intersection(bounds) == $0 })
        }
    }

    @Test func coveredPixelsFollowCairosFixedPointEdges() {
        let aligned = PixelRect(coveredBy: Rect(x: 0, y: 23, width: 375, height: 44), scale: 2)
        #expect(aligned == PixelRect(x0: 0, y0: 46, x1: 750, y1: 134))
        // 1/3-point edges at 3x are whole pixels although the doubles are not exact.
        let thirds = PixelRect(
            coveredBy: Rect(x: 1.0 / 3, y: 44 + 2.0 / 3, width: 10.0 / 3, height: 0.1 + 0.2), scale: 3)
        #expect(thirds == PixelRect(x0: 1, y0: 134, x1: 11, y1: 134))
        // Fractional edges leave their partly covered pixels out.
        let fractional = PixelRect(coveredBy: Rect(x: 0.25, y: 0.5, width: 10, height: 4.4), scale: 2)
        #expect(fractional == PixelRect(x0: 1, y0: 1, x1: 20, y1: 9))
        // Within 1/512 px of a pixel edge, Cairo's grid puts the edge on it; on a tie, the narrower side is taken.
        let nearEdge = PixelRect(coveredBy: Rect(x: 5.001, y: 0, width: 2, height: 1), scale: 1)
        #expect(nearEdge == PixelRect(x0: 5, y0: 0, x1: 7, y1: 1))
        let tie = PixelRect(coveredBy: Rect(x: 5 - 1.0 / 512, y: 0, width: 2, height: 1), scale: 1)
        #expect(tie == PixelRect(x0: 5, y0: 0, x1: 6, y1: 1))
        #expect(PixelRect(coveredBy: Rect(x: 0, y: 0, width: -3, height: 4), scale: 2).isEmpty)
        #expect(PixelRect(coveredBy: Rect(x: .nan, y: 0, width: 3, height: 4), scale: 2).isEmpty)
    }

    private static func poison(_ buffer: PixelBuffer) {
        guard let memory = buffer.lend(PixelBuffer.retainedBytes) else { return }
        let words = memory.bindMemory(to: UInt32.self, capacity: PixelBuffer.retainedBytes / 4)
        for index in 0..<PixelBuffer.retainedBytes / 4 { words[index] = index & 1 == 0 ? 0xFF12_3456 : 0x80FF_0080 }
    }

    private static func contains(_ rect: PixelRect, _ x: Int, _ y: Int) -> Bool {
        (rect.x0..<rect.x1).contains(x) && (rect.y0..<rect.y1).contains(y)
    }

    private static func area(_ rect: PixelRect) -> Int { (rect.x1 - rect.x0) * (rect.y1 - rect.y0) }
}
