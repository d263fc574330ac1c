internal import TableSpec

/// The Unicode bidi algorithm's rules P2–P3 for a label's paragraph: the direction of its first strong
/// character (`NSWritingDirectionNatural`).
enum ParagraphDirection {
    /// The first strong direction in `text`, or `nil` when it has none (digits, punctuation, emoji).
    static func firstStrong(in text: String) -> LayoutDirection? {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                if (value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A { return .leftToRight }
                continue
            }
            switch value {
            case 0x200E, 0x202A, 0x202D, 0x2066: return .leftToRight  // LRM, LRE, LRO, LRI
            case 0x200F, 0x202B, 0x202E, 0x2067, 0x061C: return .rightToLeft  // RLM, RLE, RLO, RLI, ALM
            default: break
            }
            guard isLetter(scalar) else { continue }
            return isRightToLeft(value) ? .rightToLeft : .leftToRight
        }
        return nil
    }

    /// Whether `text` holds a right-to-left letter or a right-to-left mark, embedding or isolate.
    static func hasRightToLeft(in text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x200F, 0x202B, 0x202E, 0x2067, 0x061C: return true  // RLM, RLE, RLO, RLI, ALM
            default: return isRightToLeft(scalar.value) && isLetter(scalar)
            }
        }
    }

    /// Letters and spacing marks are strong (bidi classes L, R and AL).
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .spacingMark:
            return true
        default: return false
        }
    }

    /// The blocks whose letters are right to left: Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan,
    /// Mandaic and their presentation forms, and the historic right-to-left scripts of plane 1.
    private static func isRightToLeft(_ value: UInt32) -> Bool {
        (0x0590...0x08FF).contains(value) || (0xFB1D...0xFDFF).contains(value) || (0xFE70...0xFEFF).contains(value)
            || (0x10800...0x10FFF).contains(value) || (0x1E800...0x1EFFF).contains(value)
    }
}
