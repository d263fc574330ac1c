import Foundation
import TableLayout
import TableRender
import TableShotTesting
import Testing

/// Issue 39: a SwiftUI row's `badge` and a `TextField`'s `prompt` are drawn, so a character no font has in them is
/// reported at their JSON path, and a pseudo-language reaches them in the drawn table.
@Suite struct DrawnTextWarningTests {
    @Test func aMissingGlyphInABadgeOrAPromptIsReportedAtItsPath() throws {
        let pipeline = try #require(Fixtures.pipeline)
        let json =
            #"{"ios":"18","framework":"swiftUI","width":320,"scale":2,"sections":[{"rows":[{"element":"TextField","prompt":"box \u0378"},{"text":"Inbox","badge":"n\u0378"}]}]}"#
        let output = try pipeline.render(json: Array(json.utf8))
        #expect(output.tree.warnings.map(\.path) == ["/sections/0/rows/0/prompt", "/sections/0/rows/1/badge"])
        #expect(output.tree.warnings.map(\.codePoint) == ["U+0378", "U+0378"])
    }

    @Test func aPseudoLanguageReachesTheDrawnPromptAndBadge() throws {
        let pipeline = try #require(Fixtures.pipeline)
        let json =
            #"{"ios":"18","framework":"swiftUI","pseudoLanguage":"accented","width":320,"scale":2,"sections":[{"rows":[{"element":"TextField","prompt":"Name"},{"text":"Inbox","badge":"New"}]}]}"#
        let texts = try pipeline.render(json: Array(json.utf8)).tree.root.flattened().compactMap(\.node.text?.text)
        #expect(texts.contains("Ñåɱé") && texts.contains("Ñéŵ"), "\(texts)")
        #expect(!texts.contains("Name") && !texts.contains("New"), "\(texts)")
    }
}
