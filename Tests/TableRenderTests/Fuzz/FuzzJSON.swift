import TableSpec

/// A JSON document for building and mutating fuzz inputs. Unlike `JSONValue` it
/// can hold duplicate keys and raw literals (`NaN`, `1e400`, lone surrogate
/// escapes), so it can also express invalid JSON.
indirect enum FuzzJSON: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    /// Written as is: any text, valid JSON or not.
    case raw(String)
    case string(String)
    case array([FuzzJSON])
    case object([(key: String, value: FuzzJSON)])

    init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .number(number)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(FuzzJSON.init))
        case .object(let members): self = .object(members.map { ($0.key, FuzzJSON($0.value)) })
        }
    }

    /// Compact JSON text.
    var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    var bytes: [UInt8] { Array(text.utf8) }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .number(let number): out += Self.format(number)
        case .raw(let literal): out += literal
        case .string(let text): Self.quote(text, into: &out)
        case .array(let elements):
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += "," }
                element.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { out += "," }
                Self.quote(member.key, into: &out)
                out += ":"
                member.value.write(to: &out)
            }
            out += "}"
        }
    }

    static func format(_ number: Double) -> String { JSONValue.number(number) }

    /// A JSON string literal; control characters (NUL included) as `\u00XX`.
    static func quote(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

// MARK: - Addressing nodes for structural mutations

extension FuzzJSON {
    /// A node's address: positions of array elements or object members from the root.
    typealias Path = [Int]

    /// Every node's path, the root (`[]`) first, in document order.
    var paths: [Path] {
        var result: [Path] = [[]]
        switch self {
        case .array(let elements):
            for (index, element) in elements.enumerated() { result += element.paths.map { [index] + $0 } }
        case .object(let members):
            for (index, member) in members.enumerated() { result += member.value.paths.map { [index] + $0 } }
        default: break
        }
        return result
    }

    /// The paths of object members (the last component indexes the member), with their keys.
    var memberPaths: [(path: Path, key: String)] {
        paths.compactMap { path in
            guard let last = path.last, case .object(let members) = self[Array(path.dropLast())] else { return nil }
            return (path, members[last].key)
        }
    }

    subscript(path: Path) -> FuzzJSON {
        get {
            guard let first = path.first else { return self }
            switch self {
            case .array(let elements): return elements[first][Array(path.dropFirst())]
            case .object(let members): return members[first].value[Array(path.dropFirst())]
            default: return self
            }
        }
        set {
            guard let first = path.first else {
                self = newValue
                return
            }
            let rest = Array(path.dropFirst())
            switch self {
            case .array(var elements):
                elements[first][rest] = newValue
                self = .array(elements)
            case .object(var members):
                members[first].value[rest] = newValue
                self = .object(members)
            default: break
            }
        }
    }

    var isNumber: Bool { if case .number = self { true } else { false } }
    var isString: Bool { if case .string = self { true } else { false } }
    var isObject: Bool { if case .object = self { true } else { false } }
}
