public import TableSpec

/// A character of the spec that no font covers: it draws as a last-resort box, so the render is not what
/// an iPhone shows.
public struct TextWarning: Sendable, Equatable {
    /// JSON Pointer of the text in the spec.
    public var path: String
    /// The code point.
    public var scalar: Unicode.Scalar

    public init(path: String, scalar: Unicode.Scalar) {
        self.path = path
        self.scalar = scalar
    }

    /// `U+XXXX` (at least four hex digits).
    public var codePoint: String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// One line for people: `/sections/0/rows/1/text: U+E000 has no glyph in any font`.
    public var message: String { "\(path): \(codePoint) has no glyph in any font; it draws as a box" }

    /// At most this many warnings per render; the characters past them are not looked for (so `X-TableShot-Warnings`
    /// then says "and at least 90 more").
    public static let limit = 100

    /// The uncovered characters of every text in `spec`, in document order, at most `limit`.
    static func collect(_ spec: TableSpec, measurer: any TextMeasuring) -> [TextWarning] {
        collect(spec, uncovered: measurer.uncoveredScalars)
    }

    /// The uncovered characters of every text in `spec` (already pseudo-localized), by `uncovered`.
    public static func collect(_ spec: TableSpec, uncovered: (String) -> [Unicode.Scalar]) -> [TextWarning] {
        var warnings: [TextWarning] = []
        spec.forEachText { path, text in
            guard warnings.count < limit, text.utf8.contains(where: { $0 >= 0x80 }) else { return }
            for scalar in uncovered(text) where warnings.count < limit {
                warnings.append(TextWarning(path: path, scalar: scalar))
            }
        }
        return warnings
    }
}
