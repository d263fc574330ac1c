internal import TableSpec

/// Values generated from a schema: ones it must accept (enum values, bounds,
/// the longest string, the default, examples) and ones it must refuse (the
/// wrong type, one past each bound, a fraction for an integer, an unknown key).
struct SchemaProbe {
    let contract: OpenAPIContract

    /// `schema` with `$ref`s merged in (local keywords win), so its keywords can be read directly.
    func flattened(_ schema: JSONValue) -> JSONValue {
        guard let reference = schema["$ref"]?.stringValue, let target = contract.validator.resolve(reference) else {
            return schema
        }
        var merged = flattened(target)
        for (key, value) in schema.members where key != "$ref" { merged = merged.setting(key, to: value) }
        return merged
    }

    /// Values `schema` accepts.
    func valid(_ schema: JSONValue) -> [JSONValue] {
        let schema = flattened(schema)
        var values = schema["examples"]?.elements ?? []
        if let value = schema["default"] { values.append(value) }
        if let options = schema["enum"]?.elements { return values + options }
        if let value = schema["const"] { return values + [value] }
        switch schema["type"]?.stringValue {
        case "boolean": values += [.bool(true), .bool(false)]
        case "number", "integer": values += bounds(schema)
        case "string" where schema["examples"] == nil:
            values += [.string(""), .string(String(repeating: "a", count: Int(schema["maxLength"]?.numberValue ?? 8)))]
        case "array": values += validArrays(schema)
        case "object" where schema["examples"] == nil: values.append(minimalObject(schema))
        default: break
        }
        return values
    }

    /// Values `schema` refuses.
    func invalid(_ schema: JSONValue) -> [JSONValue] {
        let schema = flattened(schema)
        switch schema["type"]?.stringValue {
        case "boolean": return [.string("true"), .number(1)]
        case "number", "integer": return [.string("1"), .bool(true)] + outOfBounds(schema)
        case "string":
            var values: [JSONValue] = [.number(1), .bool(false)]
            if schema["enum"] != nil || schema["pattern"] != nil || schema["anyOf"] != nil {
                values.append(.string("?"))
            }
            if let length = schema["maxLength"]?.numberValue {
                values.append(.string(String(repeating: "a", count: Int(length) + 1)))
            }
            return values
        case "array": return invalidArrays(schema)
        case "object":
            var values: [JSONValue] = [.array([]), .string("{}")]
            if schema["additionalProperties"] == .bool(false) {
                values.append(minimalObject(schema).setting("zzUnknownKey", to: .number(1)))
            }
            if !(schema["required"]?.elements.isEmpty ?? true) { values.append(.object([])) }
            return values
        default: return []
        }
    }

    private func bounds(_ schema: JSONValue) -> [JSONValue] {
        let low = schema["minimum"]?.numberValue
        let high = schema["maximum"]?.numberValue
        var values = [low, high].compactMap { $0 }.map(JSONValue.number)
        if let low, let high {
            let middle = (low + high) / 2
            values.append(.number(schema["type"]?.stringValue == "integer" ? middle.rounded(.down) : middle))
        }
        return values
    }

    private func outOfBounds(_ schema: JSONValue) -> [JSONValue] {
        var values: [JSONValue] = []
        let low = schema["minimum"]?.numberValue
        let high = schema["maximum"]?.numberValue
        if let low { values.append(.number(low - 1)) }
        if let high { values.append(.number(high + 1)) }
        if let options = schema["enum"]?.elements.compactMap(\.numberValue), let top = options.max() {
            values += [.number(top + 1), .number((options.min() ?? 0) + 0.5)]
        }
        if schema["type"]?.stringValue == "integer", let low, let high, low + 0.5 <= high {
            values.append(.number(low + 0.5))
        }
        return values
    }

    private func validArrays(_ schema: JSONValue) -> [JSONValue] {
        let item = schema["items"].map { valid($0).first ?? .null } ?? .null
        var values: [JSONValue] = [.array([]), .array([item])]
        if let most = schema["maxItems"]?.numberValue {
            values.append(.array(Array(repeating: item, count: Int(most))))
        }
        return values
    }

    private func invalidArrays(_ schema: JSONValue) -> [JSONValue] {
        var values: [JSONValue] = [.object([]), .string("[]")]
        if let itemSchema = schema["items"] {
            if let most = schema["maxItems"]?.numberValue {
                let item = valid(itemSchema).first ?? .null
                values.append(.array(Array(repeating: item, count: Int(most) + 1)))
            }
            if let bad = invalid(itemSchema).first { values.append(.array([bad])) }
        }
        return values
    }

    /// An object with only its required keys, each set to its first valid value.
    func minimalObject(_ schema: JSONValue) -> JSONValue {
        let schema = flattened(schema)
        let required = schema["required"]?.elements.compactMap(\.stringValue) ?? []
        return .object(required.map { key in (key, schema["properties"]?[key].flatMap { valid($0).first } ?? .null) })
    }
}
