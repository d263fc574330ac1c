internal import CPangoCairo
internal import Foundation
internal import TableLayout

/// The classic `UIRefreshControl` tear-drop: a top circle with a white arrow ring, a bottom circle shrinking as
/// the drop stretches, and the hull between them, filled with the tint (proportions of ODRefreshControl, the
/// iOS 6 clone; Docs/research/issue10-uikit-facts.md §7).
struct TeardropPainter {
    let canvas: Canvas

    func paint(stretch: Double, in frame: Rect, tint: Color) {
        let cr = canvas.cr
        let t = min(1, max(0, stretch / Self.maximumStretch))
        let topRadius = 16 - 3.5 * t
        let bottomRadius = 16 - 13 * t
        let cx = frame.x + frame.width / 2
        let topY = frame.y + 5 + 4 * t + topRadius
        let bottomY = topY + stretch
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        cairo_arc(cr, cx, topY, topRadius, Double.pi, 0)
        cairo_curve_to(
            cr, cx + topRadius, topY + stretch / 2, cx + bottomRadius, bottomY - stretch / 2, cx + bottomRadius, bottomY
        )
        cairo_arc(cr, cx, bottomY, bottomRadius, 0, Double.pi)
        cairo_curve_to(
            cr, cx - bottomRadius, bottomY - stretch / 2, cx - topRadius, topY + stretch / 2, cx - topRadius, topY)
        cairo_close_path(cr)
        canvas.setColor(tint)
        cairo_fill_preserve(cr)
        canvas.setColor(Color(red: 64, green: 64, blue: 64, alpha: 128))
        cairo_set_line_width(cr, 0.5)
        cairo_stroke(cr)
        // The white arrow: an open ring with a head at its end.
        let ring = 7 - 2 * t
        cairo_set_line_width(cr, 3 - t)
        canvas.setColor(.white)
        cairo_new_path(cr)
        cairo_arc(cr, cx, topY, ring, -Double.pi / 2, 1.2 * Double.pi)
        cairo_stroke(cr)
        let head = 3.5 - t
        cairo_move_to(cr, cx, topY - ring - head)
        cairo_line_to(cr, cx + head * 1.4, topY - ring)
        cairo_line_to(cr, cx, topY - ring + head)
        cairo_close_path(cr)
        cairo_fill(cr)
    }

    /// How far the drop stretches before it snaps into refreshing.
    static let maximumStretch = 53.0
}
