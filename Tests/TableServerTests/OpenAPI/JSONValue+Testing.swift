internal import Foundation
internal import TableSpec

/// Reading and writing `JSONValue`s in the contract tests.
extension JSONValue {
    /// Parses JSON text.
    static func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

    /// An object's member, or `nil` (also when this is not an object).
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// An object's members in document order; empty when this is not an object.
    var members: [(key: String, value: JSONValue)] {
        if case .object(let members) = self { return members }
        return []
    }

    /// An object's keys in document order.
    var keys: [String] { members.map(\.key) }

    /// An array's elements; empty when this is not an array.
    var elements: [JSONValue] {
        if case .array(let elements) = self { return elements }
        return []
    }

    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var numberValue: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// A copy with `key` set (replaced in place, or appended).
    func setting(_ key: String, to value: JSONValue) -> JSONValue {
        var members = self.members
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append((key, value))
        }
        return .object(members)
    }

    /// Equality as JSON Schema's `enum` and `const` define it: numbers by value, object members in any order.
    func schemaEquals(_ other: JSONValue) -> Bool {
        switch (self, other) {
        case (.object(let a), .object(let b)):
            guard a.count == b.count else { return false }
            return a.allSatisfy { member in other[member.key].map { member.value.schemaEquals($0) } ?? false }
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.schemaEquals($1) }
        default:
            return self == other
        }
    }

    /// Compact JSON text.
    var text: String {
        switch self {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number):
            return number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .string(let string): return Self.quoted(string)
        case .array(let elements): return "[" + elements.map(\.text).joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.map { Self.quoted($0.key) + ":" + $0.value.text }.joined(separator: ",") + "}"
        }
    }

    private static func quoted(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case let control where control.value < 0x20: out += String(format: "\\u%04x", control.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
