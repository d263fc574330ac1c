internal import HTTPTypes
internal import Hummingbird
internal import Logging

/// Asks each request of the routes it guards for one of `keys`, in `Authorization: Bearer <key>` or
/// `X-API-Key: <key>` (`PresentedKey`); without one it answers 401 `urn:tableshot:problem:unauthorized` with a
/// `WWW-Authenticate` challenge. It is a route group's middleware (`group(requiring:keyName:logFormat:)`), so it runs
/// once the router has matched a guarded route and before its handler: before the body is read
/// (`SpecBody.read`) and before any work is admitted (`AdmissionGate`), and its 401 is never drawn as an image.
/// The request id, access line and metrics middleware run around it, so a 401 is counted and logged as any
/// status is (neither header is ever logged).
struct APIKeyMiddleware: RouterMiddleware {
    typealias Context = TableShotRequestContext

    /// The keys that open the routes.
    let keys: APIKeyStore
    /// Which key the routes want, for the 401's detail: `an API key`, `the metrics key`.
    let keyName: String
    /// How the 401's log line is written.
    var logFormat: LogFormat = .text

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let presented = PresentedKey.candidates(in: request.headers)
        var admitted = false
        for key in presented where keys.admits(key) { admitted = true }
        if admitted { return try await next(request, context) }
        return refusal(of: request, context: context, presented: !presented.isEmpty)
    }

    /// The 401. A body is not read: when it may be large (over `SpecBody.smallBody`, or chunked) the connection
    /// is closed after the answer, rather than read to its end as the next request would need.
    private func refusal(of request: Request, context: Context, presented: Bool) -> Response {
        let problem = ProblemDetails.unauthorized(path: request.uri.path, keyName: keyName, presented: presented)
        return EarlyRefusal.response(
            problem, to: request, context: context, logFormat: logFormat,
            headers: [.wwwAuthenticate: ProblemDetails.bearerChallenge])
    }
}

extension RouterMethods<TableShotRequestContext> {
    /// A group of routes that need one of `keys` (`APIKeyMiddleware`), `keyName` in the 401's detail; with no
    /// keys, a group that asks nothing.
    func group(requiring keys: APIKeyStore, keyName: String, logFormat: LogFormat) -> RouterGroup<Context> {
        let group = self.group()
        guard !keys.isEmpty else { return group }
        return group.add(middleware: APIKeyMiddleware(keys: keys, keyName: keyName, logFormat: logFormat))
    }
}
