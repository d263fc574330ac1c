/// Everything that can be wrong with a spec before layout begins.
public enum SpecError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The body is larger than `SpecLimits.maxBodyBytes`.
    case bodyTooLarge(size: Int, limit: Int)
    /// The body is not well-formed JSON.
    case syntax(JSONSyntaxError)
    /// The JSON is well-formed but breaks the spec's rules: the problems found, in document order, up to
    /// `SpecIssue.collectionLimit`, and how many more there were (`omitted`; counted, never built).
    case invalid([SpecIssue], omitted: Int = 0)

    /// Every problem of an invalid spec: those listed and those only counted.
    public var problemCount: Int {
        if case .invalid(let issues, let omitted) = self { return issues.count + omitted }
        return 0
    }

    public var description: String {
        switch self {
        case .bodyTooLarge(let size, let limit): return "spec body is \(size) bytes; the limit is \(limit) bytes"
        case .syntax(let error): return error.description
        case .invalid(let issues, let omitted):
            let count = issues.count + omitted
            return "invalid spec (\(count) problem\(count == 1 ? "" : "s")):\n"
                + issues.map { "  \($0)" }.joined(separator: "\n")
                + (omitted > 0 ? "\n  … and \(omitted) more" : "")
        }
    }
}
