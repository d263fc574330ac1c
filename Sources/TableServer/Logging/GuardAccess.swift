internal import Logging

/// The access line and metrics of an answer the connection guard writes itself, before any route sees the request
/// (`ConnectionGuard`: a 400, 414 or 431 for a request the HTTP parser refused, a 408 for a slow head or body, a
/// 503 past the connection cap or for a request shed from its head), so that these are logged and counted as the
/// router's answers are: one access line each (at debug level for a shed 503, as `AccessLine.level` says), and
/// `tableshot_http_requests_total` and its duration and bytes.
struct GuardAccess: Sendable {
    /// The server's logger, tagged with each answer's request id.
    let logger: Logger
    let format: LogFormat
    /// Where the answers are counted; nil in tests without a service.
    let metrics: ServerMetrics?

    /// What the guard knows of the request it answers: its method and path when its head was read.
    struct Request: Sendable {
        var method: String?
        var path: String?
    }

    /// Logs and counts an answer of `status` and `bytes` to `request`, with `requestID`, `problemType` and the time
    /// since the request's first byte (`.zero`: answered at once, from its head).
    func answered(
        _ request: Request, status: Int, bytes: Int, requestID: String, problemType: String?, after duration: Duration
    ) {
        let path = request.path.map { String($0.prefix { $0 != "?" }) }
        let endpoint = path.flatMap { path in Endpoint.allCases.first { $0.matches(path) } }
        metrics?.request(route: endpoint.map { "\($0)" } ?? "unknown", status: status, bytes: bytes, duration: duration)
        var logger = logger
        AccessLine.tag(&logger, requestID: requestID, format: format)
        let line = AccessLine(
            method: request.method ?? "-", path: path ?? "-", route: endpoint.map { Self.routePattern($0.path) },
            status: status,
            problem: problemType.map { AccessRecord.Problem(type: $0, timedOut: false) })
        line.log(to: logger, format: format, milliseconds: (duration.milliseconds * 10).rounded() / 10, bytes: bytes)
    }

    /// An `Endpoint` path as the router names its pattern (`/v1/examples/:name` → `/v1/examples/{name}`), so that
    /// a route reads the same in every access line.
    static func routePattern(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { component in
            component.hasPrefix(":") ? "{\(component.dropFirst())}" : String(component)
        }.joined(separator: "/")
    }
}
