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

    /// `GOLDEN_RECORD` from the environment; `never` whenever `CI` is `true`/`1`.
    public static func fromEnvironment(_ environment: [String: String]? = nil) -> Self {
        let environment = environment ?? ProcessInfo.processInfo.environment
        if let ci = environment["CI"]?.lowercased(), ci == "true" || ci == "1" { return .never }
        return environment["GOLDEN_RECORD"].flatMap(Self.init(rawValue:)) ?? .missing
    }
}
