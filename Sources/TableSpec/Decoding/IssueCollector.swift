/// Reads typed fields out of JSON objects and records every problem it meets,
/// so that one pass over a spec reports all of them with their paths.
///
/// At most `SpecIssue.collectionLimit` problems are kept; the rest are only counted, and their paths and messages
/// are never built (a body of 90,000 unknown keys used to build a message listing every allowed key for each).
final class IssueCollector {
    private var list = SpecIssueList()
    /// Custom views decoded so far (checked against `SpecLimits.maxViews`).
    var viewCount = 0
    /// Where rows give SwiftUI keys (the first of each row, at most `swiftUIPathLimit`), refused unless the
    /// table's `framework` is `"swiftUI"`.
    private(set) var swiftUIPaths: [String] = []
    private static let swiftUIPathLimit = 8

    /// Records that a row gives a SwiftUI key at `path`.
    func noteSwiftUI(at path: @autoclosure () -> String) {
        if swiftUIPaths.count < Self.swiftUIPathLimit { swiftUIPaths.append(path()) }
    }

    /// The problems kept so far.
    var issues: [SpecIssue] { list.issues }

    /// Records a problem; `path` and `message` are built only while the list has room.
    func report(_ path: @autoclosure () -> String, _ message: @autoclosure () -> String) {
        list.append(path: path(), message: message())
    }

    /// The error for what was found, if anything was.
    var error: SpecError? { list.error }

    /// Returns the members of `value` if it is an object, reporting keys not in `allowed`.
    func object(_ value: JSONValue, at path: String, allowed: [String]) -> JSONFields? {
        guard case .object(let members) = value else {
            report(path, "expected an object, found \(value.typeDescription)")
            return nil
        }
        var kept: [(key: String, value: JSONValue)] = []
        kept.reserveCapacity(members.count)
        for (key, member) in members {
            if allowed.contains(key) {
                kept.append((key, member))
            } else {
                report(
                    JSONPointer.appending(key, to: path),
                    "unknown key \"\(key)\"; expected one of "
                        + allowed.map { "\"\($0)\"" }.joined(separator: ", "))
            }
        }
        return JSONFields(kept)
    }

    /// A string field; `nil` when absent, null or wrong (wrong is reported).
    func string(_ object: JSONFields, _ key: String, at path: String, maxLength: Int) -> String? {
        guard let value = object[key], value != .null else { return nil }
        guard case .string(let text) = value else {
            report(JSONPointer.appending(key, to: path), "expected a string, found \(value.typeDescription)")
            return nil
        }
        guard text.utf8.count <= maxLength || text.unicodeScalars.count <= maxLength else {
            report(
                JSONPointer.appending(key, to: path),
                "text is \(text.unicodeScalars.count) characters; the limit is \(maxLength)")
            return nil
        }
        return text
    }

    /// A number field within `range`.
    func number(_ object: JSONFields, _ key: String, at path: String, in range: ClosedRange<Double>)
        -> Double?
    {
        guard let value = object[key], value != .null else { return nil }
        guard case .number(let number) = value else {
            report(JSONPointer.appending(key, to: path), "expected a number, found \(value.typeDescription)")
            return nil
        }
        guard range.contains(number) else {
            report(
                JSONPointer.appending(key, to: path),
                "must be between \(Self.format(range.lowerBound)) and \(Self.format(range.upperBound))")
            return nil
        }
        return number
    }

    /// A whole-number field within `range`.
    func integer(_ object: JSONFields, _ key: String, at path: String, in range: ClosedRange<Int>) -> Int? {
        guard let number = number(object, key, at: path, in: Double(range.lowerBound)...Double(range.upperBound))
        else { return nil }
        guard number.rounded() == number else {
            report(JSONPointer.appending(key, to: path), "must be a whole number")
            return nil
        }
        return Int(number)
    }

    /// A boolean field.
    func bool(_ object: JSONFields, _ key: String, at path: String) -> Bool? {
        guard let value = object[key], value != .null else { return nil }
        guard case .bool(let flag) = value else {
            report(JSONPointer.appending(key, to: path), "expected true or false, found \(value.typeDescription)")
            return nil
        }
        return flag
    }

    /// A field holding one of an enumeration's spellings.
    func enumeration<E: SpecEnum>(_ object: JSONFields, _ key: String, at path: String, as type: E.Type)
        -> E?
    {
        guard let value = object[key], value != .null else { return nil }
        guard case .string(let text) = value, let result = E(rawValue: text) else {
            let expected = E.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            let found = if case .string(let text) = value { "\"\(text)\"" } else { value.typeDescription }
            report(JSONPointer.appending(key, to: path), "expected one of \(expected), found \(found)")
            return nil
        }
        return result
    }

    /// A `#RRGGBB` / `#RRGGBBAA` color field.
    func color(_ object: JSONFields, _ key: String, at path: String) -> SpecColor? {
        guard let value = object[key], value != .null else { return nil }
        guard case .string(let text) = value, let color = SpecColor(hex: text) else {
            report(JSONPointer.appending(key, to: path), "expected a color \"#RRGGBB\" or \"#RRGGBBAA\"")
            return nil
        }
        return color
    }

    /// An array field's elements.
    func array(_ object: JSONFields, _ key: String, at path: String) -> [JSONValue]? {
        guard let value = object[key], value != .null else { return nil }
        guard case .array(let elements) = value else {
            report(JSONPointer.appending(key, to: path), "expected an array, found \(value.typeDescription)")
            return nil
        }
        return elements
    }

    static func format(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
