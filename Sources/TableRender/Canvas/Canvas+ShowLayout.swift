internal import CPangoCairo

extension Canvas {
    /// Draws `layout` with its top left at the current point, its drawing fonts pinned first (`pinFonts`).
    ///
    /// Where the surface keeps text (a PDF), Pango shows each run with its text and clusters, and Pango 1.50 (Debian
    /// bookworm's) aborts the process when it shows a layout there a second time whose runs hold an emoji modifier
    /// apart from its base and what follows it ("A🏽 ": `pango_glyph_item_iter_next_cluster: assertion failed:
    /// (iter->end_char <= item->num_chars)`); a layout shown only once, or only on pixels, never does. Labels share
    /// layouts (the text engine's caches, a shadow drawn under its text), so on such a surface a fresh copy is shown,
    /// shaped anew the same way: the same glyphs, and the same bytes.
    func show(_ layout: OpaquePointer) {
        guard cairo_surface_has_show_text_glyphs(surface) != 0 else {
            pinFonts(of: layout)
            pango_cairo_show_layout(cr, layout)
            return
        }
        guard let copy = pango_layout_copy(layout) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(copy)) }
        pinFonts(of: copy)
        pango_cairo_show_layout(cr, copy)
    }
}
