internal import TableRender
public import TableWorkers

#if canImport(Glibc)
    internal import Glibc
#endif

/// What runs the server's `WorkerJob`s: a pool of worker processes (`WorkerPool`, what `tableshot serve` uses), or
/// the pipeline in this process (`InProcessRenderer`: tests and embedding). `run` blocks the calling thread, which
/// holds an admission-gate slot.
protocol RenderBackend: Sendable {
    /// Runs `job` within `deadline`; a render job's facts go to `decide` first (which may be asked again if the
    /// job is retried) and its file is kept only if `decide` says so (`nil` otherwise; unless `options` say the
    /// render is speculative, it is not even drawn). Throws the job's own error (a problem with the request),
    /// `WorkerFailure.timedOut` past the deadline, or `WorkerPoolError`. Called through `run`.
    func perform(_ job: WorkerJob, until deadline: WorkDeadline, options: JobOptions, decide: (JobFacts) -> Bool)
        throws -> JobResult?

    /// Stops every worker (the server is shutting down).
    func shutdown()

    /// Worker processes alive now (`nil` in process).
    var liveWorkers: Int? { get }

    /// The pids of the worker processes alive now (`nil` in process), whose size and CPU time `/metrics` reads.
    var workerPIDs: [pid_t]? { get }

    /// Throws `WorkerPoolError.poisoned` when `job`'s request crashed two workers a moment ago: checked before the
    /// job waits for a worker, so that it is refused at once.
    func refuseIfPoisoned(_ job: WorkerJob) throws
}

extension RenderBackend {
    /// `perform`, with the job's time limit as the server's `ServiceError.timedOut` (counted as a rejection and
    /// answered with `Retry-After`, as the admission gate's own).
    func run(_ job: WorkerJob, until deadline: WorkDeadline, options: JobOptions, decide: (JobFacts) -> Bool) throws
        -> JobResult?
    {
        do {
            return try perform(job, until: deadline, options: options, decide: decide)
        } catch WorkerFailure.timedOut(let limit) {
            throw ServiceError.timedOut(limit)
        }
    }
}

/// The pool of worker processes `tableshot serve` renders in.
extension WorkerPool: RenderBackend {
    func perform(_ job: WorkerJob, until deadline: WorkDeadline, options: JobOptions, decide: (JobFacts) -> Bool)
        throws -> JobResult?
    {
        try run(job, until: deadline, options: options, decide: decide)
    }
}

/// Runs jobs with the server's own pipeline, on the calling thread: no isolation from the C libraries' faults.
struct InProcessRenderer: RenderBackend {

    let pipeline: RenderPipeline

    init(pipeline: RenderPipeline) { self.pipeline = pipeline }

    func perform(_ job: WorkerJob, until deadline: WorkDeadline, options: JobOptions, decide: (JobFacts) -> Bool)
        throws -> JobResult?
    {
        try JobRunner(pipeline: pipeline, spareCore: options.spareCore).run(job, until: deadline, decide: decide)
    }

    func shutdown() {}

    var liveWorkers: Int? { nil }

    var workerPIDs: [pid_t]? { nil }

    func refuseIfPoisoned(_ job: WorkerJob) throws {}
}
