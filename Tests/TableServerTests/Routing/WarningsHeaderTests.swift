import TableLayout
import Testing

@testable import TableServer

/// `X-TableShot-Warnings`: the first ten characters no font covers, then how many more; a list cut at
/// `TextWarning.limit` says "at least", since the characters past it were not looked for.
@Suite struct WarningsHeaderTests {
    static func warnings(_ count: Int) -> [TextWarning] {
        (0..<count).map {
            TextWarning(path: "/sections/0/rows/\($0)/text", scalar: Unicode.Scalar(0xE000 + UInt32($0))!)
        }
    }

    @Test func noWarningsNoHeader() {
        #expect(RenderNegotiation.warningsHeader([]) == nil)
    }

    @Test func tenOrFewerAreAllListed() {
        let header = RenderNegotiation.warningsHeader(Self.warnings(10))
        #expect(header?.hasPrefix("U+E000 /sections/0/rows/0/text, U+E001 /sections/0/rows/1/text") == true)
        #expect(header?.hasSuffix("U+E009 /sections/0/rows/9/text") == true)
        #expect(header?.contains("more") == false)
    }

    @Test func aShortListCountsTheRest() {
        let header = RenderNegotiation.warningsHeader(Self.warnings(42))
        #expect(header?.hasSuffix("U+E009 /sections/0/rows/9/text, and 32 more") == true)
    }

    @Test func aListCutAtTheLimitSaysAtLeast() {
        let header = RenderNegotiation.warningsHeader(Self.warnings(TextWarning.limit))
        #expect(header?.hasSuffix(", and at least \(TextWarning.limit - 10) more") == true)
        let below = RenderNegotiation.warningsHeader(Self.warnings(TextWarning.limit - 1))
        #expect(below?.hasSuffix(", and \(TextWarning.limit - 11) more") == true)
    }
}
