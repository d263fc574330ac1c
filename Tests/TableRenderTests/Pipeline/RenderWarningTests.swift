import TableLayout
import TableRender
import TableShotTesting
import Testing

/// The text-warning cap through the real fonts (issue 28): 150 characters no bundled font covers render as boxes
/// and list exactly `TextWarning.limit` warnings, the same as `warnings(for:)` finds without drawing.
@Suite struct RenderWarningTests {
    @Test func moreUncoveredCharactersThanTheLimitListExactlyTheLimit() throws {
        let pipeline = try #require(Fixtures.pipeline)
        // U+F0000 onwards: Supplementary Private Use Area-A, which no bundled font covers.
        let text = String(String.UnicodeScalarView((0..<UInt32(150)).compactMap { Unicode.Scalar(0xF0000 + $0) }))
        let json = #"{"ios":"12","sections":[{"rows":[{"text":"ok"},{"text":"\#(text)"}]}]}"#
        let output = try pipeline.render(json: Array(json.utf8))
        #expect(output.tree.warnings.count == TextWarning.limit)
        #expect(output.tree.warnings.first?.codePoint == "U+F0000")
        #expect(output.tree.warnings.last?.codePoint == "U+F0063")
        #expect(Set(output.tree.warnings.map(\.path)) == ["/sections/0/rows/1/text"])
        #expect(pipeline.warnings(for: try pipeline.decode(Array(json.utf8))) == output.tree.warnings)
    }
}
