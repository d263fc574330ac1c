/// Everything that can be wrong with a spec before layout begins.
public enum SpecError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The body is larger than `SpecLimits.maxBodyBytes`.
    case bodyTooLarge(size: Int, limit: Int)
    /// The body is not well-formed JSON.
    case syntax(JSONSyntaxError)
    /// The JSON is well-formed but breaks the spec's rules; every problem is listed.
    case invalid([SpecIssue])

    public var description: String {
        switch self {
        case .bodyTooLarge(let size, let limit): return "spec body is \(size) bytes; the limit is \(limit) bytes"
        case .syntax(let error): return error.description
        case .invalid(let issues):
            return "invalid spec (\(issues.count) problem\(issues.count == 1 ? "" : "s")):\n"
                + issues.map { "  \($0)" }.joined(separator: "\n")
        }
    }
}
