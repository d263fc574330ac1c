import Testing

@testable import TableSpec

@Suite struct JSONParserTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

    @Test func parsesScalarsArraysAndObjectsInOrder() throws {
        let value = try parse(#"{"b": [1, -2.5e1, true, false, null], "a": "x\u00e9\n"}"#)
        #expect(
            value
                == .object([
                    ("b", .array([.number(1), .number(-25), .bool(true), .bool(false), .null])),
                    ("a", .string("xé\n")),
                ]))
    }

    @Test func decodesSurrogatePairs() throws {
        #expect(try parse(#""\ud83d\ude00""#) == .string("😀"))
    }

    @Test(arguments: [
        ("{\"a\":1,}", 1, 8, "expected a string key"),
        ("[1 2]", 1, 4, "expected ',' or ']' in an array"),
        ("{\n  \"a\": tru }", 2, 11, "invalid literal, expected 'true'"),
        ("{\"a\":1,\"a\":2}", 1, 8, "duplicate key \"a\""),
        ("\"abc", 1, 5, "unterminated string"),
        ("01", 1, 2, "unexpected data after the JSON value"),
        ("1e999", 1, 1, "number out of range"),
        ("", 1, 1, "unexpected end of input, expected a value"),
        ("\"\\ud800\"", 1, 8, "unpaired surrogate in \\u escape"),
    ])
    func reportsPosition(text: String, line: Int, column: Int, message: String) {
        #expect(throws: JSONSyntaxError.self) { try parse(text) }
        do {
            _ = try parse(text)
        } catch {
            #expect(error.line == line)
            #expect(error.column == column)
            #expect(error.message == message)
        }
    }

    /// A duplicate is found however many members come before it: looked for one by one among the first few, in
    /// a set past them.
    @Test(arguments: [2, 15, 16, 17, 40, 5000])
    func aDuplicateKeyIsFoundAfterAnyNumberOfMembers(count: Int) throws {
        let members = (0..<count).map { "\"k\($0)\":\($0)" }
        let unique = "{" + members.joined(separator: ",") + "}"
        guard case .object(let parsed) = try parse(unique) else {
            Issue.record("not an object")
            return
        }
        #expect(parsed.count == count)
        for repeated in [0, count / 2, count - 1] {
            let text = "{" + (members + ["\"k\(repeated)\":0"]).joined(separator: ",") + "}"
            #expect {
                try parse(text)
            } throws: { error in
                (error as? JSONSyntaxError)?.message == "duplicate key \"k\(repeated)\""
            }
        }
    }

    @Test func limitsNestingDepth() {
        let deep =
            String(repeating: "[", count: JSONParser.maxDepth + 1)
            + String(repeating: "]", count: JSONParser.maxDepth + 1)
        #expect(throws: JSONSyntaxError.self) { try parse(deep) }
        let ok = String(repeating: "[", count: JSONParser.maxDepth) + String(repeating: "]", count: JSONParser.maxDepth)
        #expect(throws: Never.self) { try parse(ok) }
    }

    @Test func rejectsInvalidUTF8() {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0x22, 0xFF, 0x22]) }
        do {
            _ = try JSONParser.parse([0x22, 0x61, 0xC3, 0x22])
            Issue.record("a truncated UTF-8 sequence was accepted")
        } catch {
            #expect(error.offset == 4, "the error is after the closing quote, as on the escaping path")
            #expect(error.message == "string is not valid UTF-8")
        }
    }

    /// Strings without escapes are made straight from the bytes; they equal what the escaping path makes.
    @Test func plainAndEscapedStringsAgree() throws {
        let plain = try parse(#"["Row 1 title", "é 日本 😀", ""]"#)
        #expect(plain == .array([.string("Row 1 title"), .string("é 日本 😀"), .string("")]))
        #expect(try parse(#""\u00e9 \u65e5\u672c \ud83d\ude00""#) == .string("é 日本 😀"))
        #expect(try parse(#""a\"b\\c""#) == .string(#"a"b\c"#))
        do {
            _ = try JSONParser.parse(Array("[\"ab\u{1}c\"]".utf8))
            Issue.record("a raw control character was accepted")
        } catch {
            #expect(error.message == "control character in a string must be escaped")
            #expect(error.offset == 4)
        }
    }
}
