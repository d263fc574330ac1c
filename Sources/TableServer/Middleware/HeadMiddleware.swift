internal import HTTPTypes
internal import Hummingbird

/// `HEAD` works wherever `GET` does (RFC 9110 §9.3.2): the request is answered as a `GET`, with the same status
/// and headers (`Content-Length` the `GET` body's) and no body.
struct HeadMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard request.method == .head else { return try await next(request, context) }
        var head = request.head
        head.method = .get
        var response = try await next(Request(head: head, body: request.body), context)
        // A body that declares the GET body's length and writes nothing: the Content-Length a GET would get.
        response.body = ResponseBody(contentLength: response.body.contentLength) { _ in }
        return response
    }
}

extension RouterMethods {
    /// Registers `handler` at `path` for `GET` and `HEAD` (`HeadMiddleware` answers the `HEAD` as a `GET`), on a
    /// router or a group of its routes.
    func getAndHead(
        _ path: String, use handler: @escaping @Sendable (Request, Context) async throws -> Response
    ) {
        get(RouterPath(path), use: handler)
        on(RouterPath(path), method: .head, use: handler)
    }
}
