internal import CPangoCairo

/// The code points some font of the library has a glyph for: what Pango can draw without a hex box.
public struct CharacterCoverage: Sendable, Equatable {
    /// One bit per code point, U+0000…U+10FFFF.
    private var bits = [UInt64](repeating: 0, count: 0x110000 / 64)

    init() {}

    /// Whether some font covers `scalar`.
    public func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = Int(scalar.value)
        return bits[value >> 6] & (1 << UInt64(value & 63)) != 0
    }

    /// The scalars of `text` that no font covers and that would draw (not default-ignorable, not controls),
    /// each once, in order.
    public func uncovered(in text: String) -> [Unicode.Scalar] {
        var seen: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars where scalar.value >= 0x7F && !contains(scalar) {
            let properties = scalar.properties
            if properties.isDefaultIgnorableCodePoint || properties.generalCategory == .control
                || properties.generalCategory == .lineSeparator || properties.generalCategory == .paragraphSeparator
                || properties.isVariationSelector || seen.contains(scalar)
            {
                continue
            }
            seen.append(scalar)
        }
        return seen
    }

    /// Adds the code points of a fontconfig character set.
    mutating func add(_ charset: OpaquePointer) {
        var map = [FcChar32](repeating: 0, count: Int(FC_CHARSET_MAP_SIZE))
        var next: FcChar32 = 0
        var base = FcCharSetFirstPage(charset, &map, &next)
        while base != FcChar32.max {  // FC_CHARSET_DONE
            for (word, value) in map.enumerated() where value != 0 {
                let first = Int(base) + word * 32
                guard first + 31 < 0x110000 else { continue }
                bits[first >> 6] |= UInt64(value) << UInt64(first & 63)
            }
            base = FcCharSetNextPage(charset, &map, &next)
        }
    }
}
