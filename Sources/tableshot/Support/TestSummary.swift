internal import Foundation
internal import TableRegression

/// What `tableshot test` prints: a line per case, then the totals and where the reports are.
enum TestSummary {
    static func lines(_ report: RunReport, mode: RecordMode, output: URL) -> [String] {
        var lines = report.cases.map { result -> String in
            switch result.outcome {
            case .passed: return "✓ \(result.name)"
            case .recorded: return "● \(result.name): \(result.message)"
            case .failed: return "✗ \(result.name): \(result.message)"
            case .error: return "! \(result.name): \(result.message)"
            }
        }
        if report.cases.isEmpty { lines.append("no specs found") }
        lines.append(
            "\(report.count(.passed)) passed, \(report.count(.failed)) failed, \(report.count(.recorded)) recorded, "
                + "\(report.count(.error)) errors (record mode: \(mode.rawValue))")
        lines.append("report: \(output.appendingPathComponent("index.html").path)")
        lines.append("junit: \(output.appendingPathComponent("junit.xml").path)")
        if report.count(.failed) > 0 {
            lines.append(
                "approve every change: cp -R \(output.appendingPathComponent("candidates").path)/. <baselines>/")
        }
        return lines
    }
}
