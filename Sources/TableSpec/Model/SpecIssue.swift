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

extension SpecIssue {
    /// The most problems kept for one request; past it they are counted (`SpecIssueList.omitted`), not built: an
    /// error document lists the first 100 anyway, and a body of 90,000 unknown keys used to build a message for
    /// each (+242 MB).
    public static let collectionLimit = 1000
}

/// Problems collected in document order, up to `SpecIssue.collectionLimit`; the rest are only counted.
public struct SpecIssueList: Sendable {
    public private(set) var issues: [SpecIssue] = []
    /// Problems found past the limit.
    public private(set) var omitted = 0

    public init() {}

    /// Whether nothing was found.
    public var isEmpty: Bool { issues.isEmpty && omitted == 0 }

    /// Records a problem; `path` and `message` are built only while the list has room.
    public mutating func append(path: @autoclosure () -> String, message: @autoclosure () -> String) {
        guard issues.count < SpecIssue.collectionLimit else {
            omitted += 1
            return
        }
        issues.append(SpecIssue(path: path(), message: message()))
    }

    /// Records the problems of `error` (a nested spec's), their paths under `prefix`.
    public mutating func append(_ error: SpecError, under prefix: String) {
        switch error {
        case .invalid(let nested, let nestedOmitted):
            for issue in nested { append(path: prefix + issue.path, message: issue.message) }
            omitted += nestedOmitted
        default: append(path: prefix, message: error.description)
        }
    }

    /// The error for what was found (`nil` when nothing was).
    public var error: SpecError? { isEmpty ? nil : .invalid(issues, omitted: omitted) }
}
