internal import CPangoCairo
internal import TableLayout

/// Draws a classic grouped section's box (`groupBackground`): the light line under it, its border ring
/// and its interior fill, all with rounded corners (classic-metrics §1.2–1.3).
struct GroupBoxPainter {
    let canvas: Canvas

    func paint(_ group: GroupDecoration, in frame: Rect) {
        let box = Rect(
            x: frame.x, y: frame.y, width: frame.width, height: max(0, frame.height - group.bottomHighlightWidth))
        guard box.width > 0, box.height > 0 else { return }
        let radius = min(group.cornerRadius, box.width / 2, box.height / 2)
        if let highlight = group.bottomHighlight { bottomHighlight(box, radius: radius, color: highlight, group) }
        let cr = canvas.cr
        let inner = Canvas.inset(box, by: group.borderWidth)
        let innerRadius = max(0, radius - group.borderWidth)
        cairo_new_path(cr)
        canvas.addRoundedRect(box, radius: radius, top: true, bottom: true)
        canvas.addRoundedRect(inner, radius: innerRadius, top: true, bottom: true)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        canvas.fillPath(group.borderColor)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        canvas.addRoundedRect(inner, radius: innerRadius, top: true, bottom: true)
        canvas.fillPath(group.fill)
    }

    /// The box moved down by the highlight's width, less the box itself: only its lower edge shows.
    private func bottomHighlight(_ box: Rect, radius: Double, color: Color, _ group: GroupDecoration) {
        let cr = canvas.cr
        cairo_save(cr)
        cairo_rectangle(
            cr, box.x, box.maxY - radius, box.width, radius + group.bottomHighlightWidth)
        cairo_clip(cr)
        cairo_new_path(cr)
        canvas.addRoundedRect(
            box.offsetBy(dx: 0, dy: group.bottomHighlightWidth), radius: radius, top: true, bottom: true)
        canvas.addRoundedRect(box, radius: radius, top: true, bottom: true)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        canvas.fillPath(color)
        cairo_restore(cr)
    }
}
