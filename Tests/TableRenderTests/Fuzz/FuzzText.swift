/// Text for labels: plain words, wrapping sentences and the Unicode that
/// breaks naive text code (combining marks, right-to-left scripts, emoji
/// sequences, NUL and other control characters, non-BMP scalars).
enum FuzzText {
    static let fragments: [String] = [
        "Wi-Fi", "Bluetooth", "General", "Privacy", "mobile", "(555) 010-2368", "Delete", "", " ", "A",
        "A long title that wraps over as many lines as it needs instead of being truncated at the tail",
        "Chloé", "Zoë", "e\u{301}\u{301}\u{301}\u{302}\u{303}\u{304}", "Z\u{336}a\u{337}l\u{338}g\u{335}o\u{334}",
        "שלום עולם", "مرحبا بالعالم", "abc \u{202E}fed\u{202C} ghi", "\u{200F}rtl mark",
        "👩‍👩‍👧‍👦", "🏳️‍🌈", "👍🏽", "🇯🇵🇫🇷", "日本語のテキスト", "한국어", "ไทย", "देवनागरी",
        "nul\u{0}inside", "\u{0}", "tab\tand\nnewline", "\u{7}\u{1B}[31m", "\u{FEFF}bom", "\u{200B}\u{200B}",
        "𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "\u{10FFFF}", "\u{E000}", "W", "mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm",
        "supercalifragilisticexpialidocious-without-any-break-opportunity-at-all",
    ]

    /// A string of at most `maxScalars` Unicode scalars built from fragments.
    static func random(_ rng: inout FuzzRandom, maxScalars: Int = 1000) -> String {
        if rng.chance(0.05) { return long(&rng, scalars: maxScalars) }
        var text = ""
        for _ in 0..<rng.int(1...4) {
            let next = rng.chance(0.15) ? scalars(&rng) : rng.pick(fragments)
            guard text.unicodeScalars.count + next.unicodeScalars.count + 1 <= maxScalars else { break }
            text += text.isEmpty ? next : " " + next
        }
        return text
    }

    /// One to eight random scalars from anywhere in Unicode: combining marks, bidi controls, emoji
    /// modifiers and ZWJ, the astral planes, unassigned and private-use code points (never surrogates).
    static func scalars(_ rng: inout FuzzRandom) -> String {
        let ranges: [ClosedRange<Int>] = [
            0x20...0x7E, 0x300...0x36F, 0x590...0x8FF, 0x200B...0x206F, 0x2600...0x27BF, 0x3000...0x9FFF,
            0xAC00...0xD7A3, 0xE000...0xF8FF, 0xFE00...0xFE0F, 0x1F1E6...0x1F1FF, 0x1F300...0x1FAFF,
            0x1F3FB...0x1F3FF, 0x20000...0x2FFFF, 0xE0000...0xE007F, 0xF0000...0x10FFFF,
        ]
        var view = String.UnicodeScalarView()
        for _ in 0..<rng.int(1...8) {
            let range = rng.pick(ranges)
            if let scalar = Unicode.Scalar(UInt32(rng.int(range))) { view.append(scalar) }
        }
        return String(view)
    }

    /// Exactly `scalars` Unicode scalars: repeated words, or one unbreakable run.
    static func long(_ rng: inout FuzzRandom, scalars: Int) -> String {
        let unit = rng.pick(["word ", "x", "é", "😀", "e\u{301}", "ש"])
        var result = String.UnicodeScalarView()
        while result.count < scalars {
            for scalar in unit.unicodeScalars where result.count < scalars { result.append(scalar) }
        }
        return String(result)
    }
}
