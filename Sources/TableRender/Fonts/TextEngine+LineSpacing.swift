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

/// How much further down the stand-in puts a line's baseline, and how much taller its line is, than SF's
/// (`SystemFontLineHeight.lineBox`), in points.
struct LineBoxExcess {
    let ascent: Double
    let height: Double
}

extension TextEngine {
    /// The stand-in's line box of `font` less SF's, for the families that stand in for SF (`nil` otherwise):
    /// what a label's measured box loses so that a line of SF-covered text is SF's box, while a line that a taller
    /// fallback font (CJK, Indic …) makes taller keeps its extra, as TextKit gives such a line its tallest font's
    /// height.
    func lineBoxExcess(for font: FontDescriptor) -> LineBoxExcess? {
        guard let box = SystemFontLineHeight.lineBox(for: font) else { return nil }
        if let known = lineBoxExcesses[font] { return known }
        let probe = makeLayout("X", font: font)
        defer { g_object_unref(UnsafeMutableRawPointer(probe)) }
        var logical = PangoRectangle()
        pango_layout_get_extents(probe, nil, &logical)
        let scale = Double(PANGO_SCALE)
        let excess = LineBoxExcess(
            ascent: Double(pango_layout_get_baseline(probe)) / scale - box.ascender,
            height: Double(logical.height) / scale - box.lineHeight)
        lineBoxExcesses[font] = excess
        return excess
    }
}
