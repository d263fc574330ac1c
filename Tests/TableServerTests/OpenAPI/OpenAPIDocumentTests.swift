internal import Foundation
internal import HTTPTypes
internal import NIOCore
internal import TableServer
internal import TableSpec
internal import Testing

/// `openapi.json` itself: well-formed OpenAPI 3.1, served as it is in the
/// repository, and in step with the routes of `Endpoint`.
@Suite struct OpenAPIDocumentTests {
    /// Documented operations that `Endpoint` does not route yet (none today).
    /// Add an operation here while its route is being built; remove it when it lands.
    static let notYetRouted: Set<String> = []

    @Test func isOpenAPI31() throws {
        let contract = try OpenAPIContract.load()
        let document = contract.document
        #expect(document["openapi"]?.stringValue?.hasPrefix("3.1.") == true)
        #expect(document["info"]?["title"]?.stringValue == "TableShot")
        #expect(document["info"]?["version"]?.stringValue?.isEmpty == false)
        #expect(!contract.operations.isEmpty)
        // Foundation's parser agrees that it is JSON.
        let data = try Data(contentsOf: OpenAPIContract.fileURL)
        #expect(try JSONSerialization.jsonObject(with: data) is [String: Any])
    }

    @Test func everyReferenceResolves() throws {
        let contract = try OpenAPIContract.load()
        var references: [String] = []
        func collect(_ value: JSONValue) {
            switch value {
            case .object(let members):
                for (key, member) in members {
                    if key == "$ref", let reference = member.stringValue { references.append(reference) }
                    collect(member)
                }
            case .array(let elements): elements.forEach(collect)
            default: break
            }
        }
        collect(contract.document)
        #expect(references.count > 50)
        for reference in references {
            #expect(contract.validator.resolve(reference) != nil, "unresolvable \(reference)")
        }
    }

    @Test func everySchemaUsesOnlyKeywordsTheValidatorImplements() throws {
        let contract = try OpenAPIContract.load()
        let known = JSONSchemaValidator.annotations.union(JSONSchemaValidator.assertions)
        func check(_ schema: JSONValue, at path: String) {
            for (keyword, value) in schema.members {
                #expect(known.contains(keyword), "\(path): unsupported keyword \(keyword)")
                switch keyword {
                case "properties": value.members.forEach { check($0.value, at: "\(path)/\($0.key)") }
                case "dependentSchemas":
                    value.members.forEach { check($0.value, at: "\(path)/dependentSchemas/\($0.key)") }
                case "items", "additionalProperties": check(value, at: "\(path)/\(keyword)")
                case "allOf", "anyOf", "oneOf":
                    value.elements.enumerated().forEach { check($0.element, at: "\(path)/\(keyword)/\($0.offset)") }
                default: break
                }
            }
        }
        for (name, schema) in contract.document["components"]?["schemas"]?.members ?? [] {
            check(schema, at: name)
        }
    }

    @Test func operationsHaveUniqueIDsAndDocumentedResponses() throws {
        let contract = try OpenAPIContract.load()
        let ids = contract.operations.compactMap { $0.operation["operationId"]?.stringValue }
        #expect(ids.count == contract.operations.count)
        #expect(Set(ids).count == ids.count)
        for (path, method, operation) in contract.operations {
            let statuses = operation["responses"]?.keys ?? []
            #expect(statuses.contains { $0.hasPrefix("2") }, "\(method) \(path) has no 2xx response")
            for status in statuses {
                let response = contract.dereferenced(operation["responses"]?[status] ?? .null)
                #expect(response["description"]?.stringValue != nil, "\(method) \(path) \(status)")
                #expect(response["headers"]?["X-Request-ID"] != nil, "\(method) \(path) \(status) lacks X-Request-ID")
            }
        }
    }

    @Test func isServedAtOpenAPIJSONByteForByte() async throws {
        let file = try OpenAPIContract.text()
        let contract = try OpenAPIContract.load()
        try await ServerHarness.withClient { client in
            let response = try await client.execute(uri: "/openapi.json", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json")
            #expect(String(buffer: response.body) == file)
            #expect(contract.problems(response, "GET", "/openapi.json") == [])
        }
    }

    @Test func everyEndpointIsDocumented() throws {
        let contract = try OpenAPIContract.load()
        let documented = contract.operations.map { ($0.method, Self.samplePath($0.path, contract)) }
        for endpoint in Endpoint.allCases {
            let pattern =
                "^"
                + endpoint.path.replacingOccurrences(
                    of: ":[A-Za-z_]+", with: "[^/]+", options: .regularExpression) + "$"
            let found = documented.contains { method, sample in
                method == endpoint.method.rawValue && sample.range(of: pattern, options: .regularExpression) != nil
            }
            #expect(found, "\(endpoint.method.rawValue) \(endpoint.path) is not in openapi.json")
        }
    }

    @Test func everyDocumentedOperationIsRoutedOrPending() throws {
        let contract = try OpenAPIContract.load()
        for (path, method, _) in contract.operations {
            let name = "\(method) \(path)"
            let routed = Endpoint.methods(at: Self.samplePath(path, contract)).map(\.rawValue).contains(method)
            #expect(routed || Self.notYetRouted.contains(name), "\(name) is documented but not routed")
        }
    }

    /// A concrete path for a template: each `{parameter}` becomes the first
    /// value its schema allows (its first `enum` value), or `x`.
    static func samplePath(_ template: String, _ contract: OpenAPIContract) -> String {
        let operation = contract.operations.first { $0.path == template }?.operation
        var path = template
        for parameter in operation?["parameters"]?.elements.map(contract.dereferenced) ?? []
        where parameter["in"]?.stringValue == "path" {
            let name = parameter["name"]?.stringValue ?? ""
            let schema = contract.dereferenced(parameter["schema"] ?? .null)
            let value = schema["enum"]?.elements.first?.stringValue ?? "x"
            path = path.replacingOccurrences(of: "{\(name)}", with: value)
        }
        return path
    }
}
