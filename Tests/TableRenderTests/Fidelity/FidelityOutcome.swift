import Foundation
import TablePixels
import TableRender
import TableShotTesting
import Testing

/// What every fidelity result holds, whichever look its reference is in: the crops, the scores and the
/// geometry checks with the floors and known differences of its reference. The assertions, the known-
/// difference report and the side-by-side panel are written once here for `FidelityResult` (iOS 12 and
/// classic) and `ModernFidelityResult` (iOS 16–18 and 26).
protocol FidelityOutcome {
    var name: String { get }
    var table: DecodedImage { get }
    var ours: DecodedImage { get }
    var score: FidelityScore { get }
    var checks: [GeometryCheck] { get }
    var pixelShareFloor: Double { get }
    var ssimFloor: Double { get }
    var knownIssues: [KnownGeometryIssue] { get }
}

extension FidelityOutcome {
    var passedChecks: Int { checks.filter(\.passed).count }

    /// The failed checks that a known issue explains, with its reason.
    var knownFailures: [(check: GeometryCheck, reason: String)] {
        checks.compactMap { check in knownIssues.first { $0.matches(check) }.map { (check, $0.reason) } }
    }

    /// The scores stay at or above their floors.
    func assertScores() {
        #expect(
            score.pixelShare >= pixelShareFloor,
            "\(name): pixel share \(score.pixelShare) fell below \(pixelShareFloor)")
        #expect(score.ssim >= ssimFloor, "\(name): SSIM \(score.ssim) fell below \(ssimFloor)")
    }

    /// Every failed check is a known issue (recorded as one), and every known issue is still seen; a stale one
    /// asks to be removed from `list`.
    func assertGeometry(knownIssuesIn list: String) {
        for check in checks where !check.passed {
            if let known = knownIssues.first(where: { $0.matches(check) }) {
                withKnownIssue("\(name): \(known.reason)") { Issue.record("\(name): \(check)") }
            } else {
                Issue.record("\(name): \(check)")
            }
        }
        for known in knownIssues where !checks.contains(where: known.matches) {
            let stale =
                "known issue no longer seen (\(known.kind.rawValue) \(known.subject): reference \(known.reference), "
                + "ours \(known.ours))"
            Issue.record("\(name): \(stale); remove it from \(list)")
        }
    }

    /// Writes the side-by-side panel (reference crop, our render, their diff) to `file`.
    func writePanel(to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(FidelityPanel.sideBySide(reference: table, ours: ours).pngData()).write(to: file)
    }
}

enum FidelityReportSection {
    /// One bullet per reason, with the checks it explains in each image, each as `describe` words it.
    static func knownDifferences(_ results: [any FidelityOutcome], describe: (GeometryCheck) -> String) -> [String] {
        var reasons: [String] = []
        var checksByReason: [String: [(image: String, check: GeometryCheck)]] = [:]
        for result in results {
            for (check, reason) in result.knownFailures {
                if checksByReason[reason] == nil { reasons.append(reason) }
                checksByReason[reason, default: []].append((result.name, check))
            }
        }
        guard !reasons.isEmpty else { return ["None."] }
        return reasons.flatMap { reason -> [String] in
            let entries = checksByReason[reason] ?? []
            let images = entries.map(\.image).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            return ["- \(reason):"]
                + images.map { image in
                    let checks = entries.filter { $0.image == image }.map { describe($0.check) }
                    return "  - `\(image)` (\(checks.count)): " + checks.joined(separator: "; ")
                }
        }
    }
}
