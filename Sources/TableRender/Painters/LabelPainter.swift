internal import CPangoCairo
internal import TableLayout

/// Draws a one-line label: aligned in its frame, tail-truncated with "…",
/// its baseline where the layout put it.
struct LabelPainter {
    let canvas: Canvas
    let text: TextEngine

    func paint(_ run: TextRun, in frame: Rect) {
        guard frame.width > 0, !run.text.isEmpty else { return }
        let layout = text.makeLayout(run.text, font: run.font)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let scale = Double(PANGO_SCALE)
        text.configureWrapping(layout, width: frame.width, maxLines: run.numberOfLines)
        pango_layout_set_alignment(layout, Self.alignment(run.alignment))
        let layoutBaseline = Double(pango_layout_get_baseline(layout)) / scale
        canvas.setColor(run.color)
        cairo_save(canvas.cr)
        cairo_rectangle(canvas.cr, frame.x, frame.y, frame.width, frame.height)
        cairo_clip(canvas.cr)
        cairo_move_to(canvas.cr, frame.x, frame.y + run.baseline - layoutBaseline)
        pango_cairo_show_layout(canvas.cr, layout)
        cairo_restore(canvas.cr)
    }

    private static func alignment(_ alignment: TextRun.Alignment) -> PangoAlignment {
        switch alignment {
        case .left: return PANGO_ALIGN_LEFT
        case .center: return PANGO_ALIGN_CENTER
        case .right: return PANGO_ALIGN_RIGHT
        }
    }
}
