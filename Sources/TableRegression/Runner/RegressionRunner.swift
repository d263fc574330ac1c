internal import Dispatch
public import Foundation
internal import Synchronization
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
    /// Cases rendered and compared at once (the renderer must take that many calls at once).
    public let concurrency: Int
    /// The cases to run; the others are left out of the run and its report.
    public let selection: SpecSelection
    /// What to do with the baselines no case renders.
    public let obsolete: ObsoletePolicy

    public init(
        specsDirectory: URL, baselinesDirectory: URL, outputDirectory: URL, record: RecordMode,
        options: DiffOptions, renderer: any SpecRendering, decoder: SpecDecoder, concurrency: Int = 1,
        selection: SpecSelection = .all, obsolete: ObsoletePolicy = .warn
    ) {
        self.concurrency = max(1, concurrency)
        self.selection = selection
        self.obsolete = obsolete
        self.specsDirectory = specsDirectory
        self.baselinesDirectory = baselinesDirectory
        self.outputDirectory = outputDirectory
        self.record = record
        self.options = options
        self.renderer = renderer
        self.decoder = decoder
    }

    /// Runs every case the selection takes, `concurrency` at once, and returns the report in the specs' order (the
    /// caller writes it), with the baselines no spec renders that the selection would take.
    public func run(timestamp: String) -> RunReport {
        let every = SpecDiscovery.specs(in: specsDirectory).flatMap(cases)
        let work = every.filter { selection.takes(name: $0.name, specPath: $0.specPath) }
        let results = Mutex([CaseResult?](repeating: nil, count: work.count))
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: min(concurrency, max(1, work.count))) { _ in
            while case let index = next.add(1, ordering: .relaxed).oldValue, index < work.count {
                let result = run(work[index])
                results.withLock { $0[index] = result }
            }
        }
        var cases = results.withLock { $0.compactMap { $0 } }
        var obsolete = obsoleteBaselines(every)
        if self.obsolete == .delete {
            for failure in ObsoleteBaselines.delete(obsolete, in: baselinesDirectory) {
                obsolete.removeAll { $0 == failure.file }
                let name = String(failure.file.dropLast(".png".count))
                cases.append(
                    CaseResult(
                        name: name, specPath: "", outcome: .error,
                        message: "cannot delete the obsolete baseline \(failure.file): \(failure.reason)"))
            }
        }
        return RunReport(
            suiteName: specsDirectory.lastPathComponent, cases: cases, timestamp: timestamp,
            obsoleteBaselines: obsolete, obsoletePolicy: self.obsolete)
    }

    /// The baselines no case of `every` renders, of those the selection takes.
    private func obsoleteBaselines(_ every: [Work]) -> [String] {
        var rendered: Set<String> = []
        var unreadable: [String] = []
        for work in every {
            if case .unreadable = work { unreadable.append(work.name) } else { rendered.insert(work.name) }
        }
        return ObsoleteBaselines.find(
            in: baselinesDirectory, rendered: rendered, unreadable: unreadable, output: outputDirectory
        ).filter { selection.takes(baseline: String($0.dropLast(".png".count))) }
    }

    /// One case to run: a variant of a spec file, or a spec file that cannot be read (an `error` case).
    private enum Work {
        case variant(stem: String, specPath: String, SpecVariant)
        case unreadable(CaseResult)

        /// The image's name (`cells/value1@ios7-375w-2x`; an unreadable spec's stem).
        var name: String {
            switch self {
            case .variant(let stem, _, let variant): stem + variant.suffix
            case .unreadable(let result): result.name
            }
        }

        var specPath: String {
            switch self {
            case .variant(_, let specPath, _): specPath
            case .unreadable(let result): result.specPath
            }
        }
    }

    /// Every variant of one spec file; a spec that cannot be read is one `error` case.
    private func cases(_ specPath: String) -> [Work] {
        let stem = String(specPath.dropLast(".json".count))
        do {
            let bytes = try [UInt8](Data(contentsOf: specsDirectory.appendingPathComponent(specPath)))
            return try decoder.decodeVariants(bytes).map { .variant(stem: stem, specPath: specPath, $0) }
        } catch let error as SpecError {
            return [.unreadable(CaseResult(name: stem, specPath: specPath, outcome: .error, message: error.summary))]
        } catch {
            return [
                .unreadable(
                    CaseResult(name: stem, specPath: specPath, outcome: .error, message: "cannot read: \(error)"))
            ]
        }
    }

    private func run(_ work: Work) -> CaseResult {
        switch work {
        case .unreadable(let result): return result
        case .variant(_, let specPath, let variant):
            let clock = ContinuousClock()
            let start = clock.now
            var result = runCase(name: work.name, specPath: specPath, variant: variant)
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
        case .invalid(let issues, let omitted):
            return issues.map { "\($0.path): \($0.message)" }.joined(separator: "; ")
                + (omitted > 0 ? "; … and \(omitted) more" : "")
        default: return "\(self)"
        }
    }
}
