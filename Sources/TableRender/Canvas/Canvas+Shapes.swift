internal import CPangoCairo
internal import TableLayout

/// Path helpers of the painters still drawing with Cairo themselves: each shape is `DisplayPath`'s, added to the
/// current path in canvas points.
extension Canvas {
    /// Adds a closed circle to the current path.
    func addCircle(cx: Double, cy: Double, radius: Double) {
        append(.circle(centerX: cx, centerY: cy, radius: radius))
    }

    /// Adds a horizontal pill (a rectangle whose ends are half circles) filling `rect` to the current path.
    func addPill(_ rect: Rect) {
        var path = DisplayPath()
        path.addPill(rect)
        append(path)
    }

    /// Adds `rect` to the current path with its top and/or bottom corners rounded by `radius`.
    func addRoundedRect(_ rect: Rect, radius: Double, top: Bool, bottom: Bool) {
        var path = DisplayPath()
        path.addRoundedRect(rect, radius: radius, top: top, bottom: bottom)
        append(path)
    }

    /// Fills the current path with `color` (non-zero winding).
    func fillPath(_ color: Color) {
        setColor(color)
        cairo_fill(cr)
    }

    /// `rect` shrunk by `inset` on every side.
    static func inset(_ rect: Rect, by inset: Double) -> Rect {
        Rect(x: rect.x + inset, y: rect.y + inset, width: rect.width - 2 * inset, height: rect.height - 2 * inset)
    }

    /// Fills a `length` × `thickness` bar centred on (`cx`, `cy`), lying or standing (the stepper's signs).
    func fillCenteredBar(cx: Double, cy: Double, length: Double, thickness: Double, vertical: Bool, _ color: Color) {
        let width = vertical ? thickness : length
        let height = vertical ? length : thickness
        fill(Rect(x: cx - width / 2, y: cy - height / 2, width: width, height: height), color)
    }
}
