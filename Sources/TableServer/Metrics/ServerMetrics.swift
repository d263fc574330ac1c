internal import CoreMetrics
public import Prometheus
internal import TableRender
internal import TableWorkers

#if canImport(Glibc)
    internal import Glibc
#endif

/// The server's Prometheus metrics, recorded through swift-metrics into a
/// registry this instance owns (no global bootstrap, so tests can make many).
public final class ServerMetrics: Sendable {
    /// The registry `/metrics` prints.
    public let registry: PrometheusCollectorRegistry
    /// The handles, made through a `PrometheusMetricsFactory` of `registry`.
    private let handles: MetricHandles
    /// The server's and the workers' process families, read at each scrape.
    private let processes = ProcessCollector()

    /// The request duration histogram's name.
    static let requestDurationLabel = "tableshot_http_request_duration_seconds"

    /// The request duration histogram's buckets: from a cached answer or a small render (a millisecond or two)
    /// to the default time limit (10 s); slower answers fall in `+Inf` only.
    static let requestDurationBuckets: [Duration] = [
        .milliseconds(1), .milliseconds(2.5), .milliseconds(5), .milliseconds(10), .milliseconds(25),
        .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2.5),
        .seconds(5), .seconds(10),
    ]

    public init() {
        registry = PrometheusCollectorRegistry()
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = [
            .microseconds(500), .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10),
            .milliseconds(25), .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500),
            .seconds(1), .seconds(2.5), .seconds(5),
        ]
        factory.durationHistogramBuckets[Self.requestDurationLabel] = Self.requestDurationBuckets
        handles = MetricHandles(factory: factory)
    }

    /// One request answered: by route (an `Endpoint` name, never the raw path) and status, with the response's
    /// size and how long it took: from the request reaching the router until its response is ready, or, when the
    /// body streams (a batch's zip), until the body has ended.
    func request(route: String, status: Int, bytes: Int, duration: Duration) {
        let dimensions = [("route", route), ("status", String(status))]
        handles.counter("tableshot_http_requests_total", dimensions).increment()
        handles.counter("tableshot_response_bytes_total").increment(by: bytes)
        handles.timer(Self.requestDurationLabel, dimensions)
            .recordNanoseconds(duration.nanoseconds)
    }

    /// `tableshot_build_info` = 1, labelled with what this server is built from and renders with: TableShot's
    /// version, the Swift compiler, the C libraries' versions and the fonts' fingerprint.
    func buildInfo(_ engine: EngineInfo) {
        let dimensions = [
            ("version", engine.tableshot), ("swift", SwiftCompiler.version), ("cairo", engine.cairo),
            ("pango", engine.pango), ("harfbuzz", engine.harfbuzz), ("fonts_fingerprint", engine.fonts),
        ]
        handles.gauge("tableshot_build_info", dimensions).record(1)
    }

    /// The stages of one render.
    func render(layout: Duration, draw: Duration, encode: Duration) {
        for (stage, duration) in [("layout", layout), ("draw", draw), ("encode", encode)] {
            handles.timer("tableshot_render_duration_seconds", [("stage", stage)])
                .recordNanoseconds(duration.nanoseconds)
        }
    }

    /// A cache lookup.
    func cache(hit: Bool, bytes: Int) {
        handles.counter(hit ? "tableshot_cache_hits_total" : "tableshot_cache_misses_total")
            .increment()
        handles.gauge("tableshot_cache_bytes").record(bytes)
    }

    /// Requests waiting for a worker.
    func queueDepth(_ depth: Int) {
        handles.gauge("tableshot_queue_depth").record(depth)
    }

    /// A request refused before rendering (`saturated`, `timeout`, `client_gone`).
    func rejected(reason: String) {
        handles.counter("tableshot_rejected_requests_total", [("reason", reason)])
            .increment()
    }

    /// Worker processes alive (absent when the server renders in process).
    func workers(_ count: Int?) {
        guard let count else { return }
        handles.gauge("tableshot_workers").record(count)
    }

    /// A worker process started (at start-up, or in place of one that ended).
    public func workerStart() {
        handles.counter("tableshot_worker_starts_total").increment()
    }

    /// A worker process ended unasked: by `signal` (`SIGSEGV`, `SIGABRT`, `SIGKILL`, …) or `exit`.
    public func workerCrash(_ signal: String) {
        handles.counter("tableshot_worker_crashes_total", [("signal", signal)])
            .increment()
    }

    /// A job retried on another worker after its worker crashed.
    public func workerRetry() {
        handles.counter("tableshot_worker_retries_total").increment()
    }

    /// A worker replaced after its share of jobs (`jobs`) or above its resident size (`memory`).
    public func workerRecycle(_ reason: String) {
        handles.counter("tableshot_worker_recycles_total", [("reason", reason)])
            .increment()
    }

    /// A worker killed because its job passed the request's time limit.
    public func workerDeadlineKill() {
        handles.counter("tableshot_worker_deadline_kills_total").increment()
    }

    /// A request refused because it crashed two workers a moment ago.
    public func workerPoisonRefusal() {
        handles.counter("tableshot_worker_poison_refusals_total").increment()
    }

    /// The text exposition format: the registry, then the server process's families, read now.
    public func exposition() -> [UInt8] { exposition(workers: nil) }

    /// The text exposition format: the registry, then the process families read now (`ProcessCollector`), with
    /// the workers' when `workers` (their pids) is not `nil`.
    func exposition(workers: [pid_t]?) -> [UInt8] {
        MetricHelp.annotate(registry.emitToBuffer()) + processes.exposition(workers: workers)
    }
}
