internal import Synchronization

/// A continuation resumed once, by whichever comes first (the work's end, its deadline, a refusal); later
/// results are dropped.
final class OneShot<Value: Sendable>: Sendable {
    private let continuation: Mutex<CheckedContinuation<Value, any Error>?>

    init(_ continuation: CheckedContinuation<Value, any Error>) {
        self.continuation = Mutex(continuation)
    }

    /// Whether it has been resumed.
    var isAnswered: Bool { continuation.withLock { $0 == nil } }

    /// Resumes it with `result`; `false` when it had been resumed already.
    @discardableResult
    func resume(with result: Result<Value, any Error>) -> Bool {
        let pending = continuation.withLock { continuation in
            defer { continuation = nil }
            return continuation
        }
        pending?.resume(with: result)
        return pending != nil
    }
}
