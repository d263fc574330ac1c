internal import CPangoCairo
internal import TableLayout

extension TextEngine {
    /// The Pango spacing between wrapped lines of `font` that puts them `SystemFontLineHeight` apart: the
    /// difference from the stand-in's own line height (0 for families that keep it).
    func lineSpacing(for font: FontDescriptor) -> Int32 {
        guard let pitch = SystemFontLineHeight.points(for: font) else { return 0 }
        if let known = lineSpacings[font] { return known }
        let probe = makeLayout("X", font: font)
        defer { g_object_unref(UnsafeMutableRawPointer(probe)) }
        var logical = PangoRectangle()
        pango_layout_get_extents(probe, nil, &logical)
        let spacing = Int32((pitch * Double(PANGO_SCALE)).rounded()) - logical.height
        lineSpacings[font] = spacing
        return spacing
    }
}
