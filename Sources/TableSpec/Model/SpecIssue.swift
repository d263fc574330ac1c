/// One problem in a spec: where (a JSON Pointer, RFC 6901) and what was expected.
public struct SpecIssue: Sendable, Equatable, Codable, CustomStringConvertible {
    /// JSON Pointer to the offending value, e.g. `/sections/0/rows/2/accessoryType`.
    public let path: String
    /// What is wrong, in words.
    public let message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path.isEmpty ? "/" : path): \(message)" }

    /// The issue with its path and message cut to `limit` characters each (an ellipsis marks a cut), so that an
    /// error document about a huge key stays small.
    public func bounded(to limit: Int = 256) -> SpecIssue {
        func cut(_ text: String) -> String { text.count <= limit ? text : text.prefix(limit - 1) + "…" }
        return SpecIssue(path: cut(path), message: cut(message))
    }
}
