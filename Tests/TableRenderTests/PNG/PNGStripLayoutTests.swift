import Testing

@testable import TableRender

/// Where the strips fall depends on the image's size alone, never on the machine.
@Suite("PNG strip layout")
struct PNGStripLayoutTests {
    @Test(arguments: [(1, 1), (7, 3), (2600, 8), (1852, 5), (100, 100), (5, 9)])
    func stripsCoverEveryRowOnceInOrder(height: Int, count: Int) {
        let layout = PNGStripLayout(height: height, count: count)
        #expect(layout.count == min(count, height))
        let rows = (0..<layout.count).map(layout.rows)
        #expect(rows.first?.lowerBound == 0 && rows.last?.upperBound == height)
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        #expect(rows.allSatisfy { !$0.isEmpty })
        let sizes = rows.map(\.count)
        #expect(sizes.max()! - sizes.min()! <= 1, "equal strips ± 1 row: \(sizes)")
    }

    @Test func smallImagesAreOneStrip() {
        let threshold = 2 * PNGStripLayout.minimumStripBytes
        #expect(PNGStripLayout(height: 1, scanlineCount: 1 + 3).count == 1)
        #expect(PNGStripLayout(height: 88, scanlineCount: 1 + 750 * 3).count == 1)
        #expect(PNGStripLayout(height: threshold / 4000 - 1, scanlineCount: 4000).count == 1)
        #expect(PNGStripLayout(height: threshold / 4000 + 1, scanlineCount: 4000).count == 2)
    }

    @Test func powersOfTwoUpToTheMaximum() {
        let strip = PNGStripLayout.minimumStripBytes
        let counts = [2, 3, 4, 7, 8, 9, 100].map {
            PNGStripLayout(height: $0 * 1024, scanlineCount: strip / 1024).count
        }
        #expect(counts == [2, 2, 4, 4, 8, 8, 8])
        #expect(PNGStripLayout.maximumCount.nonzeroBitCount == 1)
    }

    @Test func largeImagesHaveSeveralStrips() {
        #expect(PNGStripLayout(height: 1852, scanlineCount: 1 + 750 * 3).count == 4)
        #expect(PNGStripLayout(height: 2600, scanlineCount: 1 + 1179 * 3).count == 8)
        #expect(PNGStripLayout(height: 20_000, scanlineCount: 1 + 4000 * 4).count == PNGStripLayout.maximumCount)
        // Sizes whose scanlines overflow Int still get a layout.
        #expect(PNGStripLayout(height: Int(Int32.max), scanlineCount: Int.max / 2).count == PNGStripLayout.maximumCount)
    }
}
