internal import Foundation

/// When golden files are (re)written. Recording always fails the test that
/// recorded, so that a recorded golden is looked at before it is committed.
public enum GoldenRecordMode: String, Sendable {
    /// Write goldens that do not exist yet (the local default).
    case missing
    /// Rewrite every golden the run touches.
    case all
    /// Never write (forced when `CI=true`).
    case never
    /// `GOLDEN_RECORD` names none of the above (a typo such as `All` or `yes`): nothing is written and every
    /// golden check fails saying so, rather than quietly recording only the missing goldens.
    case unrecognized

    /// The values `GOLDEN_RECORD` may take.
    public static let names = ["missing", "all", "never"]

    /// `GOLDEN_RECORD` from the environment (`missing` when unset or empty); `never` whenever `CI` is `true`/`1`.
    public static func fromEnvironment(_ environment: [String: String]? = nil) -> Self {
        let environment = environment ?? ProcessInfo.processInfo.environment
        if let ci = environment["CI"]?.lowercased(), ci == "true" || ci == "1" { return .never }
        guard let value = environment["GOLDEN_RECORD"], !value.isEmpty else { return .missing }
        guard names.contains(value), let mode = Self(rawValue: value) else { return .unrecognized }
        return mode
    }
}
