/// What `tableshot test --obsolete` does with a baseline no case renders any more, its spec or variant gone (as
/// `cargo insta test --unreferenced` does with unreferenced snapshots).
public enum ObsoletePolicy: String, Sendable, CaseIterable {
    /// List it in the summary and the reports; the run does not fail for it. The default.
    case warn
    /// List it, and fail the run.
    case fail
    /// Delete it (and the folders it leaves empty), and list it as deleted.
    case delete
}
