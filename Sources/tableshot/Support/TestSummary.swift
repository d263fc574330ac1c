internal import Foundation
internal import TableRegression

/// What `tableshot test` prints: a line per case, then the totals, the baselines it recorded, missed or found
/// obsolete, where the reports are and, when something failed, the command that approves every candidate into `baselines`.
enum TestSummary {
    static func lines(
        _ report: RunReport, mode: RecordMode, output: URL, baselines: URL, selection: SpecSelection = .all
    ) -> [String] {
        var lines = report.cases.map { result -> String in
            switch result.outcome {
            case .passed: return "✓ \(result.name)"
            case .recorded: return "● \(result.name): \(result.message)"
            case .failed: return "✗ \(result.name): \(result.message)"
            case .error: return "! \(result.name): \(result.message)"
            }
        }
        if report.cases.isEmpty {
            lines.append(selection.isAll ? "no specs found" : "no spec matches " + describe(selection))
        }
        lines.append(
            "\(report.count(.passed)) passed, \(report.count(.failed)) failed, \(report.count(.recorded)) recorded, "
                + "\(report.count(.error)) errors (record mode: \(mode.rawValue))")
        lines += newBaselines(report, baselines: baselines)
        lines += missingBaselines(report, mode: mode)
        lines += obsoleteBaselines(report, baselines: baselines)
        lines.append("report: \(output.appendingPathComponent("index.html").path)")
        lines.append("junit: \(output.appendingPathComponent("junit.xml").path)")
        if report.count(.failed) > 0 {
            let candidates = ShellWord.quoted(output.appendingPathComponent("candidates").path + "/.")
            lines.append("approve every change: cp -R \(candidates) \(ShellWord.quoted(baselines.path + "/"))")
        }
        return lines
    }

    /// The spec paths and patterns of a selection, for people.
    static func describe(_ selection: SpecSelection) -> String {
        let paths = selection.paths.map { $0.isEmpty ? "all specs" : $0 }
        return (paths + selection.patterns.map { "--filter " + $0 }).joined(separator: ", ")
    }
}
