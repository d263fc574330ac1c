/// Writes a `JSONValue` back as compact JSON text, keys in document order: the parsed document of a
/// spec variant is sent to a server or stored with its render.
extension JSONValue {
    /// Compact UTF-8 JSON.
    public func serialized() -> [UInt8] {
        var out = ""
        write(into: &out)
        return Array(out.utf8)
    }

    private func write(into out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += Self.number(value)
        case .string(let value): Self.string(value, into: &out)
        case .array(let elements):
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += "," }
                element.write(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { out += "," }
                Self.string(member.key, into: &out)
                out += ":"
                member.value.write(into: &out)
            }
            out += "}"
        }
    }

    /// A JSON number literal: integers without a fraction, others in Swift's shortest round-tripping form.
    public static func number(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// A JSON string literal of `text`, with the required escapes.
    public static func string(_ text: String) -> String {
        var out = ""
        string(text, into: &out)
        return out
    }

    /// Appends `text` as a JSON string literal: quote and backslash escaped, control characters as `\n`, `\r`,
    /// `\t` or `\u00XX`.
    public static func string(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let s where s.value < 0x20:
                let hex = String(s.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
