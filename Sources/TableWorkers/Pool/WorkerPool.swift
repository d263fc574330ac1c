internal import CWorkerProcess
internal import Foundation
public import Logging
internal import Synchronization
internal import TableHashing
internal import TableSpec

#if canImport(Glibc)
    internal import Glibc
#endif

/// Worker processes that run the server's jobs, one job per worker at a time (`RenderBackend`).
///
/// - A worker that ends (signal, abort, exit) is replaced at once, whether it was idle or running a job.
/// - A job whose worker crashed is retried once on another worker; when that crashes too, the job fails with
///   `WorkerPoolError.crashed` and its request is refused for a while (`PoisonList`).
/// - A job past its deadline gets its worker killed (and replaced), so the core is free when the 503 leaves.
/// - A worker is replaced after `maxJobs` jobs or when its resident size passes `maxResidentBytes` (read after
///   every long job, else at most every `residentCheckInterval`); one that passes `jobResidentBytes` while it runs
///   a job is killed at once and the job refused (422).
public final class WorkerPool: Sendable {
    let settings: WorkerPoolSettings
    let metrics: any WorkerPoolMetrics
    private let spawner: WorkerSpawner
    private let poison: PoisonList
    private let logger: Logger
    private struct State {
        var idle: [WorkerProcess] = []
        /// Every worker alive, idle or busy, by pid.
        var alive: [pid_t: WorkerProcess] = [:]
        var shutDown = false
    }
    private let state = Mutex(State())
    /// What the first worker said confines it (`WorkerConfinement`).
    public var confinement: Int32 { firstConfinement.withLock { $0 } }
    private let firstConfinement = Mutex<Int32>(0)

    /// Starts `settings.size` workers with `worker` settings.
    public init(
        settings: WorkerPoolSettings, worker: WorkerSettings, metrics: any WorkerPoolMetrics, logger: Logger
    ) throws {
        self.settings = settings
        self.metrics = metrics
        self.logger = logger
        spawner = try WorkerSpawner(
            executable: settings.executable, settings: worker, environment: settings.environment)
        poison = PoisonList(time: settings.poisonTime, capacity: settings.poisonCapacity)
        for _ in 0..<settings.size { try startIdleWorker() }
        try greetAll()
    }

    /// Waits for every first worker's hello (they load their fonts at once), so that a worker that cannot start
    /// stops the server at start-up, and logs what confines them.
    private func greetAll() throws {
        let workers = state.withLock { $0.idle }
        let deadline = ContinuousClock.now + Self.startTimeout
        for worker in workers {
            do { try worker.greet(until: deadline) } catch {
                let exit = worker.waitForExit(timeout: .seconds(1)).map { " (\($0))" } ?? ""
                shutdown()
                throw WorkerPoolError.startFailed("worker \(worker.pid) did not start: \(error)\(exit)")
            }
        }
        let bits = workers.first?.confinement ?? 0
        firstConfinement.withLock { $0 = bits }
        let confinement = WorkerConfinement.names(bits)
        logger.info(
            "render workers started",
            metadata: ["workers": "\(workers.count)", "confinement": "\(confinement.joined(separator: ","))"])
    }

    /// How long the first workers may take to load their fonts.
    static let startTimeout: Duration = .seconds(60)

    /// Workers alive now.
    public var liveWorkers: Int? { state.withLock { $0.alive.count } }
    /// The pids of the workers alive now.
    var pids: [pid_t] { state.withLock { Array($0.alive.keys) } }
    public var workerPIDs: [Int32]? { pids }

    public func refuseIfPoisoned(_ job: WorkerJob) throws {
        guard !poison.isEmpty else { return }
        let digest = Self.digest(job)
        if poison.contains(digest) {
            metrics.workerPoisonRefusal()
            throw WorkerPoolError.poisoned(digest: digest)
        }
    }

    public func run(
        _ job: WorkerJob, until deadline: WorkDeadline, options: JobOptions, decide: (JobFacts) -> Bool
    ) throws
        -> JobResult?
    {
        try refuseIfPoisoned(job)
        var firstExit: WorkerExit?
        while true {
            let worker = try checkOut()
            let jobStarted = ContinuousClock.now
            let outcome: Result<JobResult?, WorkerFailure>
            do {
                outcome = try worker.perform(
                    job, until: deadline, options: options, maxReplyBytes: settings.maxReplyBytes,
                    residentLimit: settings.jobResidentBytes, decide: decide)
            } catch WorkerPoolError.memoryExceeded(let limit) {
                // Killed already; the job would grow as large on another worker: it is refused, not retried.
                replace(worker)
                metrics.workerRecycle("memory")
                throw WorkerPoolError.memoryExceeded(limit: limit)
            } catch FrameError.timedOut {
                worker.kill()
                replace(worker)
                metrics.workerDeadlineKill()
                throw WorkerFailure.timedOut(deadline.limit)
            } catch {
                // The channel broke or carried nonsense: the worker crashed, or must be treated as if it had.
                worker.kill()
                let exit = worker.waitForExit(timeout: .seconds(1)) ?? .signaled(SIGKILL)
                replace(worker)
                metrics.workerCrash(exit.label)
                let digest = Self.digest(job)
                logger.error(
                    "render worker crashed",
                    metadata: [
                        "pid": "\(worker.pid)", "exit": "\(exit)", "job": "\(job.kind)", "request": "\(digest)",
                        "error": "\(error)",
                    ])
                if firstExit == nil {
                    firstExit = exit
                    metrics.workerRetry()
                    continue
                }
                poison.add(digest)
                throw WorkerPoolError.crashed(digest: digest, exit: exit.description)
            }
            checkIn(worker, jobStarted: jobStarted)
            switch outcome {
            case .success(let result): return result
            case .failure(let failure): throw failure
            }
        }
    }

    public func shutdown() {
        let workers = state.withLock { state in
            state.shutDown = true
            state.idle = []
            return Array(state.alive.values)
        }
        for worker in workers { worker.retire() }
        for worker in workers where worker.waitForExit(timeout: .seconds(2)) == nil { worker.kill() }
        spawner.finish()
    }

    /// The first 16 hex digits of the SHA-256 of the job's kind and untrusted bytes: how logs and the poison list
    /// name a request without its body.
    static func digest(_ job: WorkerJob) -> String {
        var hasher = SHA256()
        hasher.update(Array(job.kind.utf8))
        hasher.update(job.untrustedBytes)
        return String(SHA256.hexString(hasher.finalize()).prefix(16))
    }

    private func checkOut() throws -> WorkerProcess {
        let taken: WorkerProcess?? = state.withLock { state in
            if state.shutDown { return .none }
            return .some(state.idle.popLast())
        }
        guard let taken else { throw WorkerPoolError.shutDown }
        if let taken { return taken }
        // More jobs than workers (the admission gate allows no more than `size`, so only while one is replaced).
        return try start()
    }

    /// Puts a worker back, or replaces it when it has done its share or grown too large.
    private func checkIn(_ worker: WorkerProcess, jobStarted: ContinuousClock.Instant) {
        let reason: String? =
            worker.jobs >= settings.maxJobs ? "jobs" : isTooLarge(worker, jobStarted: jobStarted) ? "memory" : nil
        if let reason {
            metrics.workerRecycle(reason)
            worker.retire()
            replace(worker)
            return
        }
        let keep = state.withLock { state in
            // A worker that ended after its answer is not put back (its reaper has looked for it in `idle` already).
            guard !state.shutDown, state.alive[worker.pid] != nil, worker.exit == nil else { return false }
            // One started while every worker was busy (a readiness check) does not stay beyond the pool's size.
            guard state.alive.count <= settings.size else { return false }
            state.idle.append(worker)
            return true
        }
        if !keep {
            worker.retire()
            replace(worker)
        }
    }

    /// How often a worker's resident size is read, at most: reading `/proc` takes about as long as a small
    /// render's protocol round trip, and a worker grows past its limit over many jobs (fragmentation), not in one
    /// (a job's own peak is bounded by `RLIMIT_AS`).
    static let residentCheckInterval: Duration = .milliseconds(250)

    /// Whether `worker` is above `maxResidentBytes`, read after its first job, after every job that ran longer
    /// than `WorkerProcess.residentWatchInterval` (a large one, which may have grown it), and otherwise at most
    /// every `residentCheckInterval`.
    private func isTooLarge(_ worker: WorkerProcess, jobStarted: ContinuousClock.Instant) -> Bool {
        let now = ContinuousClock.now
        let long = now - jobStarted > WorkerProcess.residentWatchInterval
        if !long, let last = worker.residentCheckedAt, now - last < Self.residentCheckInterval { return false }
        worker.residentCheckedAt = now
        return tableshot_resident_bytes(worker.pid) > settings.maxResidentBytes
    }

    /// Forgets `worker` (it has ended or is ending) and starts another in its place.
    private func replace(_ worker: WorkerProcess) {
        let goOn = state.withLock { state in
            state.alive.removeValue(forKey: worker.pid)
            return !state.shutDown
        }
        guard goOn else { return }
        do { try startIdleWorker() } catch {
            logger.error("cannot start a render worker", metadata: ["error": "\(error)"])
        }
    }

    private func startIdleWorker() throws {
        let worker = try start()
        state.withLock { $0.idle.append(worker) }
    }

    /// Starts a worker, counted and watched.
    private func start() throws -> WorkerProcess {
        let worker = try spawner.spawn()
        state.withLock { $0.alive[worker.pid] = worker }
        metrics.workerStart()
        worker.watch { [weak self] worker, exit in self?.ended(worker, exit) }
        return worker
    }

    /// Called on the reaper's thread when a worker has ended: an idle one is replaced here (a busy one by the
    /// thread running its job, which sees its channel end).
    private func ended(_ worker: WorkerProcess, _ exit: WorkerExit) {
        let wasIdle = state.withLock { state in
            guard let index = state.idle.firstIndex(where: { $0 === worker }) else { return false }
            state.idle.remove(at: index)
            return true
        }
        guard wasIdle else { return }
        metrics.workerCrash(exit.label)
        logger.error("idle render worker ended", metadata: ["pid": "\(worker.pid)", "exit": "\(exit)"])
        replace(worker)
    }
}
