internal import CPangoCairo
internal import TableLayout

/// A layout's lines as SVG `<text>` elements in the font UIKit would use (family, size, weight), each at its
/// line's start and baseline, for an SVG whose text stays editable.
enum SVGTextLines {
    /// A CSS family list for UIKit's `family`: the Apple families it may be installed as, best first (`SF Pro
    /// Text` for `SF UI Text`, as a Mac with Apple's fonts names it and design tools look it up), then the generic
    /// sans-serif; a family the cascade does not know, as it is.
    static func families(_ family: String) -> String {
        let names = (FontCascade.systemFamilies[family] ?? [family]).filter { !standIns.contains($0) }
        return (names.map { "'\($0)'" } + ["sans-serif"]).joined(separator: ", ")
    }

    /// TableShot's bundled stand-ins (`Assets/Fonts`): not fonts the machine opening the SVG has.
    static let standIns: Set<String> = ["Inter", "Inter Display", "TeX Gyre Heros"]

    static func elements(_ layout: OpaquePointer, x: Double, y: Double, font: FontDescriptor, color: Color) -> String {
        guard let iterator = pango_layout_get_iter(layout), let characters = pango_layout_get_text(layout) else {
            return ""
        }
        defer { pango_layout_iter_free(iterator) }
        let n = SVGMarkup.number
        let scale = Double(PANGO_SCALE)
        let weight: Int
        switch font.weight {
        case .regular: weight = 400
        case .medium: weight = 500
        case .semibold: weight = 600
        case .bold: weight = 700
        }
        var out = ""
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iterator)) / scale
            let start = Int(line.pointee.start_index)
            let length = Int(line.pointee.length)
            let words = String(
                decoding: UnsafeRawBufferPointer(start: characters + start, count: length), as: UTF8.self)
            guard !words.isEmpty else { continue }
            out += "<text x=\"\(n(x + Double(logical.x) / scale))\" y=\"\(n(y + baseline))\""
            out += " font-family=\"\(SVGMarkup.escaped(Self.families(font.family)))\" font-size=\"\(n(font.size))\""
            out += " font-weight=\"\(weight)\" \(SVGMarkup.paint("fill", color)) xml:space=\"preserve\">"
            out += SVGMarkup.escaped(words) + "</text>"
        } while pango_layout_iter_next_line(iterator) != 0
        return out
    }
}
