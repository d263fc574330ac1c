import TableLayout
import Testing

/// The index's fitting rule, re-run on UIKit's algorithm (Docs/research/issue10-uikit-facts.md §1.1) for
/// A–Z + "#" at a 14 pt pitch.
@Suite struct SectionIndexFitTests {
    static let alphabet =
        (UnicodeScalar("A").value...UnicodeScalar("Z").value).map { String(UnicodeScalar($0)!) } + ["#"]

    @Test(arguments: [
        (400.0, "A B C D E F G H I J K L M N O P Q R S T U V W X Y Z #"),
        (300.0, "A • D • G • I • L • O • R • T • W • Z #"),
        (200.0, "A • E • I • N • R • V • Z #"),
        (150.0, "A • G • N • T • Z #"),
        (100.0, "A • N • Z #"),
    ])
    func fitsTheAlphabet(height: Double, expected: String) {
        let shown = SectionIndexFit.displayTitles(Self.alphabet, height: height, pitch: 14)
        #expect(shown.joined(separator: " ") == expected)
        #expect(Double(shown.count) * 14 <= max(height, 27 * 14))
    }

    @Test func keepsASearchGlyphAndTheEnds() {
        let titles = ["{search}"] + Self.alphabet.dropLast()
        let shown = SectionIndexFit.displayTitles(titles, height: 100, pitch: 14)
        #expect(shown.first == "{search}")
        #expect(shown[1] == "A")
        #expect(shown.last == "Z")
        #expect(shown.count <= 7)
    }

    @Test func aSingleTitleAlwaysShows() {
        #expect(SectionIndexFit.displayTitles(["A"], height: 5, pitch: 14) == ["A"])
        #expect(SectionIndexFit.displayTitles([], height: 500, pitch: 14).isEmpty)
    }
}
