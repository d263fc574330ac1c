internal import CPangoCairo
internal import TableLayout
internal import TableSpec

/// Draws a `SystemSymbol` filling `frame` (its ink box) in `color`.
///
/// The artwork is drawn opaque into a group, holes cut with the clear operator, and the group painted once
/// with the colour's alpha, so overlapping parts never darken and cut-outs show what lies beneath.
struct SymbolPainter {
    let canvas: Canvas

    func paint(_ symbol: SystemSymbol, in frame: Rect, color: Color) {
        let design = symbol.inkSize(pointSize: Self.designPointSize)
        guard frame.width > 0, frame.height > 0, design.width > 0, design.height > 0, color.alpha > 0 else { return }
        let cr = canvas.cr
        cairo_save(cr)
        defer { cairo_restore(cr) }
        // Bounds the group's surface; the artwork itself stays inside the frame.
        let margin = Self.groupMargin
        cairo_rectangle(
            cr, frame.x - margin, frame.y - margin, frame.width + 2 * margin, frame.height + 2 * margin)
        cairo_clip(cr)
        cairo_push_group(cr)
        var opaque = color
        opaque.alpha = 255
        canvas.setColor(opaque)
        cairo_translate(cr, frame.x, frame.y)
        cairo_scale(cr, frame.width / design.width, frame.height / design.height)
        SymbolArtwork(pen: SymbolPen(cr: cr), size: design).draw(symbol)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, Double(color.alpha) / 255)
    }

    /// The artwork's coordinates are points of the ink box at this text size (Body at the Large category).
    static let designPointSize = 17.0

    /// Room around the frame kept in the group for antialiasing, in points.
    static let groupMargin = 1.0
}
