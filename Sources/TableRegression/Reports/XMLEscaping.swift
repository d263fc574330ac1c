/// Escaping of model text for XML 1.0 documents (the JUnit report) and for the XHTML-compatible
/// HTML report.
///
/// XML 1.0 forbids most control characters even as character references, so they are dropped:
/// C0 controls other than tab, line feed and carriage return, and the non-characters U+FFFE and
/// U+FFFF. DEL and the C1 controls are legal XML but errors in HTML and never meaningful in a
/// report, so they are dropped too.
enum XMLEscaping {
    /// `text` for element content: `&`, `<` and `>` escaped (`>` so that `]]>` cannot appear),
    /// carriage returns kept as `&#13;` (a parser would turn a raw one into a line feed).
    static func text(_ text: String) -> String {
        escape(text) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\r": "&#13;"
            default: nil
            }
        }
    }

    /// `text` for a double- or single-quoted attribute value: also both quotes, and tab, line
    /// feed and carriage return as character references (a parser would turn raw ones into spaces).
    static func attribute(_ text: String) -> String {
        escape(text) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&#39;"
            case "\t": "&#9;"
            case "\n": "&#10;"
            case "\r": "&#13;"
            default: nil
            }
        }
    }

    /// Whether `scalar` may appear in a report: legal in XML 1.0 and not a control character
    /// other than tab, line feed and carriage return.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: true
        case 0x00..<0x20, 0x7F...0x9F, 0xFFFE, 0xFFFF: false
        default: true
        }
    }

    /// `text` with disallowed scalars dropped and the others replaced by `replacement` when it
    /// returns a string.
    private static func escape(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars where isAllowed(scalar) {
            if let escaped = replacement(scalar) {
                result += escaped
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
