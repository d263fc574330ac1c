internal import ArgumentParser
internal import Foundation
internal import Hummingbird
internal import Logging
internal import TableRender
internal import TableServer
internal import TableSpec
internal import TableWorkers

/// `tableshot serve`: the HTTP server. Every option also reads an environment
/// variable (`TABLESHOT_<NAME>`); a flag wins over the environment.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: "Serve the TableShot HTTP API.",
        discussion: """
            Environment: TABLESHOT_HOST, TABLESHOT_PORT, TABLESHOT_WORKERS, TABLESHOT_QUEUE,
            TABLESHOT_CACHE_BYTES, TABLESHOT_TIMEOUT_MS, TABLESHOT_MAX_BODY_BYTES, TABLESHOT_MAX_ROWS,
            TABLESHOT_MAX_PIXELS, TABLESHOT_MAX_TEXT_LENGTH, TABLESHOT_MAX_TOTAL_TEXT_LENGTH, TABLESHOT_MAX_IMAGE_BYTES, TABLESHOT_MAX_IMAGE_DIMENSION,
            TABLESHOT_MAX_COMPARE_BYTES, TABLESHOT_COMPARE_MEMORY_MB, TABLESHOT_IDLE_TIMEOUT_MS, TABLESHOT_HEADER_TIMEOUT_MS,
            TABLESHOT_MIN_BODY_RATE, TABLESHOT_BODY_RATE_GRACE_MS, TABLESHOT_REQUEST_TIMEOUT_MS, TABLESHOT_WRITE_TIMEOUT_MS,
            TABLESHOT_MAX_CONNECTIONS, TABLESHOT_DRAIN_TIMEOUT_MS, TABLESHOT_ASSETS, TABLESHOT_FONTS, TABLESHOT_SYMBOLS,
            TABLESHOT_SYSTEM_FONTS, TABLESHOT_WORKER_MEMORY_MB, TABLESHOT_WORKER_MAX_JOBS,
            TABLESHOT_WORKER_MAX_RSS_MB, TABLESHOT_WORKER_JOB_RSS_MB, TABLESHOT_WORKER_NICE, TABLESHOT_LOG_LEVEL, TABLESHOT_LOG_FORMAT, TABLESHOT_LOG_PROBES,
            TABLESHOT_API_KEYS, TABLESHOT_API_KEYS_FILE, TABLESHOT_URL_SIGNING_KEYS, TABLESHOT_METRICS_KEY, TABLESHOT_ALLOWED_HOSTS,
            TABLESHOT_CORS_ORIGINS.

            Renders run in worker processes of this binary (`--workers`, one per core by default): a worker that
            crashes costs only its own request (retried once on a fresh worker), one past the time limit is killed,
            and each is replaced after --worker-max-jobs jobs or above --worker-max-rss-mb.

            With API keys (--api-keys, --api-keys-file), every route under /v1/ needs one, sent as
            `Authorization: Bearer <key>` or `X-API-Key: <key>`; with --metrics-key, /metrics needs that key. A key
            is 16 to 1024 characters of visible ASCII. Prefer the file or the environment to the flags, which other
            users of the machine can see in the process list.

            With --allowed-hosts, a request whose Host header is none of those names (nor localhost or an IP address)
            gets 421: a page of another site that points its own name at this server (DNS rebinding) cannot read it.
            With --cors-origins, pages of those origins (or of any, with *) may call the API from a browser.
            """)

    @Option(help: "Address to bind (TABLESHOT_HOST; default 127.0.0.1).") var host: String?
    @Option(
        help:
            "Port to bind (TABLESHOT_PORT, else PORT; default 8080). A Kubernetes service link in TABLESHOT_PORT (tcp://…) is ignored."
    )
    var port: Int?
    @Option(help: "Worker processes, and so renders at once (TABLESHOT_WORKERS; default: one per core).")
    var workers: Int?
    @Option(help: "Address space a worker may map, in MiB (TABLESHOT_WORKER_MEMORY_MB; default 4096).")
    var workerMemoryMb: Int?
    @Option(help: "Jobs a worker runs before it is replaced (TABLESHOT_WORKER_MAX_JOBS; default 5000).")
    var workerMaxJobs: Int?
    @Option(help: "Resident size in MiB above which a worker is replaced (TABLESHOT_WORKER_MAX_RSS_MB; default 768).")
    var workerMaxRssMb: Int?
    @Option(
        help:
            "Resident size in MiB past which a worker running a job is killed and the job refused with 422 (TABLESHOT_WORKER_JOB_RSS_MB; default 1024)."
    )
    var workerJobRssMb: Int?
    @Option(help: "Niceness added to the workers' CPU priority (TABLESHOT_WORKER_NICE; default 5).")
    var workerNice: Int?
    @Option(help: "Requests that may wait for a worker before 503 (TABLESHOT_QUEUE; default 64).") var queue: Int?
    @Option(help: "Render cache size in bytes, 0 = off (TABLESHOT_CACHE_BYTES; default 67108864).")
    var cacheBytes: Int?
    @Option(help: "Per-request time limit in ms (TABLESHOT_TIMEOUT_MS; default 10000).") var timeoutMs: Int?
    @Option(help: "Largest request body in bytes (TABLESHOT_MAX_BODY_BYTES; default 1048576).")
    var maxBodyBytes: Int?
    @Option(help: "Most rows in a spec (TABLESHOT_MAX_ROWS; default 2000).") var maxRows: Int?
    @Option(help: "Largest canvas in device pixels, width × height × scale² (TABLESHOT_MAX_PIXELS; default 32000000).")
    var maxPixels: Int?
    @Option(help: "Longest text in characters (TABLESHOT_MAX_TEXT_LENGTH; default 1000).") var maxTextLength: Int?
    @Option(
        help:
            "Most characters in all of a table's strings, checked before layout, else 422 (TABLESHOT_MAX_TOTAL_TEXT_LENGTH; default 50000)."
    )
    var maxTotalTextLength: Int?
    @Option(help: "Largest embedded PNG in bytes (TABLESHOT_MAX_IMAGE_BYTES; default 524288).") var maxImageBytes: Int?
    @Option(help: "Largest embedded PNG side in pixels (TABLESHOT_MAX_IMAGE_DIMENSION; default 1024).")
    var maxImageDimension: Int?
    @Option(help: "Largest POST /v1/compare body in bytes (TABLESHOT_MAX_COMPARE_BYTES; default 16777216).")
    var maxCompareBytes: Int?
    @Option(
        help:
            "Memory comparisons in flight may hold together, in MiB (TABLESHOT_COMPARE_MEMORY_MB; default 1024)."
    )
    var compareMemoryMb: Int?
    @Option(
        help: "Close a connection that sends nothing for this long, in ms (TABLESHOT_IDLE_TIMEOUT_MS; default 15000).")
    var idleTimeoutMs: Int?
    @Option(
        help:
            "A request head must be complete this long after its first byte, in ms (TABLESHOT_HEADER_TIMEOUT_MS; default 10000)."
    )
    var headerTimeoutMs: Int?
    @Option(help: "Least request body rate in bytes/s, else 408 (TABLESHOT_MIN_BODY_RATE; default 500).")
    var minBodyRate: Int?
    @Option(
        help: "How long a body may be slower than --min-body-rate, in ms (TABLESHOT_BODY_RATE_GRACE_MS; default 5000).")
    var bodyRateGraceMs: Int?
    @Option(
        help:
            "A whole request, head and body, must arrive within this long of its first byte, in ms (TABLESHOT_REQUEST_TIMEOUT_MS; default 30000)."
    )
    var requestTimeoutMs: Int?
    @Option(
        help:
            "Close a connection whose response makes no progress this long, in ms (TABLESHOT_WRITE_TIMEOUT_MS; default 10000)."
    )
    var writeTimeoutMs: Int?
    @Option(help: "Most connections open at once; beyond, 503 and close (TABLESHOT_MAX_CONNECTIONS; default 1024).")
    var maxConnections: Int?
    @Option(
        help:
            "On SIGTERM, close connections still open after this long, in ms (TABLESHOT_DRAIN_TIMEOUT_MS; default 10000)."
    )
    var drainTimeoutMs: Int?
    @Option(help: "A folder of your own Apple fonts (SF Pro, PingFang, …) to draw with (TABLESHOT_FONTS).")
    var fonts: String?
    @Option(
        help:
            "A folder of SF Symbols templates exported from Apple's SF Symbols app, NAME.svg drawing NAME (TABLESHOT_SYMBOLS)."
    )
    var symbols: String?
    @Option(
        help:
            "Least severe level logged: trace, debug, info, notice, warning, error or critical (TABLESHOT_LOG_LEVEL; default info)."
    )
    var logLevel: String?
    @Option(
        help: "Log lines as text, or json: one JSON object per line (TABLESHOT_LOG_FORMAT; default text).")
    var logFormat: String?
    @Option(
        help:
            "Log passing /healthz and /readyz probes at info level like other requests: true or false (TABLESHOT_LOG_PROBES; default false: debug level)."
    )
    var logProbes: String?
    @Option(help: "API keys that open /v1/, comma-separated (TABLESHOT_API_KEYS; default none: open).")
    var apiKeys: String?
    @Option(
        help:
            "Keys of signed URLs, comma-separated: a GET under /v1/ signed with one needs no API key; the first signs (tableshot sign-url) (TABLESHOT_URL_SIGNING_KEYS; default none)."
    )
    var urlSigningKeys: String?
    @Option(
        help: "A file of API keys, one a line; blank lines and # comments skipped (TABLESHOT_API_KEYS_FILE).")
    var apiKeysFile: String?
    @Option(help: "The key that opens /metrics (TABLESHOT_METRICS_KEY; default none: open).")
    var metricsKey: String?
    @Option(
        help:
            "Host names the Host header may give, comma-separated, each with an optional :port; others get 421 (TABLESHOT_ALLOWED_HOSTS; default none: any)."
    )
    var allowedHosts: String?
    @Option(
        help:
            "Origins whose pages may call the API, comma-separated (https://app.example.com), or * (TABLESHOT_CORS_ORIGINS; default none: CORS off)."
    )
    var corsOrigins: String?

    func run() async throws {
        runTasksOnTheEventLoops()
        try await CommandFailure.reporting {
            let settings = ServeSettings(command: self, environment: ProcessInfo.processInfo.environment)
            guard settings.problems.isEmpty else { throw CommandError.invalidSettings(settings.problems) }
            ServerLogging.bootstrap(format: settings.server.logFormat, level: settings.server.logLevel)
            let logger = Logger(label: "tableshot.settings")
            for note in settings.notes { logger.warning("\(note)") }
            let pipeline = try Pipeline.make(limits: settings.limits, fonts: fonts, symbols: symbols)
            let service = try RenderService(
                pipeline: pipeline, configuration: settings.server, metrics: ServerMetrics(),
                workers: settings.workerPool)
            defer { service.shutdown() }
            try await buildApplication(configuration: settings.server, pipeline: pipeline, service: service)
                .runService()
        }
    }
}

/// The server and pipeline settings from flags, then environment, then defaults.
struct ServeSettings {
    var server = ServerConfiguration()
    var limits = SpecLimits.standard
    /// The worker processes (their count is `server.workers`).
    var workerPool = WorkerPoolSettings(size: 1)
    /// `TABLESHOT_*` variables whose value does not parse, and flags or variables out of their range (the
    /// server refuses to start with them, rather than run with a default the operator did not ask for).
    private(set) var problems: [String] = []
    /// Settings ignored or taken from elsewhere, logged as warnings at start (a Kubernetes service link).
    private(set) var notes: [String] = []
    /// The longest duration a setting takes: a day, in ms.
    static let longestMilliseconds = 86_400_000

    init(command: ServeCommand, environment: [String: String]) {
        var problems: [String] = []
        var notes: [String] = []
        defer {
            self.problems = problems
            self.notes = notes
        }
        func value<T>(_ flag: T?, _ name: String, _ parse: (String) -> T?) -> T? {
            if let flag { return flag }
            guard let raw = environment["TABLESHOT_\(name)"] else { return nil }
            guard let parsed = parse(raw) else {
                problems.append("TABLESHOT_\(name)=\"\(raw)\" is not a whole number")
                return nil
            }
            return parsed
        }
        /// A whole number from the flag or the environment, refused (with the default kept) outside `range`.
        func number(_ flag: Int?, _ name: String, _ range: ClosedRange<Int>) -> Int? {
            guard let number = value(flag, name, { Int($0) }) else { return nil }
            guard range.contains(number) else {
                let source =
                    flag != nil
                    ? "--\(name.lowercased().replacingOccurrences(of: "_", with: "-")) \(number)"
                    : "TABLESHOT_\(name)=\"\(environment["TABLESHOT_\(name)"] ?? "")\""
                problems.append("\(source) is out of range: expected \(range.lowerBound)…\(range.upperBound)")
                return nil
            }
            return number
        }
        func milliseconds(_ flag: Int?, _ name: String, from least: Int = 1) -> Duration? {
            number(flag, name, least...Self.longestMilliseconds).map { .milliseconds($0) }
        }
        /// One of `names` from the flag or the environment, refused (with the default kept) when it is none of them.
        func choice<T>(_ flag: String?, _ name: String, _ names: [String], _ parse: (String) -> T?) -> T? {
            guard let raw = flag ?? environment["TABLESHOT_\(name)"] else { return nil }
            if let parsed = parse(raw) { return parsed }
            let source =
                flag != nil
                ? "--\(name.lowercased().replacingOccurrences(of: "_", with: "-")) \(raw)"
                : "TABLESHOT_\(name)=\"\(raw)\""
            problems.append("\(source) is not one of \(names.joined(separator: ", "))")
            return nil
        }
        server.logLevel =
            choice(command.logLevel, "LOG_LEVEL", ServerLogging.levelNames, ServerLogging.level(named:))
            ?? server.logLevel
        server.logFormat =
            choice(command.logFormat, "LOG_FORMAT", LogFormat.allCases.map(\.rawValue)) {
                LogFormat(rawValue: $0.lowercased())
            } ?? server.logFormat
        server.logProbes =
            choice(command.logProbes, "LOG_PROBES", ["true", "false"]) {
                ["true": true, "false": false][$0.lowercased()]
            }
            ?? server.logProbes
        server.host = value(command.host, "HOST", { $0 }) ?? server.host
        // `number` appends to `problems` itself: the port's own problems are gathered apart and added after.
        var portProblems: [String] = []
        server.port =
            Self.port(command, environment: environment, number: number, notes: &notes, problems: &portProblems)
            ?? server.port
        problems += portProblems
        server.workers = number(command.workers, "WORKERS", 1...1024) ?? server.workers
        server.queueLimit = number(command.queue, "QUEUE", 0...100_000) ?? server.queueLimit
        server.cacheBytes = number(command.cacheBytes, "CACHE_BYTES", 0...(1 << 40)) ?? server.cacheBytes
        server.timeLimit = milliseconds(command.timeoutMs, "TIMEOUT_MS") ?? server.timeLimit
        server.maxCompareBytes =
            number(command.maxCompareBytes, "MAX_COMPARE_BYTES", 1...(1 << 32)) ?? server.maxCompareBytes
        server.jobMemoryBytes =
            (number(command.compareMemoryMb, "COMPARE_MEMORY_MB", 64...(1 << 24)) ?? server.jobMemoryBytes >> 20) << 20
        server.idleTimeout = milliseconds(command.idleTimeoutMs, "IDLE_TIMEOUT_MS") ?? server.idleTimeout
        var connections = server.connections
        connections.headerTimeout =
            milliseconds(command.headerTimeoutMs, "HEADER_TIMEOUT_MS") ?? connections.headerTimeout
        connections.minBodyRate =
            number(command.minBodyRate, "MIN_BODY_RATE", 0...(1 << 40)) ?? connections.minBodyRate
        connections.bodyRateGrace =
            milliseconds(command.bodyRateGraceMs, "BODY_RATE_GRACE_MS", from: 0) ?? connections.bodyRateGrace
        connections.requestTimeout =
            milliseconds(command.requestTimeoutMs, "REQUEST_TIMEOUT_MS") ?? connections.requestTimeout
        connections.writeTimeout = milliseconds(command.writeTimeoutMs, "WRITE_TIMEOUT_MS") ?? connections.writeTimeout
        connections.maxConnections =
            number(command.maxConnections, "MAX_CONNECTIONS", 1...1_000_000) ?? connections.maxConnections
        connections.drainTimeout =
            milliseconds(command.drainTimeoutMs, "DRAIN_TIMEOUT_MS", from: 0) ?? connections.drainTimeout
        server.connections = connections
        limits.maxBodyBytes = number(command.maxBodyBytes, "MAX_BODY_BYTES", 1...(1 << 32)) ?? limits.maxBodyBytes
        limits.maxRows = number(command.maxRows, "MAX_ROWS", 1...1_000_000) ?? limits.maxRows
        limits.maxPixels = number(command.maxPixels, "MAX_PIXELS", 1...(1 << 36)) ?? limits.maxPixels
        limits.maxTextLength = number(command.maxTextLength, "MAX_TEXT_LENGTH", 1...1_000_000) ?? limits.maxTextLength
        limits.maxTotalTextLength =
            number(command.maxTotalTextLength, "MAX_TOTAL_TEXT_LENGTH", 1...100_000_000) ?? limits.maxTotalTextLength
        limits.maxImageBytes = number(command.maxImageBytes, "MAX_IMAGE_BYTES", 1...(1 << 32)) ?? limits.maxImageBytes
        workerPool.size = server.workers
        workerPool.addressSpaceBytes =
            (number(command.workerMemoryMb, "WORKER_MEMORY_MB", 256...(1 << 20)) ?? workerPool.addressSpaceBytes >> 20)
            << 20
        workerPool.maxJobs = number(command.workerMaxJobs, "WORKER_MAX_JOBS", 1...100_000_000) ?? workerPool.maxJobs
        workerPool.maxResidentBytes =
            (number(command.workerMaxRssMb, "WORKER_MAX_RSS_MB", 64...(1 << 20)) ?? workerPool.maxResidentBytes >> 20)
            << 20
        workerPool.jobResidentBytes =
            (number(command.workerJobRssMb, "WORKER_JOB_RSS_MB", 64...(1 << 20)) ?? workerPool.jobResidentBytes >> 20)
            << 20
        workerPool.niceness = number(command.workerNice, "WORKER_NICE", 0...19) ?? workerPool.niceness
        limits.maxImageDimension =
            number(command.maxImageDimension, "MAX_IMAGE_DIMENSION", 1...32_767) ?? limits.maxImageDimension
        let keys = Keys(command: command, environment: environment)
        server.apiKeys = keys.api
        server.metricsKey = keys.metrics
        server.urlSigner = keys.signer
        problems += keys.problems
        let browsers = Browsers(command: command, environment: environment)
        server.allowedHosts = browsers.allowedHosts
        server.corsOrigins = browsers.corsOrigins
        problems += browsers.problems
    }
}
