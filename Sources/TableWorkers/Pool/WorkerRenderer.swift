internal import Logging
public import TableRender

/// Worker processes for programs that render many specs at once outside the server: `tableshot test` and
/// `tableshot bench --concurrent` draw on every core through them, since one process draws one thing at a time
/// (`RenderLock`). A crash costs one render, as in the server.
public final class WorkerRenderer: Sendable {
    /// A finished render.
    public struct Rendered: Sendable {
        public let bytes: [UInt8]
        public let timings: RenderTimings
        /// Decoding and validating the spec, its ETag and its warnings.
        public let decode: Duration
    }

    private let pool: WorkerPool

    /// Starts `workers` workers that draw as `pipeline` does (its assets, fonts and limits).
    public init(pipeline: RenderPipeline, workers: Int, executable: String? = nil) throws {
        let settings = WorkerPoolSettings(executable: executable, size: workers)
        var logger = Logger(label: "tableshot.workers")
        logger.logLevel = .warning
        pool = try WorkerPool(
            settings: settings, worker: WorkerSettings(pipeline: pipeline, pool: settings),
            metrics: UncountedWorkerPool(),
            logger: logger)
    }

    /// Renders the spec in `json` in `format` on a free worker; call it from up to `workers` threads at once. A
    /// problem with the spec is thrown as a `WorkerFailure`; a crash as `WorkerPoolError`.
    public func render(json: [UInt8], format: RenderFormat = .png, within limit: Duration = .seconds(600)) throws
        -> Rendered
    {
        var decode = Duration.zero
        let result = try pool.run(
            .render(json: json, format: format), until: WorkDeadline(limit: limit), options: JobOptions()
        ) {
            decode = $0.decode
            return true
        }
        guard let result, let timings = result.timings else { throw WorkerPoolError.shutDown }
        return Rendered(bytes: result.body, timings: timings, decode: decode)
    }

    /// Stops the workers.
    public func shutdown() { pool.shutdown() }
}
