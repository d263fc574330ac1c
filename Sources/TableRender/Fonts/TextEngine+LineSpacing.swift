internal import CPangoCairo
internal import TableLayout

extension TextEngine {
    /// The Pango spacing between wrapped lines of `font` that puts them `SystemFontLineHeight` apart: the
    /// difference from the stand-in's own line height (0 for families that keep it).
    func lineSpacing(for font: FontDescriptor) -> Int32 {
        guard let pitch = SystemFontLineHeight.points(for: font) else { return 0 }
        if let known = lineSpacings[font] { return known }
        let spacing = Int32((pitch * Double(PANGO_SCALE)).rounded()) - standInLine(of: font).height
        lineSpacings[font] = spacing
        return spacing
    }

    /// The stand-in's own line of `font` (a one-line layout of "X"), in Pango units: its height and baseline.
    func standInLine(of font: FontDescriptor) -> (height: Int32, baseline: Int32) {
        let probe = makeLayout("X", font: font)
        defer { g_object_unref(UnsafeMutableRawPointer(probe)) }
        var logical = PangoRectangle()
        pango_layout_get_extents(probe, nil, &logical)
        return (logical.height, pango_layout_get_baseline(probe))
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
        let line = standInLine(of: font)
        let scale = Double(PANGO_SCALE)
        let excess = LineBoxExcess(
            ascent: Double(line.baseline) / scale - box.ascender, height: Double(line.height) / scale - box.lineHeight)
        lineBoxExcesses[font] = excess
        return excess
    }
}
