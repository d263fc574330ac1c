internal import Synchronization

/// One piece of work in flight and the requests waiting for it, each for at most its own time limit.
///
/// A waiter costs one continuation and one entry in a `DeadlineWatch`, both gone the moment the work finishes or
/// the limit passes: no task sleeps out the whole time limit after its request was answered (issue 14), and a
/// waiter that gives up answers at once even while the work itself (a render on the thread pool, which cannot
/// be interrupted) runs on.
final class Flight<Value: Sendable>: Sendable {
    private struct Waiter {
        let continuation: CheckedContinuation<Value, any Error>
        /// Forgets the waiter's deadline.
        let cancel: @Sendable () -> Void
    }

    private struct State {
        var result: Result<Value, any Error>?
        var waiters: [UInt64: Waiter] = [:]
        var nextID: UInt64 = 0
    }

    private let state = Mutex(State())

    /// Starts `work` in a task of its own; its result goes to every waiter.
    static func start(_ work: @escaping @Sendable () async throws -> Value) -> Flight {
        let flight = Flight()
        Task {
            do {
                flight.finish(.success(try await work()))
            } catch {
                flight.finish(.failure(error))
            }
        }
        return flight
    }

    /// Waits for the result at most `limit`; past it throws `ServiceError.timedOut(limit)`. `watch` keeps the limit.
    func wait(limit: Duration, watch: DeadlineWatch = .shared) async throws -> Value {
        if let result = state.withLock({ $0.result }) { return try result.get() }
        return try await withCheckedThrowingContinuation { continuation in
            let id: UInt64? = state.withLock { state in
                if state.result != nil { return nil }
                state.nextID += 1
                return state.nextID
            }
            guard let id else { return continuation.resume(with: state.withLock { $0.result! }) }
            let token = watch.watch(until: .now + limit) { self.expire(id, limit: limit) }
            let finished: Result<Value, any Error>? = state.withLock { state in
                if let result = state.result { return result }
                state.waiters[id] = Waiter(continuation: continuation, cancel: { watch.cancel(token) })
                return nil
            }
            if let finished {
                watch.cancel(token)
                continuation.resume(with: finished)
            }
        }
    }

    /// Hands `result` to every waiter (once; later calls are ignored).
    func finish(_ result: Result<Value, any Error>) {
        let waiters: [Waiter] = state.withLock { state in
            guard state.result == nil else { return [] }
            state.result = result
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        for waiter in waiters {
            waiter.cancel()
            waiter.continuation.resume(with: result)
        }
    }

    private func expire(_ id: UInt64, limit: Duration) {
        let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
        waiter?.continuation.resume(throwing: ServiceError.timedOut(limit))
    }
}
