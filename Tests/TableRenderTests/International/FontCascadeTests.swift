import Foundation
import TableRender
import TableShotTesting
import TableSpec
import Testing

/// The fallback cascade: the look's system font (or the user's Apple font), then the scripts, with the
/// locale's Han face first; and the user's font folder joining the library and the fingerprint.
@Suite struct FontCascadeTests {
    static let standIns = FontCascade(available: [
        "Inter", "TeX Gyre Heros", "Noto Sans", "Noto Sans CJK JP", "Noto Sans CJK SC", "Noto Sans CJK TC",
        "Noto Sans CJK HK", "Noto Sans CJK KR", "Noto Color Emoji",
    ])

    @Test func standInsStandInForEachLooksSystemFont() {
        #expect(Self.standIns.families(for: "SF UI Text", locale: nil).first == "Inter")
        #expect(Self.standIns.families(for: "Helvetica Neue", locale: nil).first == "TeX Gyre Heros")
        #expect(Self.standIns.families(for: "Helvetica", locale: nil).first == "TeX Gyre Heros")
        #expect(Self.standIns.emojiFamily == "Noto Color Emoji")
    }

    @Test(
        arguments: [
            (nil, "Noto Sans CJK SC"), ("ja-JP", "Noto Sans CJK JP"), ("zh-Hant", "Noto Sans CJK TC"),
            ("zh-TW", "Noto Sans CJK TC"), ("zh-HK", "Noto Sans CJK HK"), ("yue", "Noto Sans CJK HK"),
            ("zh-Hans-CN", "Noto Sans CJK SC"), ("ko-KR", "Noto Sans CJK KR"), ("ar", "Noto Sans CJK SC"),
        ] as [(String?, String)])
    func theLocalesHanFaceComesFirst(locale: String?, face: String) {
        let families = Self.standIns.families(for: "SF UI Text", locale: locale.flatMap(SpecLocale.init))
        #expect(families.first { $0.hasPrefix("Noto Sans CJK") } == face)
        #expect(families[1] == "Noto Sans")
        #expect(families.last == "Noto Color Emoji")
    }

    @Test func theUsersAppleFontsReplaceTheirStandIns() {
        let cascade = FontCascade(
            available: Self.standIns.available.union([
                "SF Pro Text", "Helvetica Neue", "Hiragino Sans", "PingFang TC", "Apple Color Emoji",
            ]))
        #expect(cascade.families(for: "SF UI Text", locale: nil).first == "SF Pro Text")
        #expect(cascade.families(for: "Helvetica Neue", locale: nil).first == "Helvetica Neue")
        #expect(cascade.families(for: "Helvetica", locale: nil).first == "TeX Gyre Heros")
        let japanese = cascade.families(for: "SF UI Text", locale: SpecLocale("ja"))
        #expect(japanese.first { $0.hasPrefix("Hiragino") || $0.hasPrefix("Noto Sans CJK") } == "Hiragino Sans")
        let traditional = cascade.families(for: "SF UI Text", locale: SpecLocale("zh-Hant"))
        #expect(traditional.contains("PingFang TC"))
        #expect(!traditional.contains("Noto Sans CJK TC"))
        #expect(cascade.emojiFamily == "Apple Color Emoji")
    }

    @Test func aUserFontFolderJoinsTheLibraryAndTheFingerprint() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tableshot-user-fonts-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = Fixtures.assets.appendingPathComponent("Fonts/Inter/Inter-Bold.otf")
        try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent("Mine.otf"))
        let plain = try RenderPipeline(configuration: PipelineConfiguration(assetsDirectory: Fixtures.assets))
        let mine = try RenderPipeline(
            configuration: PipelineConfiguration(assetsDirectory: Fixtures.assets, userFontsDirectory: folder))
        #expect(mine.fonts.userFiles == [folder.appendingPathComponent("Mine.otf").path])
        #expect(mine.engine.fingerprint != plain.engine.fingerprint)
        #expect(mine.engine.fontFiles.contains { $0.path.hasSuffix("Mine.otf") })
        let spec = Array(#"{"ios":"12","sections":[{"rows":[{"text":"Same text"}]}]}"#.utf8)
        #expect(try mine.render(json: spec).png == plain.render(json: spec).png, "Inter is no Apple family")
    }

    @Test func aMissingUserFolderOrSystemFontFailsLoudly() {
        let nowhere = URL(fileURLWithPath: "/nonexistent/tableshot-fonts")
        #expect(throws: RenderError.self) {
            try RenderPipeline(
                configuration: PipelineConfiguration(assetsDirectory: Fixtures.assets, userFontsDirectory: nowhere))
        }
        do {
            _ = try RenderPipeline(
                configuration: PipelineConfiguration(assetsDirectory: Fixtures.assets, systemFontsRoot: nowhere))
            Issue.record("built a pipeline without the Noto files")
        } catch {
            #expect("\(error)".contains("fonts-noto-cjk"))
        }
    }
}
