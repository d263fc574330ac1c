internal import HTTPTypes
internal import Hummingbird
internal import Logging
internal import TableRender
internal import TableSpec
internal import TableWorkers
internal import W3CTraceContext

/// One request's access line. In text, the line TableShot always wrote (`POST /v1/render 200 12.3 ms`); in JSON the
/// same message with the request's facts as fields: `method`, `route` (the pattern the router matched, never the
/// path with its query), `status`, `duration_ms`, `bytes`, and when they apply `cache` (`X-Cache`), `problem_type`
/// and `outcome`. Never a header or a body. The request id is the logger's (`request_id` in JSON).
struct AccessLine: Sendable {
    let method: String
    /// The path without its query: the text line's.
    let path: String
    /// The route pattern the router matched (`/v1/elements/{file}`); nil when none did.
    let route: String?
    let status: Int
    /// The `X-Cache` header (`hit`, `miss`), present on renders.
    let cache: String?
    /// The error the request ended with, as `ProblemMiddleware` noted it.
    let problem: AccessRecord.Problem?

    /// How a request ended beyond its status.
    enum Outcome {
        /// Its response was written (or, for a fixed body, handed over).
        case answered
        /// Its streamed body stopped before its end: the client got a truncated response.
        case cutOff(any Error)
        /// Its streamed body was never written (the connection closed first).
        case notSent
    }

    /// The line of an answer no route wrote (`GuardAccess`): no cache outcome.
    init(method: String, path: String, route: String?, status: Int, problem: AccessRecord.Problem?) {
        self.method = method
        self.path = path
        self.route = route
        self.status = status
        cache = nil
        self.problem = problem
    }

    init(request: Request, response: Response, route: String?, problem: AccessRecord.Problem?) {
        method = request.method.rawValue
        path = request.uri.path
        self.route = route == "NotFound" ? nil : route
        status = response.status.code
        cache = response.headers[.xCache]
        self.problem = problem
    }

    /// Whether it is a health or readiness probe that passed: logged at debug level unless `logProbes`.
    var isPassingProbe: Bool { status == 200 && (path == "/healthz" || path == "/readyz") }

    /// The log level: a warning for a time-limit 503 and a cut-off body; debug for the other 503s (load shedding,
    /// counted in the metrics: a line each would cost more than the answers under overload) and for passing probes
    /// unless `logProbes` (a kubelet's every few seconds drowned the renders' lines); info otherwise.
    func level(_ outcome: Outcome, logProbes: Bool = false) -> Logger.Level {
        if case .answered = outcome {
            if isPassingProbe, !logProbes { return .debug }
            guard status == 503 else { return .info }
            return problem?.timedOut == true ? .warning : .debug
        }
        return .warning
    }

    /// Logs the line to `logger` in `format`.
    func log(
        to logger: Logger, format: LogFormat, milliseconds: Double, bytes: Int, outcome: Outcome = .answered,
        logProbes: Bool = false
    ) {
        let level = level(outcome, logProbes: logProbes)
        guard logger.logLevel <= level else { return }
        var message = "\(method) \(path) \(status) \(milliseconds) ms"
        let cause = Self.cause(of: outcome)
        if case .cutOff = outcome { message += ", cut off after \(bytes) bytes: \(cause?.detail ?? "")" }
        if case .notSent = outcome { message += ", not sent: the connection closed first" }
        guard format == .json else { return logger.log(level: level, "\(message)") }
        var fields: Logger.Metadata = [
            "method": .string(method), "status": .stringConvertible(status),
            "duration_ms": .stringConvertible(milliseconds), "bytes": .stringConvertible(bytes),
        ]
        fields["route"] = route.map { .string($0) }
        fields["cache"] = cache.map { .string($0) }
        fields["problem_type"] = (cause?.type ?? problem?.type).map { .string($0) }
        fields["outcome"] = outcomeName(outcome).map { .string($0) }
        logger.log(level: level, "\(message)", metadata: fields)
    }

    /// `outcome`'s name in JSON: `time-limit` for a 503 past the time limit, `cut-off`, `not-sent`; nil for a plain
    /// answer.
    private func outcomeName(_ outcome: Outcome) -> String? {
        switch outcome {
        case .answered: return problem?.timedOut == true ? "time-limit" : nil
        case .cutOff: return "cut-off"
        case .notSent: return "not-sent"
        }
    }

    /// A cut-off's problem type (for TableShot's own errors) and detail.
    private static func cause(of outcome: Outcome) -> (type: String?, detail: String)? {
        guard case .cutOff(let error) = outcome else { return nil }
        switch error {
        case is ServiceError, is PipelineError, is SpecError, is RenderError, is WorkerPoolError, is WorkerFailure:
            let problem = ProblemDetails(error)
            return (problem.type, problem.detail)
        default:
            return (nil, "\(error)")
        }
    }
}

extension AccessLine {
    /// Milliseconds since `start`, to a tenth.
    static func milliseconds(since start: ContinuousClock.Instant) -> Double {
        ((ContinuousClock.now - start).milliseconds * 10).rounded() / 10
    }

    /// Puts the request id in `logger`'s metadata for every line of the request: as `hb.request.id` in text (where
    /// Hummingbird puts its own), as `request_id` in JSON.
    static func tag(_ logger: inout Logger, requestID: String, format: LogFormat, trace: TraceContext? = nil) {
        switch format {
        case .text:
            logger[metadataKey: "hb.request.id"] = .string(requestID)
        case .json:
            logger[metadataKey: "hb.request.id"] = nil
            logger[metadataKey: "request_id"] = .string(requestID)
        }
        // The caller's W3C trace context (`traceparent`), so that a line joins its trace in a log store: the trace
        // id, and the caller's span as the parent of this request's work.
        if let trace {
            logger[metadataKey: "trace_id"] = .string(trace.traceID.description)
            logger[metadataKey: "parent_span_id"] = .string(trace.spanID.description)
            logger[metadataKey: "trace_sampled"] = .string(trace.flags.contains(.sampled) ? "true" : "false")
        }
    }
}
