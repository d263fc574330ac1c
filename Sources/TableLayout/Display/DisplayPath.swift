/// An outline in points, as the painter builds it: each element is one call of a 2D path API (Cairo's, whose arc
/// and rectangle elements it keeps so that a path drawn from the list is the one the artwork describes, call for
/// call). Coordinates are in the owning node's space: its frame's top-left is (0, 0).
public struct DisplayPath: Sendable, Equatable {
    /// One step of the outline.
    public enum Element: Sendable, Equatable {
        /// Starts a sub-path at the point.
        case move(x: Double, y: Double)
        /// A straight line to the point (a move when the path has no current point).
        case line(x: Double, y: Double)
        /// A cubic Bézier curve through two control points to the end point.
        case curve(x1: Double, y1: Double, x2: Double, y2: Double, x: Double, y: Double)
        /// A circular arc around the centre from angle `start` to `end` (radians, increasing clockwise on
        /// screen), joined to the current point by a line when there is one.
        case arc(centerX: Double, centerY: Double, radius: Double, start: Double, end: Double)
        /// A closed rectangle as its own sub-path.
        case rectangle(Rect)
        /// Ends the current sub-path without closing it: the next element starts a new one.
        case newSubPath
        /// Closes the current sub-path with a line back to its start.
        case close
    }

    /// The outline's steps, in order.
    public internal(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path of `elements`.
    public init(_ elements: [Element]) { self.elements = elements }

    /// A closed rectangle.
    public static func rectangle(_ rect: Rect) -> DisplayPath { DisplayPath([.rectangle(rect)]) }

    /// A closed circle as its own sub-path.
    public static func circle(centerX: Double, centerY: Double, radius: Double) -> DisplayPath {
        var path = DisplayPath()
        path.addCircle(centerX: centerX, centerY: centerY, radius: radius)
        return path
    }

    public mutating func move(_ x: Double, _ y: Double) { elements.append(.move(x: x, y: y)) }
    public mutating func line(_ x: Double, _ y: Double) { elements.append(.line(x: x, y: y)) }
    public mutating func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double) {
        elements.append(.curve(x1: x1, y1: y1, x2: x2, y2: y2, x: x, y: y))
    }
    public mutating func arc(centerX: Double, centerY: Double, radius: Double, start: Double, end: Double) {
        elements.append(.arc(centerX: centerX, centerY: centerY, radius: radius, start: start, end: end))
    }
    public mutating func newSubPath() { elements.append(.newSubPath) }
    public mutating func close() { elements.append(.close) }

    /// Adds a closed circle as its own sub-path.
    public mutating func addCircle(centerX: Double, centerY: Double, radius: Double) {
        newSubPath()
        arc(centerX: centerX, centerY: centerY, radius: radius, start: 0, end: 2 * Double.pi)
        close()
    }

    /// Adds the closed polygon `points`, given in a design box, scaled by (`scaleX`, `scaleY`) and placed with the
    /// box's top-left at (`x`, `y`).
    public mutating func addPolygon(
        _ points: [(x: Double, y: Double)], x: Double, y: Double, scaleX: Double, scaleY: Double
    ) {
        newSubPath()
        for point in points { line(x + point.x * scaleX, y + point.y * scaleY) }
        close()
    }
}

extension DisplayPath {
    /// Adds `rect` with its top and/or bottom corners rounded by `radius` (clamped to half its sides), as its own
    /// sub-path: four quarter arcs, clockwise from the top right.
    public mutating func addRoundedRect(_ rect: Rect, radius: Double, top: Bool, bottom: Bool) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        let topR = top ? r : 0
        let bottomR = bottom ? r : 0
        let half = Double.pi / 2
        newSubPath()
        arc(centerX: rect.maxX - topR, centerY: rect.y + topR, radius: topR, start: -half, end: 0)
        arc(centerX: rect.maxX - bottomR, centerY: rect.maxY - bottomR, radius: bottomR, start: 0, end: half)
        arc(centerX: rect.x + bottomR, centerY: rect.maxY - bottomR, radius: bottomR, start: half, end: Double.pi)
        arc(centerX: rect.x + topR, centerY: rect.y + topR, radius: topR, start: Double.pi, end: 3 * half)
        close()
    }
}

extension DisplayPath {
    /// Adds a horizontal pill filling `rect` (a rectangle whose ends are half circles) as its own sub-path.
    public mutating func addPill(_ rect: Rect) {
        let radius = min(rect.width, rect.height) / 2
        newSubPath()
        arc(
            centerX: rect.maxX - radius, centerY: rect.y + radius, radius: radius, start: -Double.pi / 2,
            end: Double.pi / 2)
        arc(
            centerX: rect.x + radius, centerY: rect.maxY - radius, radius: radius, start: Double.pi / 2,
            end: 3 * Double.pi / 2)
        close()
    }

    /// A capsule filling `rect` with continuous corners of half its height (the iOS 13+ switch's track and the
    /// iOS 26 knob).
    public static func continuousCapsule(_ rect: Rect) -> DisplayPath {
        var path = DisplayPath()
        path.addRoundedRect(
            rect, corners: RoundedCorners(radius: rect.height / 2, top: true, bottom: true, continuous: true))
        return path
    }
}
