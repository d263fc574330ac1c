import Foundation
import TableLayout
import TableShotTesting
import TableSpec
import Testing

/// The cap on text warnings (issue 28): a spec with more uncovered characters than `TextWarning.limit` lists
/// exactly the first `limit` of them, in document order; the rest are dropped.
@Suite struct TextWarningTests {
    /// `count` distinct characters of the Private Use Area, which `uncovered` reports.
    static func privateUse(_ count: Int, from start: UInt32 = 0xE000) -> String {
        String(String.UnicodeScalarView((0..<UInt32(count)).compactMap { Unicode.Scalar(start + $0) }))
    }

    /// The Private Use Area characters of `text`, each once, in order (as `TextMeasuring.uncoveredScalars`).
    static func uncovered(_ text: String) -> [Unicode.Scalar] {
        var seen = Set<Unicode.Scalar>()
        return text.unicodeScalars.filter { (0xE000...0xF8FF).contains($0.value) && seen.insert($0).inserted }
    }

    @Test func theLimitIsAHundred() {
        #expect(TextWarning.limit == 100)
    }

    @Test func oneTextWithMoreThanTheLimitListsExactlyTheLimit() {
        let spec = table([RowSpec(text: Self.privateUse(TextWarning.limit + 50))])
        let warnings = TextWarning.collect(spec, uncovered: Self.uncovered)
        #expect(warnings.count == TextWarning.limit)
        #expect(warnings.first == TextWarning(path: "/sections/0/rows/0/text", scalar: "\u{E000}"))
        #expect(warnings.last?.codePoint == "U+E063", "the 100th character, U+E000 + 99")
        #expect(Set(warnings.map(\.path)) == ["/sections/0/rows/0/text"])
    }

    @Test func theLimitCountsAcrossTextsInDocumentOrder() {
        let rows = [
            RowSpec(text: Self.privateUse(60), detail: Self.privateUse(30, from: 0xE100)),
            RowSpec(text: Self.privateUse(30, from: 0xE200)),
        ]
        let warnings = TextWarning.collect(table(rows), uncovered: Self.uncovered)
        #expect(warnings.count == TextWarning.limit)
        let perPath = Dictionary(grouping: warnings, by: \.path).mapValues(\.count)
        #expect(
            perPath == [
                "/sections/0/rows/0/text": 60, "/sections/0/rows/0/detail": 30, "/sections/0/rows/1/text": 10,
            ])
        #expect(warnings.last?.codePoint == "U+E209")
    }

    @Test func fewerThanTheLimitAreAllListed() {
        let spec = table([RowSpec(text: Self.privateUse(TextWarning.limit - 1))])
        #expect(TextWarning.collect(spec, uncovered: Self.uncovered).count == TextWarning.limit - 1)
    }

    /// The layout tree carries the capped list, and its JSON lists as many.
    @Test func theLayoutTreeCarriesAtMostTheLimit() {
        let spec = table([RowSpec(text: Self.privateUse(TextWarning.limit * 2))])
        let tree = LayoutEngine(for: spec, measurer: UncoveringMeasurer()).layout(spec)
        #expect(tree.warnings.count == TextWarning.limit)
        #expect(tree.jsonString().ranges(of: #""codePoint":"#).count == TextWarning.limit)
    }

    /// Issue 39: warnings the caller worked out already are the tree's, and no text is looked at again.
    @Test func knownWarningsAreNotCollectedAgain() {
        let spec = table([RowSpec(text: Self.privateUse(3))])
        let measurer = UncoveringMeasurer()
        let known = TextWarning.collect(spec, uncovered: Self.uncovered)
        let tree = LayoutEngine(for: spec, measurer: measurer).layout(spec, warnings: known)
        #expect(tree.warnings == known)
        #expect(measurer.looks.count == 0)
        _ = LayoutEngine(for: spec, measurer: measurer).layout(spec)
        #expect(measurer.looks.count == 1, "the text without known warnings")
    }
}

/// Counts calls from any thread.
private final class CallCount: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int { lock.withLock { value } }
    func add() { lock.withLock { value += 1 } }
}

/// The fake measurer, reporting the Private Use Area as uncovered.
private struct UncoveringMeasurer: TextMeasuring {
    let fake = FakeTextMeasurer()
    /// How many texts were looked at for uncovered characters.
    let looks = CallCount()

    func measure(_ text: String, font: FontDescriptor) -> TextMetrics { fake.measure(text, font: font) }

    func wrappedHeight(_ text: String, font: FontDescriptor, width: Double, maxLines: Int) -> Double {
        fake.wrappedHeight(text, font: font, width: width, maxLines: maxLines)
    }

    func uncoveredScalars(in text: String) -> [Unicode.Scalar] {
        looks.add()
        return TextWarningTests.uncovered(text)
    }
}
