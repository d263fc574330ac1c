internal import NIOCore
internal import NIOPosix
internal import Synchronization
internal import TableWorkers

/// A bounded render pool: at most `workers` jobs run at once and at most `queueLimit` wait; a request beyond that
/// is refused at once (503) instead of piling up latency, and one that is not answered by its deadline gives up.
///
/// Jobs (`run`) go to NIO's blocking thread pool, and the thread that ends one runs the next queued job itself:
/// an admitted request costs one hand-off to a pool thread and one back to its task, nothing more (issue 14's
/// request path: a render used to hop through a task of its own, an event-loop timer and a second
/// continuation). `acquire` and `release` hold a slot around other work (and in tests). Time limits are kept by
/// a `DeadlineWatch`, not by a timer per request.
final class AdmissionGate: Sendable {
    /// A job: runs its work and answers its request (`true`), or answers that the pool is shut down (`false`).
    typealias Job = @Sendable (_ poolIsActive: Bool) -> Void

    /// What waits in the queue: a caller of `acquire`, resumed with the slot, or a job for a pool thread.
    private enum Entry {
        case waiter(OneShot<Void>)
        case job(Job)
    }

    private struct State {
        var active = 0
        var queue = CircularBuffer<(id: UInt64, entry: Entry)>()
    }

    let workers: Int
    let queueLimit: Int
    private let watch: DeadlineWatch
    private let pool: NIOThreadPool
    private let state = Mutex(State())
    private let ids = Atomic<UInt64>(0)

    init(workers: Int, queueLimit: Int, watch: DeadlineWatch = .shared, pool: NIOThreadPool = .singleton) {
        self.workers = max(1, workers)
        self.queueLimit = max(0, queueLimit)
        self.watch = watch
        self.pool = pool
    }

    /// Requests waiting for a worker.
    var queueDepth: Int { state.withLock { $0.queue.count } }
    /// Jobs running (and slots held) now.
    var active: Int { state.withLock { $0.active } }
    /// Whether a request would be admitted or queued now rather than refused.
    var hasRoom: Bool { state.withLock { $0.active < workers || $0.queue.count < queueLimit } }

    /// Runs `work` on a pool thread once a worker is free, and returns its result; refused at once with
    /// `ServiceError.saturated` when the queue is full, and `ServiceError.timedOut` once `deadline` passes, queued
    /// or running (a running job goes on to its end, holding its slot, and its result is dropped). A job whose
    /// `client` has gone when a worker takes it is not run (`ServiceError.clientGone`): the worker goes on to the
    /// next.
    func run<T: Sendable>(
        until deadline: WorkDeadline, client: ClientPresence = .unknown, _ work: @escaping @Sendable () throws -> T
    ) async throws -> T {
        guard deadline.remaining > .zero else { throw ServiceError.timedOut(deadline.limit) }
        return try await withCheckedThrowingContinuation { continuation in
            let answer = OneShot(continuation)
            let id = ids.add(1, ordering: .relaxed).newValue
            let token = watch.watch(until: deadline.instant) { [self] in
                drop(id)
                answer.resume(with: .failure(ServiceError.timedOut(deadline.limit)))
            }
            let job: Job = { [watch] poolIsActive in
                defer { watch.cancel(token) }
                guard !answer.isAnswered else { return }  // past its deadline while queued
                guard poolIsActive else {
                    answer.resume(with: .failure(ServiceError.saturated))
                    return
                }
                guard !client.isGone else {
                    answer.resume(with: .failure(ServiceError.clientGone))
                    return
                }
                answer.resume(with: Result { try work() })
            }
            switch admit(id: id, .job(job)) {
            case .admitted: start(job)
            case .queued: break
            case .refused:
                watch.cancel(token)
                answer.resume(with: .failure(ServiceError.saturated))
            }
        }
    }

    /// Takes a worker slot, waiting at most `timeout`; pair with `release()`.
    func acquire(timeout: Duration) async throws(ServiceError) {
        do {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let answer = OneShot(continuation)
                let id = ids.add(1, ordering: .relaxed).newValue
                switch admit(id: id, .waiter(answer)) {
                case .admitted: answer.resume(with: .success(()))
                case .refused: answer.resume(with: .failure(ServiceError.saturated))
                case .queued:
                    let token = watch.watch(until: .now + timeout) { [self] in
                        drop(id)
                        answer.resume(with: .failure(ServiceError.timedOut(timeout)))
                    }
                    // Admitted or expired in the meantime: the entry is not needed any more.
                    if answer.isAnswered { watch.cancel(token) }
                }
            }
        } catch {
            throw error as? ServiceError ?? .timedOut(timeout)
        }
    }

    /// Gives a slot taken by `acquire` back: to the longest-waiting request (a queued job starts on a pool thread).
    func release() {
        if let job = handOver() { start(job) }
    }

    private enum Admission { case admitted, queued, refused }

    /// Admits, queues or refuses a request in one step under the lock: deciding to queue and joining the queue
    /// must not be apart, or a slot released in between is lost and the queue stalls until its timeouts.
    private func admit(id: UInt64, _ entry: Entry) -> Admission {
        state.withLock { state in
            if state.active < workers && state.queue.isEmpty {
                state.active += 1
                return .admitted
            }
            guard state.queue.count < queueLimit else { return .refused }
            state.queue.append((id, entry))
            return .queued
        }
    }

    /// Removes a request from the queue (nothing when it has left it).
    private func drop(_ id: UInt64) {
        state.withLock { state in
            if let index = state.queue.firstIndex(where: { $0.id == id }) { state.queue.remove(at: index) }
        }
    }

    /// Runs `job` on a pool thread, then every job the queue hands that thread.
    private func start(_ job: @escaping Job) {
        pool.submit { [self] poolState in
            let poolIsActive: Bool
            if case .active = poolState { poolIsActive = true } else { poolIsActive = false }
            var next: Job? = job
            while let current = next {
                current(poolIsActive)
                next = handOver()
            }
        }
    }

    /// Passes the caller's slot on: returns the first queued job (for the caller to run), or resumes the first
    /// queued waiter, or frees the slot when nobody waits. A waiter that has just expired is passed over.
    private func handOver() -> Job? {
        while true {
            let first: Entry? = state.withLock { state in
                guard let first = state.queue.popFirst() else {
                    state.active -= 1
                    return nil
                }
                return first.entry
            }
            switch first {
            case nil: return nil
            case .job(let job): return job
            case .waiter(let answer): if answer.resume(with: .success(())) { return nil }
            }
        }
    }
}

/// Why the service refused or abandoned a render.
public enum ServiceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Every worker is busy and the queue is full.
    case saturated
    /// The request waited or rendered longer than the per-request time limit.
    case timedOut(Duration)
    /// The client closed its connection before a worker took the request: it was not run.
    case clientGone

    public var description: String {
        switch self {
        case .saturated: return "every render worker is busy and the queue is full; retry shortly"
        case .timedOut(let limit): return WorkerFailure.timedOut(limit).description
        case .clientGone: return "the client closed its connection before the work started"
        }
    }

    /// The `reason` label of `tableshot_rejected_requests_total`.
    var metricReason: String {
        switch self {
        case .saturated: return "saturated"
        case .timedOut: return "timeout"
        case .clientGone: return "client_gone"
        }
    }
}
