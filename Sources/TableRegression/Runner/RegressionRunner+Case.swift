internal import Foundation
internal import TableDiff
internal import TablePixels
internal import TableRender
internal import TableSpec

extension RegressionRunner {
    /// Renders one variant and settles it against its baseline as the record mode says.
    func runCase(name: String, specPath: String, variant: SpecVariant) -> CaseResult {
        let result = { (outcome: CaseResult.Outcome, message: String) in
            CaseResult(name: name, specPath: specPath, outcome: outcome, message: message)
        }
        let png: [UInt8]
        do { png = try renderer.render(variant) } catch { return result(.error, "render failed: \(error)") }
        let baselineURL = baselinesDirectory.appendingPathComponent(name + ".png")
        let baseline = try? [UInt8](Data(contentsOf: baselineURL))
        do {
            guard let baseline else {
                var missing = result(.recorded, "recorded a new baseline")
                missing.baselineMissing = true
                if record == .none {
                    try writeCandidate(png, name: name)
                    missing.outcome = .failed
                    missing.message = "no baseline at \(baselineURL.path); run with --record missing"
                    missing.actualPath = name + ".actual.png"
                    return missing
                }
                try write(png, to: baselineURL)
                return missing
            }
            if record == .all {
                try write(png, to: baselineURL)
                return result(.recorded, baseline == png ? "rewrote the baseline (unchanged)" : "rewrote the baseline")
            }
            if baseline == png { return result(.passed, "identical bytes") }
            return try compare(png, with: baseline, baselineURL: baselineURL, result: result(.failed, ""))
        } catch {
            return result(.error, "cannot write: \(error)")
        }
    }

    /// Compares two different PNG files pixel by pixel; a mismatch writes the actual, diff and expected
    /// images and the candidate baseline, and with `record: .failed` rewrites the baseline.
    private func compare(
        _ png: [UInt8], with baseline: [UInt8], baselineURL: URL, result: CaseResult
    ) throws -> CaseResult {
        var result = result
        guard let expected = DecodedImage(png: baseline), let actual = DecodedImage(png: png) else {
            result.outcome = .error
            result.message = "the baseline \(baselineURL.path) is not a PNG this tool can read"
            return result
        }
        let diff = ImageDiff.compare(expected: expected, actual: actual, options: options)
        result.diffPixels = diff.diffPixels
        result.diffRatio = diff.diffRatio
        if diff.match {
            result.outcome = .passed
            result.message = "\(diff.diffPixels) pixels differ, within the tolerance"
            return result
        }
        try writeCandidate(png, name: result.name)
        try write(diff.diffImage.pngData(), to: output(result.name + ".diff.png"))
        try write(baseline, to: output(result.name + ".expected.png"))
        result.actualPath = result.name + ".actual.png"
        result.diffPath = result.name + ".diff.png"
        result.baselinePath = result.name + ".expected.png"
        let percent = String(format: "%.3f", diff.diffRatio * 100)
        result.message =
            diff.sizeMismatch ?? "\(diff.diffPixels) pixels differ (\(percent) %) in \(diff.regions.count) regions"
        if record == .failed {
            try write(png, to: baselineURL)
            result.outcome = .recorded
            result.message = "rewrote the baseline: " + result.message
        }
        return result
    }

    /// The render as `<name>.actual.png` and as the candidate baseline `candidates/<name>.png`.
    private func writeCandidate(_ png: [UInt8], name: String) throws {
        try write(png, to: output(name + ".actual.png"))
        try write(png, to: output("candidates/" + name + ".png"))
    }

    private func output(_ relative: String) -> URL { outputDirectory.appendingPathComponent(relative) }

    private func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }
}
