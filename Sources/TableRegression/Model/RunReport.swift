/// Every case of one `tableshot test` run, in the order they ran.
public struct RunReport: Sendable, Equatable {
    /// The suite's name (the specs directory's name).
    public var suiteName: String
    public var cases: [CaseResult]
    /// When the run started, ISO 8601 (`2026-11-22T13:19:27Z`).
    public var timestamp: String
    /// The baselines no spec or variant renders any more, relative to the baselines folder
    /// (`old/screen@ios7-375w-2x.png`), sorted; a run of some specs only looks at those it would compare with.
    public var obsoleteBaselines: [String]
    /// What the run did with `obsoleteBaselines`: listed them, failed for them, or deleted them.
    public var obsoletePolicy: ObsoletePolicy

    public init(
        suiteName: String, cases: [CaseResult], timestamp: String, obsoleteBaselines: [String] = [],
        obsoletePolicy: ObsoletePolicy = .warn
    ) {
        self.suiteName = suiteName
        self.cases = cases
        self.timestamp = timestamp
        self.obsoleteBaselines = obsoleteBaselines
        self.obsoletePolicy = obsoletePolicy
    }

    /// How many cases ended with `outcome`.
    public func count(_ outcome: CaseResult.Outcome) -> Int { cases.filter { $0.outcome == outcome }.count }

    /// Whether the run fails a build: any failed or errored case, or an obsolete baseline under `fail`.
    public var failed: Bool {
        cases.contains { $0.outcome == .failed || $0.outcome == .error }
            || (obsoletePolicy == .fail && !obsoleteBaselines.isEmpty)
    }

    /// Total wall time of the cases, in seconds.
    public var seconds: Double { cases.reduce(0) { $0 + $1.seconds } }
}
