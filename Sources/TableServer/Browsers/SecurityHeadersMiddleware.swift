internal import Hummingbird

/// Puts `SecurityHeaders` on every answer of the router: routes, problems, `304`s, `421`s and CORS preflights
/// alike. The connection guard adds them to the answers it writes itself (`ConnectionGuard`).
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response = try await next(request, context)
        SecurityHeaders.add(to: &response.headers)
        return response
    }
}
