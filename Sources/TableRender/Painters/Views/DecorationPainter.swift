internal import CPangoCairo
internal import TableLayout

/// Draws what a `CALayer` adds to a view: the soft shadow under its (rounded) shape, and its border
/// line inside the shape, drawn above the view's content as Core Animation draws it.
struct DecorationPainter {
    let canvas: Canvas

    /// A shadow under the node's shape: the shape offset by `offsetY`, faded out over `radius` in
    /// `shadowSteps` concentric bands (deterministic, no blur filter).
    func shadow(_ shadow: BoxShadow, in frame: Rect, corners: RoundedCorners?) {
        let steps = Self.shadowSteps
        let base = Rect(x: frame.x, y: frame.y + shadow.offsetY, width: frame.width, height: frame.height)
        for step in stride(from: steps, through: 1, by: -1) {
            let grow = shadow.radius * Double(step) / Double(steps)
            let rect = Canvas.inset(base, by: -grow)
            let radius = (corners?.radius ?? 0) + grow
            canvas.addRoundedRect(rect, radius: radius, top: corners?.top ?? false, bottom: corners?.bottom ?? false)
            var color = shadow.color
            color.alpha = UInt8((Double(shadow.color.alpha) / Double(steps + 1)).rounded())
            canvas.fillPath(color)
        }
    }

    /// The border, a `width` line just inside the node's (rounded) bounds.
    func border(_ border: Border, in frame: Rect, corners: RoundedCorners?) {
        guard border.width > 0, frame.width > 0, frame.height > 0 else { return }
        let inset = Canvas.inset(frame, by: border.width / 2)
        let radius = max(0, (corners?.radius ?? 0) - border.width / 2)
        canvas.addRoundedRect(inset, radius: radius, top: corners?.top ?? false, bottom: corners?.bottom ?? false)
        canvas.setColor(border.color)
        cairo_set_line_width(canvas.cr, border.width)
        cairo_stroke(canvas.cr)
    }

    /// Bands a shadow is drawn in.
    static let shadowSteps = 4
}
