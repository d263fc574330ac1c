internal import Foundation
public import TableSpec

/// An RFC 9457 problem document (`application/problem+json`): the one shape
/// every error takes on the way out of the server, and the text the CLI prints.
public struct ProblemDetails: Sendable, Equatable, Codable {
    /// A URI naming the kind of problem (`about:blank` for plain HTTP errors).
    public var type: String
    /// Short summary of the kind of problem, the same for every occurrence.
    public var title: String
    /// The HTTP status code.
    public var status: Int
    /// What went wrong this time, in words.
    public var detail: String
    /// The problems of an invalid spec, each with its JSON Pointer: the first `maxListedErrors`, each cut to
    /// `SpecIssue.bounded()`'s length.
    public var errors: [SpecIssue]?
    /// How many more problems the spec has than `errors` lists (absent when it lists them all).
    public var omittedErrors: Int?
    /// One-based line where a malformed JSON body stopped parsing.
    public var line: Int?
    /// One-based column where a malformed JSON body stopped parsing.
    public var column: Int?

    public init(
        type: String = "about:blank", title: String, status: Int, detail: String, errors: [SpecIssue]? = nil,
        line: Int? = nil, column: Int? = nil
    ) {
        self.type = type
        self.title = title
        self.status = status
        self.detail = detail
        self.errors = errors
        self.line = line
        self.column = column
    }

    /// The most problems a document lists: a body full of mistakes gets an answer a fraction of its size.
    public static let maxListedErrors = 100

    /// The media type of the serialized document.
    public static let mediaType = "application/problem+json"

    /// Whether the client caused the problem (a 4xx status).
    public var isClientError: Bool { (400..<500).contains(status) }

    /// The document as JSON bytes, keys sorted so equal problems give equal bytes.
    public func jsonBytes() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else {
            return Array(#"{"status":500,"title":"Internal error","type":"about:blank"}"#.utf8)
        }
        return Array(data)
    }

    /// The lines the CLI prints to stderr: one `path: message` per spec
    /// issue, otherwise the detail.
    public var messageLines: [String] {
        if let errors, !errors.isEmpty {
            let more = omittedErrors.map { ["… and \($0) more problem\($0 == 1 ? "" : "s")"] } ?? []
            return errors.map(\.description) + more
        }
        return ["error: \(detail)"]
    }
}

/// The `type` URIs of TableShot's own problems. One name each, in one place.
public enum ProblemType {
    /// The spec is well-formed JSON but breaks the spec's rules.
    public static let invalidSpec = "urn:tableshot:problem:invalid-spec"
    /// The body is not well-formed JSON.
    public static let malformedJSON = "urn:tableshot:problem:malformed-json"
    /// The spec is valid but its laid-out table exceeds a render limit.
    public static let renderLimit = "urn:tableshot:problem:render-limit"
    /// The renderer failed for a reason that is not the client's.
    public static let renderFailed = "urn:tableshot:problem:render-failed"
    /// The render crashed the process that drew it (twice: it was retried once); the request is refused for a
    /// while.
    public static let renderCrashed = "urn:tableshot:problem:render-crashed"
    /// Every worker busy and the queue full, or the time limit passed: retry later.
    public static let saturated = "urn:tableshot:problem:saturated"
    /// The route needs a key (`--api-keys`, `--metrics-key`) and the request sent none, or not one of them.
    public static let unauthorized = "urn:tableshot:problem:unauthorized"
}
extension ProblemDetails: Error {}
