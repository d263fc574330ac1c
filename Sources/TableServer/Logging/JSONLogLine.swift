internal import Foundation
internal import Logging
internal import TableSpec

/// One log event as one line of JSON: `time`, `level`, `label` and `message`, then every metadata entry as a field
/// of its own, sorted by key. Strings are escaped as RFC 8259 requires (quote, backslash, control characters), so a
/// message with a newline or a quote still makes one valid line.
enum JSONLogLine {
    /// The fields every line has; a metadata entry of the same name is written as `metadata.<name>`.
    static let fixedFields: Set = ["time", "level", "label", "message"]

    /// The line, with its final newline.
    static func text(
        time: Date, level: Logger.Level, label: String, message: String, fields: Logger.Metadata
    ) -> String {
        var line = "{\"time\":\"\(LogTimestamp.iso8601(time))\",\"level\":\"\(level.rawValue)\",\"label\":"
        appendString(label, to: &line)
        line += ",\"message\":"
        appendString(message, to: &line)
        for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
            line += ","
            appendString(fixedFields.contains(key) ? "metadata." + key : key, to: &line)
            line += ":"
            appendValue(value, to: &line)
        }
        return line + "}\n"
    }

    /// A metadata value: strings as strings, numbers and booleans (`.stringConvertible`) as JSON numbers and
    /// booleans, dictionaries as objects and arrays as arrays.
    static func appendValue(_ value: Logger.MetadataValue, to line: inout String) {
        switch value {
        case .string(let string): appendString(string, to: &line)
        case .stringConvertible(let convertible): appendScalar(convertible, to: &line)
        case .array(let values):
            line += "["
            for (index, element) in values.enumerated() {
                if index > 0 { line += "," }
                appendValue(element, to: &line)
            }
            line += "]"
        case .dictionary(let entries):
            line += "{"
            for (index, (key, element)) in entries.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { line += "," }
                appendString(key, to: &line)
                line += ":"
                appendValue(element, to: &line)
            }
            line += "}"
        }
    }

    /// A number or boolean as itself; a non-finite number and anything else as its description, a string.
    private static func appendScalar(_ value: any CustomStringConvertible & Sendable, to line: inout String) {
        switch value {
        case let flag as Bool: line += flag ? "true" : "false"
        case let integer as any BinaryInteger: line += "\(integer)"
        case let number as Double where number.isFinite: line += "\(number)"
        case let number as Float where number.isFinite: line += "\(number)"
        default: appendString(value.description, to: &line)
        }
    }

    /// `string` as a JSON string literal (the escaping of the JSON the spec tools write).
    static func appendString(_ string: String, to line: inout String) {
        JSONValue.string(string, into: &line)
    }
}
