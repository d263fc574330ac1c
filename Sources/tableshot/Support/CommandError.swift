/// Failures of the CLI itself, outside the pipeline: files it cannot read or write, settings that do not parse.
enum CommandError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A spec file could not be read.
    case unreadable(path: String, reason: String)
    /// An output file could not be written.
    case unwritable(path: String, reason: String)
    /// `TABLESHOT_*` variables whose values do not parse, and flags or variables out of their range.
    case invalidSettings([String])

    var description: String {
        switch self {
        case .unreadable(let path, let reason): return "cannot read \(path): \(reason)"
        case .unwritable(let path, let reason): return "cannot write \(path): \(reason)"
        case .invalidSettings(let problems): return "invalid settings: " + problems.joined(separator: "; ")
        }
    }
}
