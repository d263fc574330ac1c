/// A strict RFC 8259 JSON parser over UTF-8 bytes.
///
/// It is ours rather than Foundation's because a spec error must say exactly
/// where the bytes went wrong (line and column), object keys must keep their
/// order, duplicate keys must be rejected, and nesting depth must be bounded
/// before recursion can exhaust the stack.
public struct JSONParser {
    /// Deepest nesting of arrays and objects accepted.
    public static let maxDepth = 64

    let bytes: [UInt8]
    var index = 0
    private var depth = 0

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// Parses a complete JSON document.
    /// - Throws: `JSONSyntaxError` with the byte offset, line and column.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index != bytes.count { throw parser.error("unexpected data after the JSON value") }
        return value
    }

    func error(_ message: String) -> JSONSyntaxError {
        var line = 1
        var column = 1
        for byte in bytes[0..<min(index, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONSyntaxError(message: message, offset: index, line: line, column: column)
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard let byte = current else { throw error("unexpected end of input, expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected character '\(Unicode.Scalar(byte))', expected a value")
        }
    }

    private mutating func expectLiteral(_ literal: String) throws(JSONSyntaxError) {
        for expected in literal.utf8 {
            guard current == expected else { throw error("invalid literal, expected '\(literal)'") }
            index += 1
        }
    }

    private mutating func enterNesting() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maxDepth { throw error("nesting deeper than \(Self.maxDepth) levels") }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enterNesting()
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        // Duplicates are looked for among the members while there are few (comparing a key with a few short
        // strings costs less than hashing it), in a set from `linearLimit` on (a body of 90,000 keys stays
        // linear).
        var seen: Set<String>?
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let keyStart = index
            let key = try parseString()
            if Self.isDuplicate(key, of: members, seen: &seen) {
                index = keyStart
                throw error("duplicate key \"\(key)\"")
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after an object key") }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                index += 1
            } else if current == UInt8(ascii: "}") {
                index += 1
                depth -= 1
                return .object(members)
            } else {
                throw error("expected ',' or '}' in an object")
            }
        }
    }

    /// The most members looked through one by one for a duplicate key.
    private static let linearLimit = 16

    /// Whether `key` is among `members`' keys (read one by one up to `linearLimit` members, then from `seen`,
    /// which this fills once and keeps up to date); `key` counts as seen from now on.
    private static func isDuplicate(
        _ key: String, of members: [(key: String, value: JSONValue)], seen: inout Set<String>?
    ) -> Bool {
        if seen == nil, members.count >= linearLimit { seen = Set(members.map(\.key)) }
        if seen != nil { return !seen!.insert(key).inserted }
        return members.contains { $0.key == key }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enterNesting()
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                index += 1
            } else if current == UInt8(ascii: "]") {
                index += 1
                depth -= 1
                return .array(elements)
            } else {
                throw error("expected ',' or ']' in an array")
            }
        }
    }
}
