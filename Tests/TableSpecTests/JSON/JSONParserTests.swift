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
    }
}
