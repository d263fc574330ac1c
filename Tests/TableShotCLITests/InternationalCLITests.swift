internal import Foundation
internal import Testing

/// The CLI tells the user when a mockup is not exact, and lists the fonts it draws with.
@Suite struct InternationalCLITests {
    @Test func renderWarnsOfCharactersNoFontCovers() throws {
        let spec = #"{"ios":"12","sections":[{"rows":[{"text":"日本語 🎉"},{"text":"box \u0378"}]}]}"#
        let result = try CLIRunner.run(["render", "-", "-o", "-"], stdin: Array(spec.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr == "warning: /sections/0/rows/1/text: U+0378 has no glyph in any font; it draws as a box\n")
    }

    @Test func fontsListsEveryRoleAndPinsMatchTheManifest() throws {
        let listing = try CLIRunner.run(["fonts"])
        #expect(listing.status == 0, "\(listing.stderr)")
        #expect(listing.stdoutText.contains("  emoji: /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"))
        let pins = try CLIRunner.run(["fonts", "--pins"])
        let manifest = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Assets/Fonts/system-fonts.sha256"),
            encoding: .utf8)
        #expect(pins.stdoutText == manifest)
    }
}
