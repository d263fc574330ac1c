/// The outcome of one image of a regression run: a spec (or one of its variants) rendered and
/// compared with its baseline.
public struct CaseResult: Sendable, Equatable {
    /// What happened to the case.
    public enum Outcome: String, Sendable, Equatable, CaseIterable {
        /// The render matched its baseline.
        case passed
        /// The render differs from its baseline (or the baseline is missing and nothing was recorded).
        case failed
        /// The render was written as the baseline (record mode), and the case does not fail.
        case recorded
        /// The spec could not be read or rendered, or a file could not be written.
        case error
    }

    /// The image's name: the spec's file stem, with its variant suffix (`settings@ios7-375w-2x`).
    public var name: String
    /// The spec file, relative to the specs directory.
    public var specPath: String
    public var outcome: Outcome
    /// One line for people: why it failed, or what was recorded.
    public var message: String
    /// Pixels that differ (0 when passed or when there was nothing to compare).
    public var diffPixels: Int
    /// `diffPixels` over the pixel count.
    public var diffRatio: Double
    /// The semantic changes, in words, when the baseline's spec is known (else empty).
    public var changes: [String]
    /// Paths relative to the report directory of the baseline, the actual render and the diff image,
    /// when they exist.
    public var baselinePath: String?
    public var actualPath: String?
    public var diffPath: String?
    /// Wall time of rendering and comparing, in seconds.
    public var seconds: Double
    /// Whether the case had no baseline: it was recorded as a new one (`recorded`), or, in a record mode that
    /// writes nothing, it failed for want of one (`failed`).
    public var baselineMissing: Bool

    public init(
        name: String, specPath: String, outcome: Outcome, message: String, diffPixels: Int = 0,
        diffRatio: Double = 0, changes: [String] = [], baselinePath: String? = nil, actualPath: String? = nil,
        diffPath: String? = nil, seconds: Double = 0, baselineMissing: Bool = false
    ) {
        self.name = name
        self.specPath = specPath
        self.outcome = outcome
        self.message = message
        self.diffPixels = diffPixels
        self.diffRatio = diffRatio
        self.changes = changes
        self.baselinePath = baselinePath
        self.actualPath = actualPath
        self.diffPath = diffPath
        self.seconds = seconds
        self.baselineMissing = baselineMissing
    }
}
