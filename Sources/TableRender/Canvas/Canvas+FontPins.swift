internal import CPangoCairo

extension Canvas {
    /// Creates, through `cairo_scaled_font_create` (and so pinned: `ScaledFontPins`), the scaled font each run of
    /// `layout` will be drawn with on this canvas, before Pango draws it. Pango hands Cairo its own scaled font
    /// (made for measuring, without this canvas's transform); Cairo then looks up the one for the canvas's
    /// transform and surface inside its own code, where no call of ours can see it. The key built here is the one
    /// that lookup builds (`_cairo_gstate_ensure_scaled_font`: the face, the font matrix and options of Pango's
    /// font, the context's matrix, the surface's options merged under the font's), so it finds this pinned font.
    ///
    /// A font already pinned on this canvas for the same transform is skipped.
    func pinFonts(of layout: OpaquePointer) {
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let transform = [ctm.xx, ctm.yx, ctm.xy, ctm.yy]  // the key ignores the translation
        var fonts: [UnsafeMutablePointer<PangoFont>] = []
        var lines = pango_layout_get_lines_readonly(layout)
        while let line = lines {
            lines = line.pointee.next
            var runs = line.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self).pointee.runs
            while let run = runs {
                runs = run.pointee.next
                let glyphs = run.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self)
                guard let font = glyphs?.pointee.item.pointee.analysis.font, !fonts.contains(font),
                    !pinnedFonts.contains(where: { $0.font == font && $0.transform == transform })
                else { continue }
                fonts.append(font)
            }
        }
        guard !fonts.isEmpty else { return }
        let surfaceOptions = cairo_font_options_create()
        let options = cairo_font_options_create()
        defer {
            cairo_font_options_destroy(surfaceOptions)
            cairo_font_options_destroy(options)
        }
        cairo_surface_get_font_options(cairo_get_target(cr), surfaceOptions)
        for font in fonts {
            guard let measuring = pango_cairo_font_get_scaled_font(OpaquePointer(font)) else { continue }
            var fontMatrix = cairo_matrix_t()
            cairo_scaled_font_get_font_matrix(measuring, &fontMatrix)
            cairo_scaled_font_get_font_options(measuring, options)
            let merged = cairo_font_options_copy(surfaceOptions)
            cairo_font_options_merge(merged, options)
            let drawing = cairo_scaled_font_create(
                cairo_scaled_font_get_font_face(measuring), &fontMatrix, &ctm, merged)
            cairo_font_options_destroy(merged)
            cairo_scaled_font_destroy(drawing)
            g_object_ref(UnsafeMutableRawPointer(font))
            pinnedFonts.append((font, transform))
        }
    }
}
