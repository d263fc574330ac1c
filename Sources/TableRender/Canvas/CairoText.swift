internal import Synchronization

/// What Cairo 1.16 takes as the characters of glyphs in a PDF (`Canvas.show`).
enum CairoText {
    /// Whether Cairo takes `text`: no Unicode noncharacter (U+FDD0…U+FDEF, or any U+xxFFFE or U+xxFFFF), which it
    /// refuses although they are valid UTF-8 and JSON (its `UNICODE_VALID`, `cairo-unicode.c`).
    static func accepts(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            !(0xFDD0...0xFDEF).contains(scalar.value) && scalar.value & 0xFFFE != 0xFFFE
        }
    }

    /// Runs drawn as glyphs alone so far in this process (for tests).
    static var glyphsOnlyRuns: Int { runs.load(ordering: .relaxed) }

    static func countGlyphsOnly() { runs.add(1, ordering: .relaxed) }

    private static let runs = Atomic<Int>(0)
}
