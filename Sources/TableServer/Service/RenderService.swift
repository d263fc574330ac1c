internal import Foundation
internal import Logging
internal import NIOPosix
internal import Synchronization
public import TableRender
public import TableSpec
public import TableWorkers

/// Renders specs for the server: a byte-bounded LRU cache keyed by the strong ETag, one render for concurrent
/// identical requests, a bounded pool with a bounded queue, and a per-request time limit. The work itself (decoding,
/// layout, drawing, encoding, diffing) runs in a `RenderBackend`: worker processes under `tableshot serve`.
public final class RenderService: Sendable {
    /// A finished render.
    public struct Rendered: Sendable {
        /// The file: a PNG, or the PDF or SVG asked for.
        public let file: RenderedBytes
        public let etag: String
        /// Whether it came from the cache (or from another request's render).
        public let cached: Bool
        public let timings: RenderTimings?

        /// The file's bytes as an array (a copy when they are in the cache's arena).
        public var bytes: [UInt8] { file.array }
    }

    /// The machine's cores: while fewer jobs run, a render's PNG is encoded on a spare one as it is drawn.
    static let cores = ProcessInfo.processInfo.activeProcessorCount
    /// Request bodies whose ETag and warnings are remembered: about 250 bytes each (a digest, an ETag, usually no
    /// warnings), so at most about 1 MiB.
    static let memoEntries = 4096

    /// The server's pipeline: its configuration and engine (fonts, versions); renders go to `backend`.
    public let pipeline: RenderPipeline
    public let metrics: ServerMetrics
    let cache: RenderCache
    /// What recent request bodies decoded to (`SpecMemo`).
    let memo = SpecMemo(capacity: RenderService.memoEntries)
    let gate: AdmissionGate
    let timeLimit: Duration
    /// The bytes compares in flight may hold together (`ServerConfiguration.jobMemoryBytes`).
    let jobMemory: MemoryBudget
    /// Where jobs run.
    let backend: any RenderBackend
    /// The renders running now, by ETag: a request for one of them waits for it instead of rendering again.
    let inFlight = Mutex<[String: Flight<Rendered>]>([:])

    /// A service that renders in this process, on the gate's threads (tests, and programs that embed the server).
    public convenience init(pipeline: RenderPipeline, configuration: ServerConfiguration, metrics: ServerMetrics) {
        self.init(
            pipeline: pipeline, configuration: configuration, metrics: metrics,
            backend: InProcessRenderer(pipeline: pipeline))
    }

    /// A service that renders in worker processes (`WorkerPool`): one per `workers.size`, which is also the number
    /// of renders at once.
    public convenience init(
        pipeline: RenderPipeline, configuration: ServerConfiguration, metrics: ServerMetrics,
        workers: WorkerPoolSettings
    ) throws {
        let settings = WorkerSettings(pipeline: pipeline, pool: workers)
        var logger = Logger(label: "tableshot.workers")
        logger.logLevel = configuration.logLevel
        let pool = try WorkerPool(settings: workers, worker: settings, metrics: metrics, logger: logger)
        var configuration = configuration
        configuration.workers = workers.size
        self.init(pipeline: pipeline, configuration: configuration, metrics: metrics, backend: pool)
    }

    init(
        pipeline: RenderPipeline, configuration: ServerConfiguration, metrics: ServerMetrics,
        backend: any RenderBackend
    ) {
        self.pipeline = pipeline
        self.metrics = metrics
        self.backend = backend
        cache = RenderCache(capacityBytes: configuration.cacheBytes)
        gate = AdmissionGate(workers: configuration.workers, queueLimit: configuration.queueLimit)
        timeLimit = configuration.timeLimit
        jobMemory = MemoryBudget(capacity: configuration.jobMemoryBytes)
    }

    /// Stops the worker processes, if any (after the server has drained).
    public func shutdown() { backend.shutdown() }

    /// The ETag `spec`'s render in `format` will have, without rendering: the PNG's is the engine's, a PDF's
    /// or SVG's that with the format after a dot (`"…9f.pdf"`), so every format is cached and validated apart.
    public func etag(for spec: TableSpec, format: RenderFormat = .png) -> String {
        JobRunner.etag(pipeline.engine.etag(for: spec), format: format)
    }

    /// Renders the spec in `json` in `format`, from the cache when possible. Past `limit` (the per-request time
    /// limit by default) it throws `ServiceError.timedOut`.
    public func render(json: [UInt8], format: RenderFormat = .png, within limit: Duration? = nil) async throws
        -> Rendered
    {
        let answer = try await answer(
            json: json, format: format, deadline: WorkDeadline(limit: limit ?? timeLimit), revalidating: false,
            notModified: { _ in false })
        guard let rendered = answer.rendered else { throw ServiceError.timedOut(timeLimit) }
        return rendered
    }

    /// Runs a job that is not a render (layout, element, compare, error image, a batch's variants) under the
    /// admission gate and the time limit.
    func perform(_ job: WorkerJob, client: ClientPresence = .unknown, until deadline: WorkDeadline? = nil)
        async throws -> JobResult
    {
        try backend.refuseIfPoisoned(job)
        let deadline = deadline ?? WorkDeadline(limit: timeLimit)
        return try await gated(until: deadline, client: client) {
            let options = JobOptions(spareCore: self.gate.active < Self.cores)
            let memory = MemoryAdmission(budget: self.jobMemory, deadline: deadline)
            defer { memory.release() }
            guard
                let result = try self.backend.run(
                    job, until: deadline, options: options, decide: { memory.admit($0) })
            else {
                throw memory.refusal ?? ServiceError.timedOut(deadline.limit)
            }
            return result
        }
    }

    /// Ends a flight this request owns: its waiters get `result`, and later requests render or read the cache.
    func land(_ flight: Flight<Rendered>, etag: String, _ result: Result<Rendered, any Error>) {
        flight.finish(result)
        _ = inFlight.withLock { $0.removeValue(forKey: etag) }
    }

    /// The flight's result, or `ServiceError.timedOut` (counted as a rejection) once `limit` passes.
    func waitWithinLimit<T: Sendable>(_ flight: Flight<T>, limit: Duration) async throws -> T {
        guard limit > .zero else {
            metrics.rejected(reason: "timeout")
            throw ServiceError.timedOut(timeLimit)
        }
        do {
            return try await flight.wait(limit: limit)
        } catch ServiceError.timedOut {
            metrics.rejected(reason: "timeout")
            throw ServiceError.timedOut(timeLimit)
        }
    }
}
