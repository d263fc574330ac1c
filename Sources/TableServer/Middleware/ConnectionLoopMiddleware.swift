internal import Hummingbird

/// Runs the rest of the request's handling with a preference for its connection's event loop
/// (`EventLoopTaskExecutor`); a request that did not come over a real connection (tests) runs as before.
struct ConnectionLoopMiddleware: RouterMiddleware {
    typealias Context = TableShotRequestContext

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard let executor = context.connectionExecutor else { return try await next(request, context) }
        return try await withTaskExecutorPreference(executor) { try await next(request, context) }
    }
}
