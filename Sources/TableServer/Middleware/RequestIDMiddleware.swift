internal import HTTPTypes
internal import Hummingbird
internal import Logging
internal import W3CTraceContext

/// Gives each request an id — the client's `X-Request-ID` when it is a
/// short token, otherwise Hummingbird's — puts it in the log metadata,
/// echoes it in the response, and logs one access line per request (`AccessLine`).
struct RequestIDMiddleware: RouterMiddleware {
    typealias Context = TableShotRequestContext

    /// Where request counts, response sizes and durations are recorded.
    let metrics: ServerMetrics
    /// How the access lines are written.
    var logFormat: LogFormat = .text
    /// Whether passing health and readiness probes are logged at info level (else debug).
    var logProbes = false

    /// Longest client-supplied id that is echoed.
    static var maxLength: Int { 128 }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var context = context
        let id = Self.clientID(request.headers[.requestID]) ?? context.id
        AccessLine.tag(&context.logger, requestID: id, format: logFormat, trace: Self.trace(request.headers))
        let start = ContinuousClock.now
        var response = try await next(request, context)
        response.headers[.requestID] = id
        let route = Endpoint.allCases.first { $0.matches(request.uri.path) }.map { "\($0)" } ?? "unknown"
        let status = response.status.code
        let line = AccessLine(
            request: request, response: response, route: context.endpointPath, problem: context.access.problem)
        if let length = response.body.contentLength {
            let bytes = request.method == .head ? 0 : length
            metrics.request(route: route, status: status, bytes: bytes, duration: ContinuousClock.now - start)
            line.log(
                to: context.logger, format: logFormat, milliseconds: AccessLine.milliseconds(since: start),
                bytes: bytes, logProbes: logProbes)
        } else {
            // A streamed body (a batch's zip) is counted, sized and timed when it ends, with its access line.
            let metrics = metrics
            let access = StreamedAccess(line, logger: context.logger, format: logFormat, start: start) {
                metrics.request(route: route, status: status, bytes: $0, duration: $1)
            }
            response.body = access.wrapping(response.body)
        }
        return response
    }

    /// `traceparent`, the W3C trace context header (`00-<trace id>-<parent id>-<flags>`), when there is exactly one
    /// and it is valid; an invalid one is ignored, as the recommendation asks.
    static func trace(_ headers: HTTPFields) -> TraceContext? {
        let values = headers[values: traceParent]
        guard values.count == 1 else { return nil }
        return try? TraceContext(traceParentHeaderValue: values[0])
    }

    /// The `traceparent` header field.
    static let traceParent = HTTPField.Name("traceparent")!

    /// A client id is used only if it is 1…128 characters of `[A-Za-z0-9._:-]`.
    static func clientID(_ value: String?) -> String? {
        guard let value, (1...maxLength).contains(value.utf8.count) else { return nil }
        let allowed = value.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: ":"),
                UInt8(ascii: "-"):
                return true
            default: return false
            }
        }
        return allowed ? value : nil
    }
}
