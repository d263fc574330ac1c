internal import Foundation
internal import TableRegression

extension TestSummary {
    /// The baselines the run wrote where there were none, said loudly: nothing was compared for them, so someone
    /// must look at them before they are committed. Empty when there are none.
    static func newBaselines(_ report: RunReport, baselines: URL) -> [String] {
        let new = report.cases.filter { $0.outcome == .recorded && $0.baselineMissing }
        guard !new.isEmpty else { return [] }
        let head =
            "● Recorded \(counted(new.count, "new baseline")) in \(baselines.path), compared with nothing: "
            + "review them before you commit them"
        return [head] + listed(new.map { $0.name + ".png" })
    }

    /// The baselines the run failed for want of (a record mode that writes none), and how to record them.
    static func missingBaselines(_ report: RunReport, mode: RecordMode) -> [String] {
        let missing = report.cases.count { $0.outcome == .failed && $0.baselineMissing }
        guard missing > 0 else { return [] }
        return [
            "✗ \(counted(missing, "baseline")) missing (record mode \(mode.rawValue) writes none): "
                + "record them with --record missing, review and commit them"
        ]
    }

    /// The baselines no spec or variant renders any more, and what the run did with them.
    static func obsoleteBaselines(_ report: RunReport, baselines: URL) -> [String] {
        let files = report.obsoleteBaselines
        guard !files.isEmpty else { return [] }
        let what = "\(counted(files.count, "obsolete baseline")) in \(baselines.path), which no spec or variant renders"
        let head =
            switch report.obsoletePolicy {
            case .warn: "⚠ \(what): delete them, or run with --obsolete delete"
            case .fail: "✗ \(what), fail the run (--obsolete fail): delete them, or run with --obsolete delete"
            case .delete: "● Deleted \(what)"
            }
        return [head] + listed(files)
    }

    /// `names`, one per indented line, at most `limit` of them and then how many more there are.
    static func listed(_ names: [String], limit: Int = 20) -> [String] {
        let shown = names.prefix(limit).map { "    " + $0 }
        return names.count > limit ? shown + ["    … and \(names.count - limit) more"] : shown
    }

    /// `count` and `noun`, plural unless one.
    static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
