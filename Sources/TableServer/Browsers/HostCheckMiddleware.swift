internal import HTTPTypes
internal import Hummingbird
internal import Logging

/// Answers a request whose `Host` is not one of `allowed` (`AllowedHosts`) with `421 Misdirected Request` and a
/// problem document, before anything else happens: no route, key, body or worker is touched, and the answer is
/// never drawn as an image or given CORS headers. It runs for every route, probes included (they send an IP
/// address, which is always answered); the request id, access line and metrics middleware run around it, so a 421
/// is counted and logged as any status is. A `Host` sent twice is refused too.
struct HostCheckMiddleware: RouterMiddleware {
    typealias Context = TableShotRequestContext

    /// The names the server answers to.
    let allowed: AllowedHosts
    /// How the 421's log line is written.
    var logFormat: LogFormat = .text

    /// `Host`, which HTTPTypes keeps as the request's authority (its `.host` name is unavailable): a second one stays
    /// among the fields.
    private static let hostField = HTTPField.Name("Host")!

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        // The first `Host` is the request's authority; another is left among the header fields.
        let host = request.head.authority
        if allowed.admits(host), request.headers[Self.hostField] == nil { return try await next(request, context) }
        return refusal(of: request, host: host, context: context)
    }

    /// The 421, without a body for a `HEAD`. The request's body is not read: when it may be large (over
    /// `SpecBody.smallBody`, or chunked) the connection is closed after the answer, as after a 401.
    private func refusal(of request: Request, host: String?, context: Context) -> Response {
        var response = EarlyRefusal.response(
            ProblemDetails(ServerError.misdirected(host: host)), to: request, context: context, logFormat: logFormat)
        if request.method == .head {
            response.body = ResponseBody(contentLength: response.body.contentLength) { _ in }
        }
        return response
    }
}
