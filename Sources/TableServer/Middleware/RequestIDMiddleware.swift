internal import HTTPTypes
internal import Hummingbird
internal import Logging

/// Gives each request an id — the client's `X-Request-ID` when it is a
/// short token, otherwise Hummingbird's — puts it in the log metadata,
/// echoes it in the response, and logs one line per request.
struct RequestIDMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Where request counts and response sizes are recorded.
    let metrics: ServerMetrics

    /// Longest client-supplied id that is echoed.
    static var maxLength: Int { 128 }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var context = context
        let id = Self.clientID(request.headers[.requestID]) ?? context.id
        context.logger[metadataKey: "hb.request.id"] = .string(id)
        let clock = ContinuousClock()
        let start = clock.now
        var response = try await next(request, context)
        response.headers[.requestID] = id
        let route = Endpoint.allCases.first { $0.matches(request.uri.path) }.map { "\($0)" } ?? "unknown"
        metrics.request(route: route, status: response.status.code, bytes: response.body.contentLength ?? 0)
        let milliseconds = ((clock.now - start).milliseconds * 10).rounded() / 10
        // Shed requests (503) are counted, and logged only at debug level: under overload a line each would cost
        // more than the answers.
        context.logger.log(
            level: response.status == .serviceUnavailable ? .debug : .info,
            "\(request.method) \(request.uri.path) \(response.status.code) \(milliseconds) ms")
        return response
    }

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
