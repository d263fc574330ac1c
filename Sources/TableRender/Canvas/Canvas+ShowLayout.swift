internal import CPangoCairo

extension Canvas {
    /// Draws `layout` with its top left at the current point.
    ///
    /// On a surface that keeps text with its glyphs (a PDF), Pango gives Cairo each run's characters, and Cairo
    /// 1.16 has two faults there, both handled with public calls only:
    /// - it edits the characters it is given in place (a run of a stray emoji modifier and a space, "🏽 ", became
    ///   " \x9f\x8f\xbd "), and they are the layout's own: Pango then aborted or corrupted the heap the next time
    ///   it drew that layout (layouts are shared: a classic header's shadow and text, the label cache). So Cairo is
    ///   shown a copy of the layout (`pango_layout_copy`), whose text it may edit;
    /// - it refuses the Unicode noncharacters (U+FDD0…U+FDEF, U+xxFFFE, U+xxFFFF) as characters, and then fails
    ///   the whole document ("input string not valid UTF-8"). A layout holding one is drawn run by run
    ///   (`showRunByRun`): each run Cairo accepts with its characters, the others as glyphs alone (the same
    ///   glyphs at the same places; the PDF maps them to text from the font).
    /// With `glyphsOnly` (a document Cairo refused to complete) every run is drawn as glyphs alone.
    func show(_ layout: OpaquePointer) {
        if let textCapture { return textCapture(layout) }
        guard cairo_surface_has_show_text_glyphs(surface) != 0 else { return pango_cairo_show_layout(cr, layout) }
        guard !glyphsOnly, CairoText.accepts(String(cString: pango_layout_get_text(layout))) else {
            return showRunByRun(layout)
        }
        let copy = pango_layout_copy(layout)
        defer { g_object_unref(UnsafeMutableRawPointer(copy)) }
        pango_cairo_show_layout(cr, copy)
    }

    /// Draws `layout`'s runs one by one from the current point: with their characters (a copy) where Cairo takes
    /// them and `glyphsOnly` is off, else as glyphs alone.
    private func showRunByRun(_ layout: OpaquePointer) {
        var originX = 0.0
        var originY = 0.0
        cairo_get_current_point(cr, &originX, &originY)
        guard let text = pango_layout_get_text(layout), let copy = strdup(text) else { return }
        defer { free(copy) }
        guard let iterator = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator) else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iterator, nil, &logical)
            let baseline = pango_layout_iter_get_baseline(iterator)
            cairo_move_to(
                cr, originX + Double(logical.x) / Double(PANGO_SCALE), originY + Double(baseline) / Double(PANGO_SCALE))
            let item = run.pointee.item.pointee
            let characters = String(
                decoding: UnsafeRawBufferPointer(start: text + Int(item.offset), count: Int(item.length)),
                as: UTF8.self)
            if !glyphsOnly, CairoText.accepts(characters) {
                pango_cairo_show_glyph_item(cr, copy, UnsafeMutablePointer(mutating: run))
            } else {
                CairoText.countGlyphsOnly()
                pango_cairo_show_glyph_string(cr, item.analysis.font, run.pointee.glyphs)
            }
        } while pango_layout_iter_next_run(iterator) != 0
        cairo_move_to(cr, originX, originY)
    }
}
