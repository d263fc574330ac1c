import Foundation
import TableShotTesting
import Testing

/// The renderer draws what the tree says: no file of `TableRender` names a look (layout resolves each look's
/// artwork into the display list), so adding an iOS version never means editing a painter.
@Suite struct PainterLookTests {
    @Test func noRendererFileNamesALook() throws {
        let sources = Fixtures.repositoryRoot.appendingPathComponent("Sources/TableRender")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        let naming = try NSRegularExpression(pattern: #"\bLook\b|\.look\b|\blook\s*[!=]=|drawsSymbolEditControls"#)
        var checked = 0
        for case let url as URL in files where url.pathExtension == "swift" {
            let code = try String(contentsOf: url, encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                .joined(separator: "\n")
            let range = NSRange(code.startIndex..., in: code)
            #expect(naming.firstMatch(in: code, range: range) == nil, "\(url.lastPathComponent) names a look")
            checked += 1
        }
        #expect(checked > 50)
    }
}
