internal import CPangoCairo

extension Canvas {
    /// Draws `layout` with its top left at the current point. On a PDF, Pango gives Cairo each run's text with its glyphs, and Cairo gets a copy of it (`cairo_text_guard.c`:
    /// Cairo 1.16 edits that text in place, which broke the layout's own text for its next draw).
    func show(_ layout: OpaquePointer) {
        pango_cairo_show_layout(cr, layout)
    }
}
