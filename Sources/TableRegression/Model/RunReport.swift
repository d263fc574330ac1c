/// Every case of one `tableshot test` run, in the order they ran.
public struct RunReport: Sendable, Equatable {
    /// The suite's name (the specs directory's name).
    public var suiteName: String
    public var cases: [CaseResult]
    /// When the run started, ISO 8601 (`2026-11-22T13:19:27Z`).
    public var timestamp: String

    public init(suiteName: String, cases: [CaseResult], timestamp: String) {
        self.suiteName = suiteName
        self.cases = cases
        self.timestamp = timestamp
    }

    /// How many cases ended with `outcome`.
    public func count(_ outcome: CaseResult.Outcome) -> Int { cases.filter { $0.outcome == outcome }.count }

    /// Whether the run fails a build: any failed or errored case.
    public var failed: Bool { cases.contains { $0.outcome == .failed || $0.outcome == .error } }

    /// Total wall time of the cases, in seconds.
    public var seconds: Double { cases.reduce(0) { $0 + $1.seconds } }
}
