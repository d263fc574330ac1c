internal import CoreMetrics
public import Prometheus
internal import TableRender

#if canImport(Glibc)
    internal import Glibc
#endif

/// The server's Prometheus metrics, recorded through swift-metrics into a
/// registry this instance owns (no global bootstrap, so tests can make many).
public final class ServerMetrics: Sendable {
    /// The registry `/metrics` prints.
    public let registry: PrometheusCollectorRegistry
    private let factory: PrometheusMetricsFactory
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
        self.factory = factory
    }

    /// One request answered: by route (an `Endpoint` name, never the raw path) and status, with the response's
    /// size and how long it took: from the request reaching the router until its response is ready, or, when the
    /// body streams (a batch's zip), until the body has ended.
    func request(route: String, status: Int, bytes: Int, duration: Duration) {
        let dimensions = [("route", route), ("status", String(status))]
        Counter(label: "tableshot_http_requests_total", dimensions: dimensions, factory: factory).increment()
        Counter(label: "tableshot_response_bytes_total", factory: factory).increment(by: bytes)
        Timer(label: Self.requestDurationLabel, dimensions: dimensions, factory: factory)
            .recordNanoseconds(duration.nanoseconds)
    }

    /// `tableshot_build_info` = 1, labelled with what this server is built from and renders with: TableShot's
    /// version, the Swift compiler, the C libraries' versions and the fonts' fingerprint.
    func buildInfo(_ engine: EngineInfo) {
        let dimensions = [
            ("version", engine.tableshot), ("swift", SwiftCompiler.version), ("cairo", engine.cairo),
            ("pango", engine.pango), ("harfbuzz", engine.harfbuzz), ("fonts_fingerprint", engine.fonts),
        ]
        Gauge(label: "tableshot_build_info", dimensions: dimensions, factory: factory).record(1)
    }

    /// The stages of one render.
    func render(layout: Duration, draw: Duration, encode: Duration) {
        for (stage, duration) in [("layout", layout), ("draw", draw), ("encode", encode)] {
            Timer(label: "tableshot_render_duration_seconds", dimensions: [("stage", stage)], factory: factory)
                .recordNanoseconds(duration.nanoseconds)
        }
    }

    /// A cache lookup.
    func cache(hit: Bool, bytes: Int) {
        Counter(label: hit ? "tableshot_cache_hits_total" : "tableshot_cache_misses_total", factory: factory)
            .increment()
        Gauge(label: "tableshot_cache_bytes", factory: factory).record(bytes)
    }

    /// Requests waiting for a worker.
    func queueDepth(_ depth: Int) {
        Gauge(label: "tableshot_queue_depth", factory: factory).record(depth)
    }

    /// A request refused before rendering (`saturated`, `timeout`, `client_gone`).
    func rejected(reason: String) {
        Counter(label: "tableshot_rejected_requests_total", dimensions: [("reason", reason)], factory: factory)
            .increment()
    }

    /// Worker processes alive (absent when the server renders in process).
    func workers(_ count: Int?) {
        guard let count else { return }
        Gauge(label: "tableshot_workers", factory: factory).record(count)
    }

    /// A worker process started (at start-up, or in place of one that ended).
    func workerStart() {
        Counter(label: "tableshot_worker_starts_total", factory: factory).increment()
    }

    /// A worker process ended unasked: by `signal` (`SIGSEGV`, `SIGABRT`, `SIGKILL`, …) or `exit`.
    func workerCrash(_ signal: String) {
        Counter(label: "tableshot_worker_crashes_total", dimensions: [("signal", signal)], factory: factory)
            .increment()
    }

    /// A job retried on another worker after its worker crashed.
    func workerRetry() {
        Counter(label: "tableshot_worker_retries_total", factory: factory).increment()
    }

    /// A worker replaced after its share of jobs (`jobs`) or above its resident size (`memory`).
    func workerRecycle(_ reason: String) {
        Counter(label: "tableshot_worker_recycles_total", dimensions: [("reason", reason)], factory: factory)
            .increment()
    }

    /// A worker killed because its job passed the request's time limit.
    func workerDeadlineKill() {
        Counter(label: "tableshot_worker_deadline_kills_total", factory: factory).increment()
    }

    /// A request refused because it crashed two workers a moment ago.
    func workerPoisonRefusal() {
        Counter(label: "tableshot_worker_poison_refusals_total", factory: factory).increment()
    }

    /// The text exposition format: the registry, then the server process's families, read now.
    public func exposition() -> [UInt8] { exposition(workers: nil) }

    /// The text exposition format: the registry, then the process families read now (`ProcessCollector`), with
    /// the workers' when `workers` (their pids) is not `nil`.
    func exposition(workers: [pid_t]?) -> [UInt8] {
        registry.emitToBuffer() + processes.exposition(workers: workers)
    }
}

extension Duration {
    /// Whole nanoseconds.
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
