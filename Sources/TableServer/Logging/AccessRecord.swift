internal import Synchronization

/// What a request's inner middleware learn about its outcome that its response does not show, kept for its access
/// line (`RequestIDMiddleware`): the problem an error became, and whether it was the time limit (a 503 the same as
/// load shedding on the wire, but logged as a warning). One per request, in its context.
final class AccessRecord: Sendable {
    /// An error the request ended with.
    struct Problem: Sendable, Equatable {
        /// The problem document's `type` (`urn:tableshot:problem:…`, or `about:blank`).
        let type: String
        /// Whether it was the per-request time limit (`ServiceError.timedOut`).
        let timedOut: Bool
    }

    private let noted = Mutex<Problem?>(nil)

    /// The problem noted, if any.
    var problem: Problem? { noted.withLock { $0 } }

    /// Notes the problem the request's error became (`ProblemMiddleware`).
    func note(_ problem: Problem) { noted.withLock { $0 = problem } }
}
