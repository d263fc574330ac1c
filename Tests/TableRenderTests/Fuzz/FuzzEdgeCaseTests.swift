import TableRender
import TableShotTesting
import TableSpec
import Testing

/// Hand-picked hostile inputs, each with the one outcome it must have.
@Suite struct FuzzEdgeCaseTests {
    static func json(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// `{"ios":"7",…}` with `members` (JSON text) added.
    static func table(_ members: String) -> [UInt8] { json(#"{"ios":"7","width":60,"scale":1,\#(members)}"#) }

    static func rows(_ count: Int, _ row: String) -> String {
        #""sections":[{"rows":[\#(Array(repeating: row, count: count).joined(separator: ","))]}]"#
    }

    static func text(_ value: String) -> [UInt8] { table(#""sections":[{"rows":[{"text":"\#(value)"}]}]"#) }

    static let cases: [(label: String, bytes: [UInt8], expected: String)] = [
        ("empty body", [], "spec.syntax"),
        ("null", json("null"), "spec.invalid"),
        ("array", json("[]"), "spec.invalid"),
        ("empty object", json("{}"), "spec.invalid"),
        (
            "100 nested arrays", json(String(repeating: "[", count: 100) + String(repeating: "]", count: 100)),
            "spec.syntax"
        ),
        (
            "64 nested arrays", json(String(repeating: "[", count: 64) + String(repeating: "]", count: 64)),
            "spec.invalid"
        ),
        (
            "65 nested arrays", json(String(repeating: "[", count: 65) + String(repeating: "]", count: 65)),
            "spec.syntax"
        ),
        (
            "100 nested objects",
            json(String(repeating: #"{"a":"#, count: 100) + "1" + String(repeating: "}", count: 100)), "spec.syntax"
        ),
        (
            "100 nested under rows",
            table(
                #""sections":[{"rows":"# + String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
                    + "}]"), "spec.syntax"
        ),
        (
            "10k sections", table(#""sections":[\#(Array(repeating: "{}", count: 10_000).joined(separator: ","))]"#),
            "spec.invalid"
        ),
        ("10k rows", table(rows(10_000, #"{"text":"x"}"#)), "spec.invalid"),
        ("2001 rows", table(rows(2001, "{}")), "spec.invalid"),
        ("2000 rows of 1 pt", table(rows(2000, #"{"rowHeight":1}"#)), "rendered"),
        ("2000 default rows are too tall", table(rows(2000, "{}")), "render.heightTooLarge"),
        (
            "10k index titles",
            table(#""sectionIndexTitles":[\#(Array(repeating: "\"A\"", count: 10_000).joined(separator: ","))]"#),
            "spec.invalid"
        ),
        (
            "100 index titles",
            table(
                #""sectionIndexTitles":[\#(Array(repeating: "\"A\"", count: 100).joined(separator: ","))],\#(rows(1, "{}"))"#
            ), "rendered"
        ),
        ("body over 1 MiB", table(#""tableHeader":"\#(String(repeating: "x", count: 1 << 20))""#), "spec.bodyTooLarge"),
        ("byte order mark", [0xEF, 0xBB, 0xBF] + table(rows(1, "{}")), "spec.syntax"),
        ("UTF-16", Array(#"{"ios":"7"}"#.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }), "spec.syntax"),
        ("surrounding whitespace", json(" \n\t\r") + table(rows(1, "{}")) + json("\n "), "rendered"),
        ("trailing comma", json(#"{"ios":"7",}"#), "spec.syntax"),
        ("comment", json(#"{"ios":"7" /* look */}"#), "spec.syntax"),
        ("single quotes", json("{'ios':'7'}"), "spec.syntax"),
        ("duplicate ios", json(#"{"ios":"7","ios":"12"}"#), "spec.syntax"),
        ("NaN", table(#""width":NaN"#), "spec.syntax"),
        ("Infinity", table(#""height":Infinity"#), "spec.syntax"),
        ("-Infinity", table(#""height":-Infinity"#), "spec.syntax"),
        ("1e400", table(#""height":1e400"#), "spec.syntax"),
        ("70-digit number", table(#""height":\#(String(repeating: "9", count: 70))"#), "spec.syntax"),
        ("1e308 width", json(#"{"ios":"7","width":1e308}"#), "spec.invalid"),
        ("-1e308 height", json(#"{"ios":"7","height":-1e308}"#), "spec.invalid"),
        ("1e-320 rowHeight", table(rows(1, #"{"rowHeight":1e-320}"#)), "spec.invalid"),
        ("1e-320 indentationWidth", table(rows(1, #"{"indentationWidth":1e-320}"#)), "rendered"),
        ("-0 indentationLevel", table(rows(1, #"{"indentationLevel":-0}"#)), "rendered"),
        ("fractional indentationLevel", table(rows(1, #"{"indentationLevel":1.5}"#)), "spec.invalid"),
        ("scale 2.0", json(#"{"ios":"7","width":10,"scale":2.0,"sections":[{"rows":[{}]}]}"#), "rendered"),
        ("scale 2.5", json(#"{"ios":"7","scale":2.5}"#), "spec.invalid"),
        ("ios as a number", json(#"{"ios":7}"#), "spec.invalid"),
        ("1×1 pt at scale 1", json(#"{"ios":"12","width":1,"scale":1,"height":1}"#), "rendered"),
        (
            "2048 wide 2000 tall at scale 3",
            json(#"{"ios":"7","width":2048,"scale":3,"sections":[{"rows":[{"rowHeight":2000}]}]}"#),
            "render.canvasTooLarge"
        ),
        ("lone high surrogate", text(#"\ud800"#), "spec.syntax"),
        ("lone low surrogate", text(#"\udc00"#), "spec.syntax"),
        ("high surrogate then letter", text(#"\ud800\u0041"#), "spec.syntax"),
        ("surrogate pair", text(#"\ud83d\ude00"#), "rendered"),
        ("NUL escape", text(#"a\u0000b"#), "rendered"),
        ("raw control character", text("a\u{1}b"), "spec.syntax"),
        ("raw DEL", text("a\u{7F}b"), "rendered"),
        ("overlong UTF-8", json(#"{"ios":"7","tableHeader":""#) + [0xC0, 0x80] + json(#""}"#), "spec.syntax"),
        ("bare continuation byte", json(#"{"ios":"7","tableHeader":""#) + [0x80] + json(#""}"#), "spec.syntax"),
        ("bad escape", text(#"\x41"#), "spec.syntax"),
        ("short unicode escape", text(#"\u12"#), "spec.syntax"),
        ("RTL override", text("abc\u{202E}def"), "rendered"),
        ("1000 emoji", text(String(repeating: "😀", count: 1000)), "rendered"),
        ("1001 emoji", text(String(repeating: "😀", count: 1001)), "spec.invalid"),
        ("500 combining pairs (1000 scalars)", text(String(repeating: "e\u{301}", count: 500)), "rendered"),
        ("1000 combining marks on one letter", text("e" + String(repeating: "\u{301}", count: 999)), "rendered"),
        ("1001 scalars in 1 character", text("e" + String(repeating: "\u{301}", count: 1000)), "spec.invalid"),
        (
            "1000 wrapping scalars, 20 lines",
            table(rows(1, #"{"numberOfLines":0,"text":"\#(String(repeating: "word ", count: 200))"}"#)), "rendered"
        ),
        ("5-digit tint", table(##""tintColor":"#12345""##), "spec.invalid"),
        ("fullwidth hex tint", table(##""tintColor":"#１２３４５６""##), "spec.invalid"),
        ("tint with combining mark", table(##""tintColor":"#12345\##u{301}6""##), "spec.invalid"),
        ("unknown nested key", table(rows(1, #"{"separatorInset":{"front":1}}"#)), "spec.invalid"),
        ("switch without on", table(rows(1, #"{"accessoryView":{"switch":{}}}"#)), "rendered"),
        ("switch as a boolean", table(rows(1, #"{"accessoryView":{"switch":true}}"#)), "spec.invalid"),
        (
            "huge indentation",
            table(rows(1, #"{"text":"x","indentationLevel":32,"indentationWidth":2048,"image":"icon-red"}"#)),
            "rendered"
        ),
        ("huge separator inset", table(rows(1, #"{"separatorInset":{"left":2048,"right":2048}}"#)), "rendered"),
    ]

    @Test(.timeLimit(.minutes(1)))
    func eachEdgeCaseHasItsOutcome() throws {
        let oracle = FuzzOracle(pipeline: try #require(Fixtures.pipeline))
        var tally = FuzzTally()
        for (index, (label, bytes, expected)) in Self.cases.enumerated() {
            let input = FuzzInput(label, seed: UInt64(index), bytes: bytes)
            let outcome = tally.run(input, oracle)
            #expect(outcome.bucket == expected, "\(outcome): \(input)")
        }
        tally.report("edge cases")
    }
}
