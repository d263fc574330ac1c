internal import Foundation
public import Logging
internal import TableRender

/// Where the server listens and how much it logs.
public struct ServerConfiguration: Sendable {
    /// Host name or address to bind, e.g. `127.0.0.1` or `0.0.0.0`.
    public var host: String
    /// TCP port to bind; 0 picks a free one.
    public var port: Int
    /// Value of the `Server` response header (`TableShot/<version>` by default).
    public var serverName: String
    /// Least severe level that is logged.
    public var logLevel: Logger.Level
    /// How log lines are written: swift-log's text lines, or one JSON object per line with the access lines'
    /// fields (`JSONLogHandler`).
    public var logFormat: LogFormat = .text
    /// Whether successful health and readiness probes (`/healthz`, `/readyz`) get an access line at info level
    /// like any request; by default they are logged at debug level (a kubelet probes every few seconds).
    public var logProbes = false
    /// Renders running at once (default: one per core).
    public var workers: Int
    /// Requests that may wait for a worker; beyond that the server answers 503 at once.
    public var queueLimit: Int
    /// Largest total size of cached PNGs, in bytes (0 disables the cache).
    public var cacheBytes: Int
    /// Longest a request may wait and render before it gets a 503.
    public var timeLimit: Duration
    /// Largest `POST /v1/compare` body, in bytes (it may carry two PNGs).
    public var maxCompareBytes: Int
    /// Bytes the comparisons in flight may hold together (their decoded images and diffs, `CompareFootprint`): a
    /// comparison waits while others hold too much, and one that alone needs more is refused with a 422. So
    /// memory is bounded by this, not by the number of workers times the largest comparison.
    public var jobMemoryBytes: Int = 1 << 30
    /// How long a connection may send nothing before the server closes it: an idle keep-alive connection, or
    /// one that stalls in the middle of its headers or body (a connection whose request is being answered is
    /// not idle).
    public var idleTimeout: Duration = .seconds(15)
    /// Time, rate and count bounds on connections: head and body timeouts, write timeout, connection cap,
    /// shutdown drain, request head size.
    public var connections = ConnectionLimits()
    /// The keys that open the API, every route under `/v1/` (`APIKeyMiddleware`); empty, the default: the API is
    /// open. `/healthz`, `/readyz`, `/version`, `/openapi.json` and the playground's page and files are always open.
    public var apiKeys = APIKeyStore()
    /// The key that opens `/metrics`, its own (an API key does not); empty, the default: `/metrics` is open.
    public var metricsKey = APIKeyStore()
    /// The keys of signed URLs (`URLSigner`): with API keys, a `GET` under `/v1` signed with one needs no key.
    public var urlSigner = URLSigner()
    /// The names a request's `Host` may give (`HostCheckMiddleware`: `421` for others); empty, the default: any.
    public var allowedHosts = AllowedHosts()
    /// The origins whose pages may call the API and read its answers (`CORSMiddleware`); empty, the default: CORS
    /// is off.
    public var corsOrigins = CORSOrigins()

    public init(
        host: String = "127.0.0.1", port: Int = 8080, serverName: String = ServerConfiguration.defaultServerName,
        logLevel: Logger.Level = .info,
        workers: Int? = nil, queueLimit: Int = 64,
        cacheBytes: Int = 64 << 20, timeLimit: Duration = .seconds(10), maxCompareBytes: Int = 16 << 20
    ) {
        self.host = host
        self.port = port
        self.serverName = serverName
        self.logLevel = logLevel
        self.workers = workers ?? ProcessInfo.processInfo.activeProcessorCount
        self.queueLimit = queueLimit
        self.cacheBytes = cacheBytes
        self.timeLimit = timeLimit
        self.maxCompareBytes = maxCompareBytes
    }

    /// `TableShot/<version>`, the `Server` header's default: the same version as `/version` and `--version`.
    public static let defaultServerName = "TableShot/" + EngineInfo.version
}
