import Foundation

/// The canvas of one comparison: the larger extent of the two images, and the area both cover.
struct DiffCanvas {
    let width: Int
    let height: Int
    let overlapWidth: Int
    let overlapHeight: Int

    init(_ expected: CheckedImage, _ actual: CheckedImage) {
        width = max(expected.width, actual.width)
        height = max(expected.height, actual.height)
        overlapWidth = min(expected.width, actual.width)
        overlapHeight = min(expected.height, actual.height)
    }

    var hasOverlap: Bool { overlapWidth > 0 && overlapHeight > 0 }
}

/// What a scan counted.
struct DiffTally {
    var diffPixels = 0
    var antialiasedPixels = 0
    /// The largest YIQ delta seen (unnormalised).
    var maxYIQDelta = 0.0
    var regions = RegionCollector()
}

/// The per-pixel test the options ask for, resolved once.
struct PixelTest {
    let maxYIQDelta: Double
    let maxPerceptualDelta: Double?
    let detectsAntialiasing: Bool

    init(_ options: DiffOptions) {
        maxYIQDelta = options.maxYIQDelta
        maxPerceptualDelta = options.maxPerceptualDelta
        detectsAntialiasing = !options.includeAntialiasing
    }

    /// Whether two unequal pixels differ, given their YIQ delta.
    @inline(__always) func differs(expected: UInt32, actual: UInt32, yiqDelta: Double) -> Bool {
        guard let maxPerceptualDelta else { return yiqDelta > maxYIQDelta }
        return PerceptualDelta.delta(reference: expected, sample: actual) > maxPerceptualDelta
    }
}

/// One row-major pass over the canvas: compares the common area (equal rows with one `memcmp`, equal
/// pixels with one word compare, and only unequal pixels through the color test and the anti-aliasing
/// detector), counts everything outside it as differing, and paints the diff picture as it goes.
struct DiffScanner {
    let test: PixelTest
    let canvas: DiffCanvas
    private var painter: DiffImagePainter
    private(set) var tally = DiffTally()

    init(test: PixelTest, canvas: DiffCanvas, painter: DiffImagePainter) {
        self.test = test
        self.canvas = canvas
        self.painter = painter
    }

    /// Scans every row; the views are nil when the images have no common area.
    mutating func scan(expected: PixelView?, actual: PixelView?) {
        for y in 0..<canvas.height {
            var compared = 0
            if let expected, let actual, y < canvas.overlapHeight {
                scanRow(y, expected, actual)
                compared = canvas.overlapWidth
            }
            markDiffering(compared..<canvas.width, y: y)
        }
    }

    private mutating func scanRow(_ y: Int, _ expected: PixelView, _ actual: PixelView) {
        let width = canvas.overlapWidth
        if memcmp(expected.row(y), actual.row(y), width * 4) == 0 {
            painter.paintFadedRow(of: expected, y: y, count: width)
            return
        }
        let detector = AntialiasingDetector(expected: expected, actual: actual)
        for x in 0..<width {
            let old = expected.pixel(x, y)
            let new = actual.pixel(x, y)
            if old == new {
                painter.paintFaded(old, x: x, y: y)
            } else {
                classify(x, y, old, new, detector)
            }
        }
    }

    private mutating func classify(_ x: Int, _ y: Int, _ old: UInt32, _ new: UInt32, _ detector: AntialiasingDetector) {
        let delta = YIQColorDelta.delta(old, new)
        tally.maxYIQDelta = max(tally.maxYIQDelta, delta)
        guard test.differs(expected: old, actual: new, yiqDelta: delta) else {
            painter.paintFaded(old, x: x, y: y)
            return
        }
        if test.detectsAntialiasing && detector.isAntialiased(x, y) {
            painter.paint(DiffImagePainter.yellow, x: x, y: y)
            tally.antialiasedPixels += 1
        } else {
            markDiffering(x..<x + 1, y: y)
        }
    }

    private mutating func markDiffering(_ xs: Range<Int>, y: Int) {
        guard !xs.isEmpty else { return }
        painter.paint(DiffImagePainter.red, xs: xs, y: y)
        tally.diffPixels += xs.count
        tally.regions.mark(xs, y: y)
    }
}
