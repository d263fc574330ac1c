internal import CPangoCairo
internal import TableLayout

/// Path helpers shared by the control painters: discs and pills in points.
extension Canvas {
    /// Adds a closed circle to the current path.
    func addCircle(cx: Double, cy: Double, radius: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, cx, cy, radius, 0, 2 * Double.pi)
        cairo_close_path(cr)
    }

    /// Adds a horizontal pill (a rounded rectangle whose ends are half
    /// circles) filling `rect` to the current path.
    func addPill(_ rect: Rect) {
        let radius = min(rect.width, rect.height) / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - radius, rect.y + radius, radius, -Double.pi / 2, Double.pi / 2)
        cairo_arc(cr, rect.x + radius, rect.maxY - radius, radius, Double.pi / 2, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    /// Strokes a ring `width` thick whose outer edge is the circle of `diameter` centred at (cx, cy).
    func strokeRing(cx: Double, cy: Double, diameter: Double, width: Double, _ color: Color) {
        addCircle(cx: cx, cy: cy, radius: (diameter - width) / 2)
        setColor(color)
        cairo_set_line_width(cr, width)
        cairo_stroke(cr)
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
}

extension Canvas {
    /// Adds `rect` to the current path with its top and/or bottom corners rounded by `radius`.
    func addRoundedRect(_ rect: Rect, radius: Double, top: Bool, bottom: Bool) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        let topR = top ? r : 0
        let bottomR = bottom ? r : 0
        let half = Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - topR, rect.y + topR, topR, -half, 0)
        cairo_arc(cr, rect.maxX - bottomR, rect.maxY - bottomR, bottomR, 0, half)
        cairo_arc(cr, rect.x + bottomR, rect.maxY - bottomR, bottomR, half, Double.pi)
        cairo_arc(cr, rect.x + topR, rect.y + topR, topR, Double.pi, 3 * half)
        cairo_close_path(cr)
    }
}

extension Canvas {
    /// Fills a `length` × `thickness` bar centred on (`cx`, `cy`), lying or standing: the minus and
    /// plus of the edit controls.
    func fillCenteredBar(cx: Double, cy: Double, length: Double, thickness: Double, vertical: Bool, _ color: Color) {
        let width = vertical ? thickness : length
        let height = vertical ? length : thickness
        fill(Rect(x: cx - width / 2, y: cy - height / 2, width: width, height: height), color)
    }
}
