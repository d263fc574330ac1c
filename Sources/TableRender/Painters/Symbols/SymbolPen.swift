internal import CPangoCairo
internal import Foundation

/// A point of symbol artwork, in design points (the symbol's ink box at `SymbolPainter.designPointSize`).
struct SymbolPoint: Sendable {
    var x: Double
    var y: Double

    init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }
}

/// One cubic segment of an outline: two control points and the end point (the start is the previous end).
struct SymbolCurve: Sendable {
    var control1: SymbolPoint
    var control2: SymbolPoint
    var end: SymbolPoint

    init(_ control1: SymbolPoint, _ control2: SymbolPoint, _ end: SymbolPoint) {
        self.control1 = control1
        self.control2 = control2
        self.end = end
    }

    /// A straight segment to `end`, as a cubic.
    static func line(from start: SymbolPoint, to end: SymbolPoint) -> SymbolCurve {
        SymbolCurve(start, end, end)
    }
}

/// Builds and paints symbol paths on a context whose user space is the design box and whose source is the
/// symbol's opaque colour. `fill`/`stroke` add ink; `erase…` cut holes (the caller draws inside a group).
struct SymbolPen {
    let cr: OpaquePointer

    func move(_ x: Double, _ y: Double) { cairo_move_to(cr, x, y) }
    func line(_ x: Double, _ y: Double) { cairo_line_to(cr, x, y) }
    func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double) {
        cairo_curve_to(cr, x1, y1, x2, y2, x, y)
    }
    func close() { cairo_close_path(cr) }

    /// Adds a closed circle.
    func circle(_ cx: Double, _ cy: Double, radius: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, cx, cy, radius, 0, 2 * Double.pi)
        cairo_close_path(cr)
    }

    /// Adds a closed polygon whose corners are rounded by `radii` (one per vertex, or one for all), each
    /// clamped to half the shorter neighbouring edge.
    func roundedPolygon(_ points: [SymbolPoint], radii: [Double]) {
        let count = points.count
        guard count > 2 else { return }
        cairo_new_sub_path(cr)
        for index in 0..<count {
            let vertex = points[index]
            let previous = points[(index + count - 1) % count]
            let next = points[(index + 1) % count]
            let wanted = radii.isEmpty ? 0 : radii[min(index, radii.count - 1)]
            let radius = min(wanted, distance(vertex, previous) / 2, distance(vertex, next) / 2)
            let entry = toward(vertex, previous, by: radius)
            let exit = toward(vertex, next, by: radius)
            if index == 0 { move(entry.x, entry.y) } else { line(entry.x, entry.y) }
            let k = Self.circleHandle
            curve(
                entry.x + (vertex.x - entry.x) * k, entry.y + (vertex.y - entry.y) * k,
                exit.x + (vertex.x - exit.x) * k, exit.y + (vertex.y - exit.y) * k, exit.x, exit.y)
        }
        close()
    }

    /// Adds a rectangle whose four corners are rounded by `radius`.
    func roundedRect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, radius: Double) {
        let corners = [
            SymbolPoint(x, y), SymbolPoint(x + width, y), SymbolPoint(x + width, y + height),
            SymbolPoint(x, y + height),
        ]
        roundedPolygon(corners, radii: [radius])
    }

    /// Adds a closed outline symmetric about `x = axis`: `right` runs from `top` (on the axis) down the right
    /// half and ends on the axis; the left half is its mirror image, traversed back up.
    func mirroredOutline(axis: Double, top: SymbolPoint, right: [SymbolCurve]) {
        cairo_new_sub_path(cr)
        move(top.x, top.y)
        for segment in right {
            curve(
                segment.control1.x, segment.control1.y, segment.control2.x, segment.control2.y, segment.end.x,
                segment.end.y)
        }
        let starts = [top] + right.map(\.end)
        for index in right.indices.reversed() {
            let segment = right[index]
            let start = starts[index]
            curve(
                2 * axis - segment.control2.x, segment.control2.y, 2 * axis - segment.control1.x, segment.control1.y,
                2 * axis - start.x, start.y)
        }
        close()
    }

    /// Fills the current path with ink (non-zero winding).
    func fill() {
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_fill(cr)
    }

    /// Fills the current path with ink, its nested sub-paths being holes.
    func fillEvenOdd() {
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    /// Strokes the current path with ink `width` design points wide.
    func stroke(width: Double, round: Bool = true) {
        cairo_set_line_width(cr, width)
        cairo_set_line_cap(cr, round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, round ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_MITER)
        cairo_stroke(cr)
    }

    /// Cuts the current path's area out of the ink drawn so far.
    func eraseFill() {
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        fill()
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// Cuts a `width` wide band along the current path out of the ink drawn so far.
    func eraseStroke(width: Double, round: Bool = true) {
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        stroke(width: width, round: round)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// Runs `body` clipped to the current path (which it consumes), then lifts the clip.
    func clipped(_ body: () -> Void) {
        cairo_save(cr)
        cairo_clip(cr)
        body()
        cairo_restore(cr)
    }

    /// A slash from `start` to `end` (round caps, `width` wide) with a `gap` wide cut on both sides of it.
    func slash(from start: SymbolPoint, to end: SymbolPoint, width: Double, gap: Double) {
        move(start.x, start.y)
        line(end.x, end.y)
        eraseStroke(width: width + 2 * gap)
        move(start.x, start.y)
        line(end.x, end.y)
        stroke(width: width)
    }

    /// Control-point distance, as a share of the corner radius, that makes a cubic approximate a quarter circle.
    static let circleHandle = 0.5523

    private func distance(_ a: SymbolPoint, _ b: SymbolPoint) -> Double { hypot(b.x - a.x, b.y - a.y) }

    private func toward(_ from: SymbolPoint, _ to: SymbolPoint, by length: Double) -> SymbolPoint {
        let total = distance(from, to)
        guard total > 0 else { return from }
        return SymbolPoint(from.x + (to.x - from.x) * length / total, from.y + (to.y - from.y) * length / total)
    }
}
