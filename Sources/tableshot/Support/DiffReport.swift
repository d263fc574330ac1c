internal import Foundation
internal import TableDiff
internal import TableRegression

/// How `tableshot diff` prints a comparison.
enum DiffReport {
    static func text(_ result: ImageDiffResult) -> String {
        if let mismatch = result.sizeMismatch { return "different sizes: \(mismatch)" }
        let percent = String(format: "%.4f", result.diffRatio * 100)
        let verdict = result.match ? "match" : "mismatch"
        return
            "\(verdict): \(result.diffPixels) pixels differ (\(percent) %), \(result.antialiasedPixels) anti-aliased, "
            + "max delta \(String(format: "%.4f", result.maxDelta)), \(result.regions.count) regions"
    }

    static func json(_ result: ImageDiffResult) -> String {
        String(decoding: ComparisonJSON.render(result), as: UTF8.self)
    }
}
