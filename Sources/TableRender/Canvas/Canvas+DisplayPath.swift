internal import CPangoCairo
internal import TableLayout

extension Canvas {
    /// Adds `path`, moved by (`dx`, `dy`), to the current path: one Cairo call per element.
    func append(_ path: DisplayPath, dx: Double = 0, dy: Double = 0) {
        for element in path.elements {
            switch element {
            case .move(let x, let y): cairo_move_to(cr, dx + x, dy + y)
            case .line(let x, let y): cairo_line_to(cr, dx + x, dy + y)
            case .curve(let x1, let y1, let x2, let y2, let x, let y):
                cairo_curve_to(cr, dx + x1, dy + y1, dx + x2, dy + y2, dx + x, dy + y)
            case .arc(let cx, let cy, let radius, let start, let end):
                cairo_arc(cr, dx + cx, dy + cy, radius, start, end)
            case .rectangle(let rect): cairo_rectangle(cr, dx + rect.x, dy + rect.y, rect.width, rect.height)
            case .newSubPath: cairo_new_sub_path(cr)
            case .close: cairo_close_path(cr)
            }
        }
    }

    /// Adds `rect` with `corners` as a closed sub-path: circular arcs, or UIKit's continuous curve
    /// (`DisplayPath.addRoundedRect(_:corners:)`).
    func addRoundedRect(_ rect: Rect, corners: RoundedCorners) {
        var path = DisplayPath()
        path.addRoundedRect(rect, corners: corners)
        append(path)
    }
}
