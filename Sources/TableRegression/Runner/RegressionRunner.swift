public import Foundation
public import TableDiff
public import TableSpec

/// Runs a folder of specs against a folder of baseline PNGs: renders every spec (every variant),
/// compares each image with `<baselines>/<spec path without .json><variant suffix>.png`, records
/// baselines as `record` says, and writes, for every image that does not match, the actual render, the
/// diff image, a copy of the baseline and a candidate baseline into `output`:
///
/// - `<output>/<name>.actual.png`, `<name>.diff.png`, `<name>.expected.png`
/// - `<output>/candidates/<name>.png`: the render under its baseline name, so that approving every
///   change is `cp -R <output>/candidates/. <baselines>/`.
public struct RegressionRunner: Sendable {
    public let specsDirectory: URL
    public let baselinesDirectory: URL
    public let outputDirectory: URL
    public let record: RecordMode
    public let options: DiffOptions
    public let renderer: any SpecRendering
    public let decoder: SpecDecoder

    public init(
        specsDirectory: URL, baselinesDirectory: URL, outputDirectory: URL, record: RecordMode,
        options: DiffOptions, renderer: any SpecRendering, decoder: SpecDecoder
    ) {
        self.specsDirectory = specsDirectory
        self.baselinesDirectory = baselinesDirectory
        self.outputDirectory = outputDirectory
        self.record = record
        self.options = options
        self.renderer = renderer
        self.decoder = decoder
    }

    /// Runs every spec and returns the report (the caller writes it).
    public func run(timestamp: String) -> RunReport {
        var cases: [CaseResult] = []
        for specPath in SpecDiscovery.specs(in: specsDirectory) {
            cases += runSpec(specPath)
        }
        return RunReport(suiteName: specsDirectory.lastPathComponent, cases: cases, timestamp: timestamp)
    }

    /// Every variant of one spec file; a spec that cannot be read is one `error` case.
    private func runSpec(_ specPath: String) -> [CaseResult] {
        let stem = String(specPath.dropLast(".json".count))
        let variants: [SpecVariant]
        do {
            let bytes = try [UInt8](Data(contentsOf: specsDirectory.appendingPathComponent(specPath)))
            variants = try decoder.decodeVariants(bytes)
        } catch let error as SpecError {
            return [CaseResult(name: stem, specPath: specPath, outcome: .error, message: error.summary)]
        } catch {
            return [CaseResult(name: stem, specPath: specPath, outcome: .error, message: "cannot read: \(error)")]
        }
        return variants.map { variant in
            let clock = ContinuousClock()
            let start = clock.now
            var result = runCase(name: stem + variant.suffix, specPath: specPath, variant: variant)
            let elapsed = (clock.now - start).components
            result.seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
            return result
        }
    }
}

extension SpecError {
    /// All problems on one line.
    var summary: String {
        switch self {
        case .invalid(let issues): return issues.map { "\($0.path): \($0.message)" }.joined(separator: "; ")
        default: return "\(self)"
        }
    }
}
