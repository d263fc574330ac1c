public import TableSpec

/// The fallback cascade, in one place: for a UIKit system font family and the iPhone's language, the
/// families Pango tries in order, as iOS's font cascade list does. Each Apple family is used when the user
/// supplied it (`--fonts`), otherwise its open stand-in.
public struct FontCascade: Sendable {
    /// The families the font library can draw with.
    public let available: Set<String>

    public init(available: Set<String>) { self.available = available }

    /// The Apple families a UIKit system family name may be, best first, and its bundled stand-in last.
    static let systemFamilies: [String: [String]] = [
        "Helvetica Neue": ["Helvetica Neue", "TeX Gyre Heros"],
        "Helvetica": ["Helvetica", "TeX Gyre Heros"],
        "SF UI Text": ["SF Pro Text", "SF UI Text", "SF Pro", "Inter"],
        "SF UI Display": ["SF Pro Display", "SF UI Display", "SF Pro", "Inter Display", "Inter"],
        "San Francisco": ["SF Pro Text", "SF UI Text", "SF Pro", "Inter"],
    ]

    /// Han, kana and Hangul: Apple's family for each regional form, then the Noto CJK face of the same form.
    static let chineseSimplified = ["PingFang SC", "Noto Sans CJK SC"]
    static let chineseTraditional = ["PingFang TC", "Noto Sans CJK TC"]
    static let chineseHongKong = ["PingFang HK", "Noto Sans CJK HK"]
    static let japanese = ["Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans CJK JP"]
    static let korean = ["Apple SD Gothic Neo", "Noto Sans CJK KR"]

    /// The other scripts of iOS's localizations and keyboards. Where Noto has a UI cut (fonts-noto-ui-core:
    /// vertical metrics tightened to sit in a Latin UI font's line, as Apple's system fallbacks — Thonburi,
    /// Kohinoor, SF Arabic — are), that cut; otherwise the Noto Sans family (fonts-noto-core).
    public static let scriptFamilies =
        uiScriptFamilies + [
            "Noto Sans Hebrew", "Noto Sans Georgian", "Noto Sans Armenian", "Noto Sans Ethiopic", "Noto Sans Cherokee",
            "Noto Sans Symbols",
        ]
    /// The scripts with a Noto UI cut.
    public static let uiScriptFamilies = [
        "Arabic", "Thai", "Devanagari", "Bengali", "Tamil", "Telugu", "Gujarati", "Gurmukhi", "Kannada",
        "Malayalam", "Oriya", "Sinhala", "Khmer", "Lao", "Myanmar",
    ].map { "Noto Sans \($0) UI" }
    /// Symbols and mathematics after the scripts.
    static let symbolFamilies = ["Noto Sans Symbols2", "Noto Sans Math"]
    /// Color emoji: Apple's when supplied, else Noto's. Pango asks for the family "emoji" for emoji runs.
    static let emoji = ["Apple Color Emoji", "Noto Color Emoji"]

    /// iOS draws the Japanese face of the system font's cascade (Hiragino Sans) at 93.5 % of the label's size, so
    /// that kana and kanji look as big as San Francisco's Latin beside them: measured on real iOS 13.4, 17.2 and
    /// 18 renders (kuritatu18/SampleSnapshotTests, yossibank/EngineerMemo, sosuiiii/ci2: real ÷ Noto Sans CJK JP
    /// at the nominal size 0.934 on average over seven strings, glyph heights shrinking alike, so a size and not a
    /// tracking) and described by kudakurage (spinners.work, 2022, "約93.5%") [HIGH]
    /// (`Docs/research/issue40-cjk-widths.md`). The Chinese faces (PingFang) are not scaled [MED].
    public static let japaneseFaceScale = 0.935

    /// Whether `scalar` is drawn by the Han/kana face rather than the Latin ones: CJK ideographs, kana, CJK
    /// symbols and punctuation, and the full-width and half-width forms.
    static func isJapaneseFaceCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x2FDF, 0x3000...0x30FF, 0x31F0...0x31FF, 0x3200...0x32FF, 0x3300...0x33FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF,
            0x20000...0x3FFFF:
            return true
        default: return false
        }
    }

    /// The regional order of the Han faces for a language: the locale's own form first; without a locale,
    /// an English-language iPhone draws Han characters in the Simplified Chinese font (PingFang SC), so
    /// Japanese text shows Chinese forms unless the iPhone runs in Japanese (qiita.com/usagimaru/items/
    /// 46c27c42e862fb8aba7e, "中華フォント現象", reproduced on iOS 9).
    static func hanOrder(_ locale: SpecLocale?) -> [[String]] {
        let simplified = [chineseSimplified, chineseTraditional, chineseHongKong, japanese, korean]
        guard let locale else { return simplified }
        switch locale.language {
        case "ja": return [japanese, chineseSimplified, chineseTraditional, chineseHongKong, korean]
        case "ko": return [korean, japanese, chineseSimplified, chineseTraditional, chineseHongKong]
        case "zh", "yue":
            if locale.region == "HK" || locale.region == "MO" || locale.language == "yue" {
                return [chineseHongKong, chineseTraditional, chineseSimplified, japanese, korean]
            }
            if locale.script == "Hant" || locale.region == "TW" {
                return [chineseTraditional, chineseHongKong, chineseSimplified, japanese, korean]
            }
            return simplified
        default: return simplified
        }
    }

    /// The first of `candidates` that is available (the last, the stand-in, when none is).
    func resolve(_ candidates: [String]) -> String {
        candidates.first(where: available.contains) ?? candidates[candidates.count - 1]
    }

    /// The family that draws text in the UIKit family `family` where it has the glyphs: the user's Apple font
    /// when supplied, else its stand-in.
    public func primaryFamily(for family: String) -> String { resolve(Self.systemFamilies[family] ?? [family]) }

    /// The families, in order, for text in the UIKit family `family` on an iPhone running in `locale`.
    public func families(for family: String, locale: SpecLocale?) -> [String] {
        var result = [primaryFamily(for: family), "Noto Sans"]
        result += Self.hanOrder(locale).map(resolve)
        result += Self.scriptFamilies + Self.symbolFamilies
        result.append(resolve(Self.emoji))
        return result
    }

    /// The emoji family: Apple Color Emoji when supplied, else Noto Color Emoji.
    public var emojiFamily: String { resolve(Self.emoji) }

    /// The stand-in each role uses per look, for `/version`: role name → family.
    public func roles(systemFamily: String) -> [(role: String, family: String)] {
        [
            ("system", resolve(Self.systemFamilies[systemFamily] ?? [systemFamily])),
            ("latinGreekCyrillic", "Noto Sans"),
            ("chineseSimplified", resolve(Self.chineseSimplified)),
            ("chineseTraditional", resolve(Self.chineseTraditional)),
            ("chineseHongKong", resolve(Self.chineseHongKong)),
            ("japanese", resolve(Self.japanese)), ("korean", resolve(Self.korean)),
            ("emoji", emojiFamily),
        ] + (Self.scriptFamilies + Self.symbolFamilies).map { (Self.role(of: $0), $0) }
    }

    /// "Noto Sans Arabic UI" → "arabic".
    static func role(of family: String) -> String {
        var name = family.dropFirst("Noto Sans ".count)
        if name.hasSuffix(" UI") { name = name.dropLast(3) }
        return name.lowercased()
    }
}
