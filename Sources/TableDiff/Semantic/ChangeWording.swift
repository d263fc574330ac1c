internal import TableLayout

/// How numbers, colors, texts and moves are written in a `LayoutChange`.
enum ChangeWording {
    /// A number with at most two decimals and no trailing zeros: `2`, `1.5`, `0.33`.
    static func number(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let whole = abs(hundredths) / 100
        let fraction = abs(hundredths) % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// `number` followed by the unit: `2 pt`.
    static func points(_ value: Double) -> String { number(value) + " pt" }

    /// Whether two lengths print the same (equal to the hundredth of a point).
    static func same(_ a: Double, _ b: Double) -> Bool {
        (a * 100).rounded() == (b * 100).rounded()
    }

    /// `name a → b pt`, or `nil` when the values print the same.
    static func length(_ name: String, _ old: Double, _ new: Double) -> String? {
        same(old, new) ? nil : "\(name) \(number(old)) → \(points(new))"
    }

    /// `name a → b`, or `nil` when equal.
    static func value(_ name: String, _ old: String, _ new: String) -> String? {
        old == new ? nil : "\(name) \(old) → \(new)"
    }

    /// A color as `#RRGGBB[AA]`, `none` for `nil`.
    static func color(_ color: Color?) -> String { color?.description ?? "none" }

    /// A text in double quotes, with line breaks and quotes escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out + "\""
    }

    /// `moved 2 pt right`, `moved 1.5 pt down`, `moved 2 pt right and 1 pt up`, or `nil` for no move.
    static func move(dx: Double, dy: Double) -> String? {
        var parts: [String] = []
        if !same(dx, 0) { parts.append("\(points(abs(dx))) \(dx > 0 ? "right" : "left")") }
        if !same(dy, 0) { parts.append("\(points(abs(dy))) \(dy > 0 ? "down" : "up")") }
        return parts.isEmpty ? nil : "moved " + parts.joined(separator: " and ")
    }

    /// `added`, or `added "Title"` when the node shows a text.
    static func added(_ text: String?) -> String {
        text.map { "added " + quoted($0) } ?? "added"
    }
}
