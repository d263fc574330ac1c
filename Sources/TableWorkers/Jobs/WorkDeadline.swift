/// The end of a request's time limit, for heavy work that runs in steps (a compare's decoding and diffing, a
/// batch's layouts): each step checks it first, so work that nobody waits for any more stops at its next step
/// instead of running to its end, and a request past its limit is refused even when the timer that answers
/// the waiting client is late (issue 14).
public struct WorkDeadline: Sendable {
    public let instant: ContinuousClock.Instant
    /// The per-request limit it was made from, named in the error.
    public let limit: Duration

    public init(limit: Duration, from start: ContinuousClock.Instant = .now) {
        self.instant = start + limit
        self.limit = limit
    }

    /// The time left (zero or less once past).
    public var remaining: Duration { instant - .now }

    /// Throws `WorkerFailure.timedOut(limit)` once the deadline has passed.
    public func check() throws(WorkerFailure) {
        if ContinuousClock.now >= instant { throw .timedOut(limit) }
    }
}
