internal import NIOCore
internal import NIOPosix
internal import Synchronization

/// A bounded render pool: at most `workers` renders run at once and at most
/// `queueLimit` wait; a request beyond that is refused at once (503) instead
/// of piling up latency, and one that waits longer than its deadline gives up.
final class AdmissionGate: Sendable {
    private struct Waiter {
        let id: UInt64
        let continuation: CheckedContinuation<Void, any Error>
        /// Gives up on the wait at the deadline; cancelled when the waiter is admitted.
        var timer: Scheduled<Void>?
    }

    private struct State {
        var active = 0
        var waiters: [Waiter] = []
        var nextID: UInt64 = 0
    }

    let workers: Int
    let queueLimit: Int
    private let state = Mutex(State())

    init(workers: Int, queueLimit: Int) {
        self.workers = max(1, workers)
        self.queueLimit = max(0, queueLimit)
    }

    /// Requests waiting for a worker.
    var queueDepth: Int { state.withLock { $0.waiters.count } }
    /// Renders running now.
    var active: Int { state.withLock { $0.active } }
    /// Whether a request would be admitted or queued now rather than refused.
    var hasRoom: Bool { state.withLock { $0.active < workers || $0.waiters.count < queueLimit } }

    /// Takes a worker slot, waiting at most `timeout`; pair with `release()`.
    func acquire(timeout: Duration) async throws(ServiceError) {
        let admitted = state.withLock { state in
            guard state.active < workers && state.waiters.isEmpty else { return false }
            state.active += 1
            return true
        }
        if admitted { return }
        do {
            try await wait(timeout: timeout)
        } catch {
            throw error as? ServiceError ?? .timedOut(timeout)
        }
    }

    /// Queues the request, or admits or refuses it, in one step under the lock: deciding to queue and joining the
    /// queue must not be apart, or a slot released in between is lost and the queue stalls until its timeouts.
    private func wait(timeout: Duration) async throws {
        enum Outcome { case admitted, rejected, queued(UInt64) }
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let outcome: Outcome = state.withLock { state in
                if state.active < workers {
                    state.active += 1
                    return .admitted
                }
                guard state.waiters.count < queueLimit else { return .rejected }
                state.nextID += 1
                state.waiters.append(Waiter(id: state.nextID, continuation: continuation))
                return .queued(state.nextID)
            }
            switch outcome {
            case .admitted: continuation.resume()
            case .rejected: continuation.resume(throwing: ServiceError.saturated)
            case .queued(let id):
                // An event-loop timer, not a sleeping task: it is cancelled the moment the waiter is admitted, so
                // nothing outlives the request (a task per waiter used to sleep out the whole timeout).
                let timer = MultiThreadedEventLoopGroup.singleton.any().scheduleTask(in: timeout.timeAmount) {
                    self.expire(id: id, timeout: timeout)
                }
                let stillWaiting = state.withLock { state in
                    guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return false }
                    state.waiters[index].timer = timer
                    return true
                }
                if !stillWaiting { timer.cancel() }
            }
        }
    }

    private func expire(id: UInt64, timeout: Duration) {
        let waiter: Waiter? = state.withLock { state in
            guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
            return state.waiters.remove(at: index)
        }
        waiter?.continuation.resume(throwing: ServiceError.timedOut(timeout))
    }

    /// Gives a slot back, handing it straight to the longest-waiting request.
    func release() {
        let next: Waiter? = state.withLock { state in
            guard !state.waiters.isEmpty else {
                state.active -= 1
                return nil
            }
            return state.waiters.removeFirst()
        }
        next?.timer?.cancel()
        next?.continuation.resume()
    }
}

/// Why the service refused or abandoned a render.
public enum ServiceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Every worker is busy and the queue is full.
    case saturated
    /// The request waited or rendered longer than the per-request time limit.
    case timedOut(Duration)

    public var description: String {
        switch self {
        case .saturated: return "every render worker is busy and the queue is full; retry shortly"
        case .timedOut(let limit): return "the render did not finish within the time limit of \(limit)"
        }
    }
}
