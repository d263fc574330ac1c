internal import Foundation
internal import HTTPTypes
internal import NIOCore
internal import TableShotTesting
internal import TableSpec

/// `openapi.json` from the repository, and the checks that hold a real
/// response to it: documented status, media type, body schema and headers.
struct OpenAPIContract: Sendable {
    /// The parsed document.
    let document: JSONValue
    /// A validator whose `$ref`s resolve in `document`.
    let validator: JSONSchemaValidator

    /// `Assets/openapi.json`, the document the server serves.
    static let fileURL = Fixtures.repositoryRoot.appendingPathComponent("Assets/openapi.json")

    /// The document's text as it is in the repository.
    static func text() throws -> String { try String(contentsOf: fileURL, encoding: .utf8) }

    /// Loads and parses the document.
    static func load() throws -> OpenAPIContract {
        let document = try JSONValue.parse(try text())
        return OpenAPIContract(document: document, validator: JSONSchemaValidator(root: document))
    }

    /// HTTP methods as they appear in a path item.
    static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    /// Every operation: path template, upper-case method, operation object.
    var operations: [(path: String, method: String, operation: JSONValue)] {
        (document["paths"]?.members ?? []).flatMap { path, item in
            item.members.filter { Self.methods.contains($0.key) }.map { (path, $0.key.uppercased(), $0.value) }
        }
    }

    /// `value`, or what it points to when it is a `{"$ref": …}` object.
    func dereferenced(_ value: JSONValue) -> JSONValue {
        guard let reference = value["$ref"]?.stringValue, let target = validator.resolve(reference) else {
            return value
        }
        return dereferenced(target)
    }

    /// A schema by component name.
    func schema(_ name: String) -> JSONValue { .object([("$ref", .string("#/components/schemas/\(name)"))]) }

    /// The response object the document gives `method path` for `status`.
    func response(_ method: String, _ path: String, status: Int) -> JSONValue? {
        let operation = operations.first { $0.path == path && $0.method == method }?.operation
        return operation?["responses"]?[String(status)].map(dereferenced)
    }

    /// Every way `response` breaks the documented response of `method path`.
    /// `pendingHeaders` are required headers the server does not send yet.
    func problems(
        _ response: TestResponse, _ method: String, _ path: String, pendingHeaders: Set<String> = []
    ) -> [String] {
        guard let documented = self.response(method, path, status: Int(response.status.code)) else {
            return ["\(method) \(path): status \(response.status.code) is not documented"]
        }
        return problems(response, documented: documented, pendingHeaders: pendingHeaders)
    }

    /// Every way `response` breaks the response object `documented`.
    func problems(_ response: TestResponse, documented: JSONValue, pendingHeaders: Set<String> = []) -> [String] {
        headerProblems(response, documented, pendingHeaders) + bodyProblems(response, documented)
    }

    private func bodyProblems(_ response: TestResponse, _ documented: JSONValue) -> [String] {
        let bytes = Array(response.body.readableBytesView)
        guard let content = documented["content"] else {
            return bytes.isEmpty ? [] : ["a \(response.status.code) response has no documented body"]
        }
        guard let contentType = response.headers[.contentType] else { return ["Content-Type is missing"] }
        let essence = Self.essence(contentType)
        guard let media = content.members.first(where: { Self.essence($0.key) == essence }) else {
            return ["Content-Type \(contentType) is not one of \(content.keys)"]
        }
        if essence == "image/png" {
            return bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) ? [] : ["not a PNG"]
        }
        guard essence == "application/json" || essence.hasSuffix("+json") else { return [] }
        guard let body = try? JSONParser.parse(bytes) else { return ["the body is not JSON"] }
        guard let schema = media.value["schema"] else { return [] }
        return validator.errors(body, against: schema)
    }

    private func headerProblems(_ response: TestResponse, _ documented: JSONValue, _ pending: Set<String>)
        -> [String]
    {
        (documented["headers"]?.members ?? []).flatMap { name, header -> [String] in
            let header = dereferenced(header)
            guard let field = HTTPField.Name(name), let value = response.headers[field] else {
                let required = header["required"] == .bool(true)
                return required && !pending.contains(name) ? ["required header \(name) is missing"] : []
            }
            guard let schema = header["schema"] else { return [] }
            let typed: JSONValue =
                dereferenced(schema)["type"]?.stringValue == "integer"
                ? Double(value).map(JSONValue.number) ?? .string(value) : .string(value)
            return validator.errors(typed, against: schema, at: "header \(name)")
        }
    }

    /// `type/subtype` of a media type, lower-cased, without parameters.
    static func essence(_ mediaType: String) -> String {
        mediaType.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
