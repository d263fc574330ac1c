internal import TableLayout

/// A rectangle of whole device pixels: columns `x0..<x1`, rows `y0..<y1`.
struct PixelRect: Equatable, Hashable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }

    /// The pixels that a Cairo fill or clip of `rect` (in points, under a transform that only scales by `scale`)
    /// covers completely. Cairo places a rectangle's edges on its 1/256-pixel grid from the origin and the size,
    /// each rounded on its own (`cairo_rectangle` is a move and relative lines), so they are computed the same
    /// way here; a value on a rounding tie is taken the way that narrows the rectangle.
    init(coveredBy rect: Rect, scale: Double) {
        let (left, right) = Self.coveredPixels(origin: rect.x * scale, size: rect.width * scale)
        let (top, bottom) = Self.coveredPixels(origin: rect.y * scale, size: rect.height * scale)
        self.init(x0: left, y0: top, x1: right, y1: bottom)
    }

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }

    /// The first and past-the-last whole pixel between the edges at `origin` and `origin + size` (device pixels).
    private static func coveredPixels(origin: Double, size: Double) -> (Int, Int) {
        let bound = Double(1 << 22)  // past Cairo's fixed-point range, and past any canvas
        guard size > 0, abs(origin) < bound, size < bound else { return (0, 0) }
        let start = fixed(origin, tiesUp: true)
        let end = fixed(origin, tiesUp: false) + fixed(size, tiesUp: false)
        return (-floorDivide(-start, 256), floorDivide(end, 256))
    }

    /// `value` in 1/256 units, rounded to the nearest; a tie goes up or down as asked (Cairo rounds ties to even).
    private static func fixed(_ value: Double, tiesUp: Bool) -> Int {
        let scaled = value * 256  // exact: a power of two
        let floor = scaled.rounded(.down)
        if abs(scaled - floor - 0.5) < 1e-6 { return Int(floor) + (tiesUp ? 1 : 0) }
        return Int(scaled.rounded(.toNearestOrAwayFromZero))
    }

    private static func floorDivide(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
}
