/// The end of a request's time limit, for heavy work that runs in steps (a compare's decoding and diffing, a
/// batch's layouts): each step checks it first, so work that nobody waits for any more stops at its next step
/// instead of running to its end, and a request past its limit is refused even when the timer that answers
/// the waiting client is late (issue 14).
struct WorkDeadline: Sendable {
    let instant: ContinuousClock.Instant
    /// The per-request limit it was made from, named in the error.
    let limit: Duration

    init(limit: Duration, from start: ContinuousClock.Instant = .now) {
        self.instant = start + limit
        self.limit = limit
    }

    /// The time left (zero or less once past).
    var remaining: Duration { instant - .now }

    /// Throws `ServiceError.timedOut(limit)` once the deadline has passed.
    func check() throws(ServiceError) {
        if ContinuousClock.now >= instant { throw .timedOut(limit) }
    }
}
