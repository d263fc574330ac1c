/// What a `WorkerPool` counts: the server's metrics (`/metrics`) implement it; programs without a server count
/// nothing (`UncountedWorkerPool`).
public protocol WorkerPoolMetrics: Sendable {
    /// A worker process started (at start-up, or in place of one that ended).
    func workerStart()
    /// A worker process ended unasked: by `signal` (`SIGSEGV`, `SIGABRT`, `SIGKILL`, …) or `exit`.
    func workerCrash(_ signal: String)
    /// A job retried on another worker after its worker crashed.
    func workerRetry()
    /// A worker replaced after its share of jobs (`jobs`) or above its resident size (`memory`).
    func workerRecycle(_ reason: String)
    /// A worker killed because its job passed the request's time limit.
    func workerDeadlineKill()
    /// A request refused because it crashed two workers a moment ago.
    func workerPoisonRefusal()
}

/// A pool's metrics that count nothing (`tableshot test`, `tableshot bench --concurrent`).
public struct UncountedWorkerPool: WorkerPoolMetrics {
    public init() {}
    public func workerStart() {}
    public func workerCrash(_ signal: String) {}
    public func workerRetry() {}
    public func workerRecycle(_ reason: String) {}
    public func workerDeadlineKill() {}
    public func workerPoisonRefusal() {}
}
