/// When `tableshot test` writes baselines (the names follow swift-snapshot-testing's record modes).
public enum RecordMode: String, Sendable, CaseIterable {
    /// Write a baseline only where none exists; compare the rest. The default outside CI.
    case missing
    /// Rewrite every baseline.
    case all
    /// Write missing baselines and rewrite the ones that no longer match.
    case failed
    /// Write nothing: a missing baseline fails. The default when `CI` is set.
    case none

    /// `none` when the environment has a non-empty `CI`, else `missing`.
    public static func `default`(environment: [String: String]) -> RecordMode {
        if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .none }
        return .missing
    }
}
