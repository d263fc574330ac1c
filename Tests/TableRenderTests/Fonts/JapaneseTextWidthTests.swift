import CPangoCairo
import Foundation
import TableLayout
import TableShotTesting
import TableSpec
import Testing

@testable import TableRender

/// Issue 40: on a Japanese-language iPhone, kana and kanji in the system font are set at 93.5 % of the size
/// (`FontCascade.japaneseFaceScale`), as iOS sets Hiragino Sans. Ink widths of Japanese strings on real iOS
/// 13.4–18 screens (`Docs/research/issue40-cjk-widths.md`, which says how each was measured) against the
/// engine's own layout with the Japanese stand-in (Noto Sans CJK JP).
@Suite struct JapaneseTextWidthTests {
    /// A string, its size and weight, its ink width on iOS, and where that was measured (at @3x but the first, @2x).
    static let entries: [(text: String, size: Double, weight: FontDescriptor.Weight, real: Double, source: String)] = [
        ("こんにちは", 24, .regular, 106.5, "kuritatu18/SampleSnapshotTests @4b66bcb, iOS 13.4 @2x"),
        ("テスト", 17, .regular, 43.67, "sosuiiii/ci2 @fa65e55, iOS 18 @3x"),
        ("アプリバージョン", 13, .bold, 94.67, "yossibank/EngineerMemo @afc1a8f, iOS 17.2 @3x"),
        ("レビューする", 13, .bold, 69.00, "yossibank/EngineerMemo @afc1a8f, iOS 17.2 @3x"),
        ("ご要望・お問い合わせ", 13, .bold, 119.33, "yossibank/EngineerMemo @afc1a8f, iOS 17.2 @3x"),
        ("ライセンスについて", 13, .bold, 106.67, "yossibank/EngineerMemo @afc1a8f, iOS 17.2 @3x"),
        ("設定", 17, .semibold, 30.00, "yossibank/EngineerMemo @afc1a8f, iOS 17.2 @3x"),
    ]

    /// The ink width of `text` in the system font on an iPhone running in `locale`.
    static func inkWidth(
        _ text: String, size: Double, weight: FontDescriptor.Weight, locale: String, engine: TextEngine
    )
        -> Double
    {
        engine.use(TextTraits(locale: SpecLocale(locale)))
        let layout = engine.makeLayout(text, font: FontDescriptor(family: "SF UI Text", size: size, weight: weight))
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        return Double(ink.width) / Double(PANGO_SCALE)
    }

    @Test func japaneseStringsAreAsWideAsOnIOS() throws {
        let library = try #require(Fixtures.pipeline).fonts
        let widths = try RenderLock.run {
            let engine = try TextEngine(library: library)
            return Self.entries.map { entry in
                (
                    ja: Self.inkWidth(entry.text, size: entry.size, weight: entry.weight, locale: "ja", engine: engine),
                    en: Self.inkWidth(entry.text, size: entry.size, weight: entry.weight, locale: "en", engine: engine)
                )
            }
        }
        for (entry, width) in zip(Self.entries, widths) {
            let deviation = width.ja / entry.real - 1
            print(
                String(
                    format: "japanese width %@: iOS %.2f, ours %.2f, %+.1f %%", entry.text, entry.real, width.ja,
                    100 * deviation))
            // Beyond the reference's own resolution (one device pixel), within 2 %, as `TextWidthTests` holds SF's.
            let pixel = entry.source.hasSuffix("@2x") ? 0.5 : 1.0 / 3
            let beyondResolution = max(0, abs(width.ja - entry.real) - pixel) / entry.real
            #expect(
                beyondResolution <= 0.02, "\(entry.text): \(width.ja) against iOS's \(entry.real) (\(entry.source))")
            // An English-language iPhone keeps the full size (its Han face is the Chinese one).
            #expect(width.en > width.ja * 1.04, "\(entry.text): \(width.en) in English")
        }
    }
}
