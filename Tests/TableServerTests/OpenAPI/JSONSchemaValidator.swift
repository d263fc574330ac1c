internal import Foundation
internal import TableSpec

/// A JSON Schema 2020-12 validator for the subset `openapi.json` uses. A
/// keyword outside that subset is reported as a problem rather than ignored,
/// so a schema can never pass by using something this validator skips.
struct JSONSchemaValidator: Sendable {
    /// The document that `$ref`s (`#/components/schemas/…`) point into.
    let root: JSONValue

    /// Keywords that only describe; they never fail a value.
    static let annotations: Set<String> = [
        "title", "description", "default", "examples", "format", "contentMediaType",
        // The spec reference's own (OpenAPI specification extensions; `Scripts/spec-reference.py`).
        "x-uikit", "x-allowed", "x-default",
    ]

    /// Keywords that assert, all implemented below.
    static let assertions: Set<String> = [
        "$ref", "type", "enum", "const", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minLength",
        "maxLength", "pattern", "required", "properties", "additionalProperties", "dependentRequired",
        "dependentSchemas", "minProperties", "maxProperties", "items",
        "minItems", "maxItems", "allOf", "anyOf", "oneOf",
    ]

    /// Every problem of `instance` against `schema`, as `pointer: message`; empty when it is valid.
    func errors(_ instance: JSONValue, against schema: JSONValue, at path: String = "") -> [String] {
        switch schema {
        case .bool(true): return []
        case .bool(false): return ["\(path): no value is allowed here"]
        case .object(let keywords):
            return keywords.flatMap { check($0.key, $0.value, schema, instance, path) }
        default: return ["\(path): the schema is not an object"]
        }
    }

    /// The value a local reference (`#/a/b`) points to.
    func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#") else { return nil }
        let tokens = reference.dropFirst().split(separator: "/", omittingEmptySubsequences: true).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
        return tokens.reduce(Optional(root)) { value, token in value?[token] }
    }

    private func check(
        _ keyword: String, _ value: JSONValue, _ schema: JSONValue, _ instance: JSONValue, _ path: String
    )
        -> [String]
    {
        switch keyword {
        case _ where Self.annotations.contains(keyword): return []
        case "$ref":
            guard let reference = value.stringValue, let target = resolve(reference) else {
                return ["\(path): unresolvable $ref \(value.text)"]
            }
            return errors(instance, against: target, at: path)
        case "type":
            let types = value.stringValue.map { [$0] } ?? value.elements.compactMap(\.stringValue)
            if types.contains(where: { Self.instance(instance, is: $0) }) { return [] }
            return ["\(path): expected \(types.joined(separator: " or ")), found \(instance.typeDescription)"]
        case "enum":
            if value.elements.contains(where: { $0.schemaEquals(instance) }) { return [] }
            return ["\(path): \(instance.text) is not one of \(value.text)"]
        case "const":
            return value.schemaEquals(instance) ? [] : ["\(path): expected \(value.text), found \(instance.text)"]
        case "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum":
            return checkBound(keyword, value, instance, path)
        case "minLength", "maxLength", "pattern":
            return checkString(keyword, value, instance, path)
        case "required", "properties", "additionalProperties", "dependentRequired", "dependentSchemas", "minProperties",
            "maxProperties":
            return checkObject(keyword, value, schema, instance, path)
        case "items", "minItems", "maxItems":
            return checkArray(keyword, value, instance, path)
        case "allOf", "anyOf", "oneOf":
            return checkCombination(keyword, value, instance, path)
        default:
            return ["\(path): the validator does not support the keyword \"\(keyword)\""]
        }
    }

    private static func instance(_ instance: JSONValue, is type: String) -> Bool {
        switch (type, instance) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array),
            ("object", .object):
            return true
        case ("integer", .number(let number)): return number.rounded() == number && number.isFinite
        default: return false
        }
    }

    private func checkBound(_ keyword: String, _ bound: JSONValue, _ instance: JSONValue, _ path: String) -> [String] {
        guard let number = instance.numberValue, let limit = bound.numberValue else { return [] }
        let ok: Bool
        switch keyword {
        case "minimum": ok = number >= limit
        case "maximum": ok = number <= limit
        case "exclusiveMinimum": ok = number > limit
        default: ok = number < limit
        }
        return ok ? [] : ["\(path): \(instance.text) breaks \(keyword) \(bound.text)"]
    }

    private func checkString(_ keyword: String, _ value: JSONValue, _ instance: JSONValue, _ path: String) -> [String] {
        guard let string = instance.stringValue else { return [] }
        let length = string.unicodeScalars.count
        switch keyword {
        case "minLength":
            return length >= Int(value.numberValue ?? 0) ? [] : ["\(path): shorter than \(value.text) characters"]
        case "maxLength":
            return length <= Int(value.numberValue ?? 0) ? [] : ["\(path): longer than \(value.text) characters"]
        default:
            guard let pattern = value.stringValue, let regex = try? NSRegularExpression(pattern: pattern) else {
                return ["\(path): invalid pattern \(value.text)"]
            }
            let range = NSRange(string.startIndex..., in: string)
            return regex.firstMatch(in: string, range: range) == nil ? ["\(path): does not match \(pattern)"] : []
        }
    }

    private func checkObject(
        _ keyword: String, _ value: JSONValue, _ schema: JSONValue, _ instance: JSONValue, _ path: String
    ) -> [String] {
        guard case .object = instance else { return [] }
        switch keyword {
        case "required":
            return value.elements.compactMap(\.stringValue).filter { instance[$0] == nil }
                .map { "\(path): missing required key \"\($0)\"" }
        case "properties":
            return value.members.flatMap { property in
                instance[property.key].map {
                    errors($0, against: property.value, at: JSONPointer.appending(property.key, to: path))
                } ?? []
            }
        case "minProperties", "maxProperties":
            let count = Double(instance.members.count)
            let bound = value.numberValue ?? 0
            let fits = keyword == "minProperties" ? count >= bound : count <= bound
            return fits ? [] : ["\(path): \(instance.members.count) members, \(keyword) is \(Int(bound))"]
        case "dependentRequired":
            return value.members.filter { instance[$0.key] != nil }.flatMap { dependency in
                dependency.value.elements.compactMap(\.stringValue).filter { instance[$0] == nil }
                    .map { "\(path): \"\(dependency.key)\" requires \"\($0)\"" }
            }
        case "dependentSchemas":
            // Each schema applies to the whole object when its key is present.
            return value.members.filter { instance[$0.key] != nil }.flatMap {
                errors(instance, against: $0.value, at: path)
            }
        default:
            let declared = Set(schema["properties"]?.keys ?? [])
            return instance.members.filter { !declared.contains($0.key) }.flatMap { member in
                let memberPath = JSONPointer.appending(member.key, to: path)
                if value == .bool(false) { return ["\(memberPath): unknown key \"\(member.key)\""] }
                return errors(member.value, against: value, at: memberPath)
            }
        }
    }

    private func checkArray(_ keyword: String, _ value: JSONValue, _ instance: JSONValue, _ path: String) -> [String] {
        guard case .array(let elements) = instance else { return [] }
        switch keyword {
        case "items":
            return elements.enumerated().flatMap {
                errors($0.element, against: value, at: JSONPointer.appending($0.offset, to: path))
            }
        case "minItems":
            return elements.count >= Int(value.numberValue ?? 0) ? [] : ["\(path): fewer than \(value.text) items"]
        default:
            return elements.count <= Int(value.numberValue ?? 0) ? [] : ["\(path): more than \(value.text) items"]
        }
    }

    private func checkCombination(_ keyword: String, _ value: JSONValue, _ instance: JSONValue, _ path: String)
        -> [String]
    {
        let results = value.elements.map { errors(instance, against: $0, at: path) }
        let passed = results.filter(\.isEmpty).count
        switch keyword {
        case "allOf": return results.flatMap { $0 }
        case "anyOf":
            if passed > 0 { return [] }
            return [
                "\(path): matches none of anyOf (\(results.map { $0.joined(separator: "; ") }.joined(separator: " | ")))"
            ]
        default:
            return passed == 1 ? [] : ["\(path): matches \(passed) of oneOf's schemas, not exactly 1"]
        }
    }
}
