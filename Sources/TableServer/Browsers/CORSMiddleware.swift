internal import Foundation
internal import HTTPTypes
internal import Hummingbird

/// The CORS protocol of the Fetch standard for `origins` (`--cors-origins`), so that a page of an allowed origin
/// can call the API and read its answers:
/// - a preflight (`OPTIONS` with `Origin` and `Access-Control-Request-Method`) to a path the server routes is
///   answered here, `204`, before the route's API key is asked for (a preflight carries no credentials): from an
///   allowed origin with the methods, request headers and cache time below; from any other origin with none of
///   them, which the browser takes as a refusal (a `2xx` without headers, as most servers answer);
/// - every other answer to an allowed origin, errors included, names it in `Access-Control-Allow-Origin` and
///   exposes the headers below to its scripts.
/// With listed origins every answer says `Vary: Origin`; with `*` every answer is the same for every origin.
/// An `OPTIONS` that is not a preflight, or any request while CORS is off, goes on to the routes (`405`).
struct CORSMiddleware: RouterMiddleware {
    typealias Context = TableShotRequestContext

    /// The methods a preflight allows: every route's.
    static let allowedMethods = "GET, HEAD, POST"
    /// The request headers a preflight allows: the spec's media type, the API key either way, the client's request
    /// id, and revalidation.
    static let allowedHeaders = "Content-Type, Authorization, X-API-Key, X-Request-ID, If-None-Match"
    /// The response headers an allowed page's scripts may read, beyond the CORS-safelisted ones.
    static let exposedHeaders =
        "ETag, X-Request-ID, Server-Timing, X-Cache, X-Diff-Match, X-Diff-Pixels, X-TableShot-Warnings, "
        + "Retry-After, Content-Disposition, WWW-Authenticate"
    /// How long a browser may keep a preflight's answer, in seconds (Chromium keeps one at most 2 hours).
    static let maxAgeSeconds = 600

    let origins: CORSOrigins

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let origin = request.headers[.origin]
        if request.method == .options, origin != nil, request.headers[.accessControlRequestMethod] != nil,
            !Endpoint.methods(at: request.uri.path).isEmpty
        {
            return preflight(from: origin)
        }
        var response = try await next(request, context)
        Self.addHeaders(to: &response.headers, origin: origin, origins: origins)
        return response
    }

    /// The `204` of a preflight from `origin`.
    private func preflight(from origin: String?) -> Response {
        var headers: HTTPFields = [:]
        if let allowed = origins.allowOrigin(for: origin) {
            headers[.accessControlAllowOrigin] = allowed
            headers[.accessControlAllowMethods] = Self.allowedMethods
            headers[.accessControlAllowHeaders] = Self.allowedHeaders
            headers[.accessControlMaxAge] = String(Self.maxAgeSeconds)
        }
        if origins.variesByOrigin { Self.addVaryOrigin(&headers) }
        return Response(status: .noContent, headers: headers)
    }

    /// The CORS headers of an answer (not a preflight's) to a request from `origin`: `Access-Control-Allow-Origin`
    /// and `Access-Control-Expose-Headers` when it is allowed, `Vary: Origin` with listed origins. The connection
    /// guard's answers get them too.
    static func addHeaders(to headers: inout HTTPFields, origin: String?, origins: CORSOrigins) {
        if let allowed = origins.allowOrigin(for: origin) {
            headers[.accessControlAllowOrigin] = allowed
            headers[.accessControlExposeHeaders] = exposedHeaders
        }
        if origins.variesByOrigin { addVaryOrigin(&headers) }
    }

    /// Adds `Origin` to the answer's `Vary` (after `Accept`, `Accept-Encoding` when they are there).
    private static func addVaryOrigin(_ headers: inout HTTPFields) {
        let vary = headers[.vary] ?? ""
        let names = vary.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard !names.contains("origin"), !names.contains("*") else { return }
        headers[.vary] = vary.isEmpty ? "Origin" : vary + ", Origin"
    }
}
