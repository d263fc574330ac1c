internal import TableLayout

/// The SVG text of numbers, colours, paths and transforms, as `SVGWriter` writes them: coordinates to a
/// thousandth of a point, colours as `#RRGGBB` with a separate opacity.
enum SVGMarkup {
    /// `value` rounded to a thousandth, without trailing zeros.
    static func number(_ value: Double) -> String {
        let thousandths = (value * 1000).rounded()
        guard thousandths != 0 else { return "0" }
        let magnitude = Int(abs(thousandths))
        let sign = thousandths < 0 ? "-" : ""
        let whole = magnitude / 1000
        var fraction = magnitude % 1000
        guard fraction != 0 else { return sign + String(whole) }
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let padded = String(repeating: "0", count: digits - String(fraction).count) + String(fraction)
        return sign + String(whole) + "." + padded
    }

    /// `#RRGGBB` of `color`, without its alpha.
    static func hex(_ color: Color) -> String { "\(color.withAlpha(255))" }

    /// The attributes that paint with `color` as `attribute` (`fill` or `stroke`), its alpha as an opacity.
    static func paint(_ attribute: String, _ color: Color) -> String {
        var text = "\(attribute)=\"\(hex(color))\""
        if color.alpha != 255 { text += " \(attribute)-opacity=\"\(number(Double(color.alpha) / 255))\"" }
        return text
    }

    /// SVG path data of `path`.
    static func data(_ path: DisplayPath) -> String { path.svgData(number) }

    /// XML-escaped `text` for an attribute or element.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }

    /// The SVG `transform` of a display list's `Transform`.
    static func transform(_ t: Transform) -> String {
        var parts = ["translate(\(number(t.translateX)) \(number(t.translateY)))"]
        if t.rotation != 0 { parts.append("rotate(\(number(t.rotation * 180 / Double.pi)))") }
        if t.scaleX != 1 || t.scaleY != 1 {
            parts.append("scale(\(String(t.scaleX)) \(String(t.scaleY)))")
        }
        return parts.joined(separator: " ")
    }
}
