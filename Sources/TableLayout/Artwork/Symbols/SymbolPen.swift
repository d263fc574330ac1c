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

/// Builds a symbol's display items in design points (the symbol's ink box), all in one opaque ink: paths are
/// drawn with `move`, `line`, `curve`…, then `fill`/`stroke` add ink and `erase…` cut holes (the symbol is drawn
/// inside a group, `SymbolGlyphArtwork`).
final class SymbolPen {
    /// The items drawn so far.
    private(set) var list = DisplayList()
    /// The path being built, consumed by the next fill, stroke, erase or clip.
    private var path = DisplayPath()
    /// The ink, opaque: the group carries the colour's alpha.
    let ink: Color

    init(ink: Color) { self.ink = ink }

    func move(_ x: Double, _ y: Double) { path.move(x, y) }
    func line(_ x: Double, _ y: Double) { path.line(x, y) }
    func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double) {
        path.curve(x1, y1, x2, y2, x, y)
    }
    func close() { path.close() }

    /// Adds a closed circle.
    func circle(_ cx: Double, _ cy: Double, radius: Double) {
        path.addCircle(centerX: cx, centerY: cy, radius: radius)
    }

    /// Adds a closed polygon whose corners are rounded by `radii` (one per vertex, or one for all), each
    /// clamped to half the shorter neighbouring edge.
    func roundedPolygon(_ points: [SymbolPoint], radii: [Double]) {
        let count = points.count
        guard count > 2 else { return }
        path.newSubPath()
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
        path.newSubPath()
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
    func fill() { emit(.fill(path, .color(ink))) }

    /// Fills the current path with ink, its nested sub-paths being holes.
    func fillEvenOdd() { emit(.fill(path, .color(ink), evenOdd: true)) }

    /// Strokes the current path with ink `width` design points wide.
    func stroke(width: Double, round: Bool = true) { emit(.stroke(path, .color(ink), style(width, round))) }

    /// Cuts the current path's area out of the ink drawn so far.
    func eraseFill() { emit(.fill(path, .clear)) }

    /// Cuts a `width` wide band along the current path out of the ink drawn so far.
    func eraseStroke(width: Double, round: Bool = true) { emit(.stroke(path, .clear, style(width, round))) }

    /// Runs `body` clipped to the current path (which it consumes), then lifts the clip.
    func clipped(_ body: () -> Void) {
        emit(.pushClip(path))
        body()
        list.append(.popClip)
    }

    /// Runs `body` in a space moved, turned and scaled by `transform` (its paths and ink are that space's).
    func transformed(_ transform: Transform, _ body: () -> Void) {
        list.append(.pushTransform(transform))
        body()
        list.append(.popTransform)
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

    /// Appends `item` and starts a new path.
    private func emit(_ item: DisplayItem) {
        list.append(item)
        path = DisplayPath()
    }

    private func style(_ width: Double, _ round: Bool) -> StrokeStyle {
        StrokeStyle(width: width, cap: round ? .round : .butt, join: round ? .round : .miter)
    }

    private func distance(_ a: SymbolPoint, _ b: SymbolPoint) -> Double { hypot(b.x - a.x, b.y - a.y) }

    private func toward(_ from: SymbolPoint, _ to: SymbolPoint, by length: Double) -> SymbolPoint {
        let total = distance(from, to)
        guard total > 0 else { return from }
        return SymbolPoint(from.x + (to.x - from.x) * length / total, from.y + (to.y - from.y) * length / total)
    }
}
