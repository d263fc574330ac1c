internal import HTTPTypes
internal import Hummingbird
internal import Logging
internal import NIOCore
internal import NIOHTTP1
internal import TableRender
internal import TableWorkers

/// Turns every error a route throws into an `application/problem+json`
/// response, and tells a wrong method (405) from an unknown path (404).
struct ProblemMiddleware: RouterMiddleware {
    typealias Context = TableShotRequestContext

    /// Draws the error as a PNG for clients that accept only images, under the admission gate.
    let service: RenderService
    /// How the error lines are written: in JSON with the problem's `problem_type` and `status` as fields.
    var logFormat: LogFormat = .text
    /// With API keys, an error is drawn only for a request that carries one: a request not admitted costs no
    /// drawing (a keyless 404 asking for `image/png` was drawn, issue 38).
    var drawingKeys = APIKeyStore()
    /// … or a valid signed URL.
    var signer = URLSigner()

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let problem = ProblemDetails(Self.refine(error, request: request))
            let timedOut = if case ServiceError.timedOut = error { true } else { false }
            context.access.note(AccessRecord.Problem(type: problem.type, timedOut: timedOut))
            log(problem, timedOut: timedOut, to: context.logger)
            var headers: HTTPFields = [:]
            if problem.status == 503 { headers[.retryAfter] = "1" }
            // After a 413 the rest of the body is unread: close the connection rather than read it as the next
            // request (issue 14).
            // The same after a body the HTTP parser refused: the rest of the connection cannot be read.
            // And after a body refused unread by a saturated server.
            if problem.status == 413 || error is HTTPParserError || error as? ServerError == .shedUnread {
                headers[.connection] = "close"
            }
            if problem.status == 405 {
                headers[.allow] = Endpoint.methods(at: request.uri.path).map(\.rawValue).joined(separator: ", ")
            }
            if problem.status != 503, RenderNegotiation.acceptsOnlyImages(request.headers[.accept]),
                APIKeyMiddleware.admits(request, keys: drawingKeys, signer: signer), let png = await errorImage(problem)
            {
                headers[.contentType] = "image/png"
                return Response(
                    status: HTTPResponse.Status(code: problem.status), headers: headers,
                    body: ResponseBody(byteBuffer: ByteBuffer(bytes: png)))
            }
            return problem.response(headers: headers)
        }
    }

    /// Logs the problem: a client's at debug level; a 503 of load shedding at debug too, counted in the metrics
    /// (logging each one at error level made a flood of them cost the renders' CPU, issue 14); a 503 past the time
    /// limit as a warning (issue 28); the server's own at error level.
    private func log(_ problem: ProblemDetails, timedOut: Bool, to logger: Logger) {
        let level: Logger.Level =
            timedOut ? .warning : problem.isClientError || problem.status == 503 ? .debug : .error
        let message: Logger.Message = "\(problem.status) \(problem.title): \(problem.detail)"
        guard logFormat == .json else { return logger.log(level: level, message) }
        logger.log(
            level: level, message,
            metadata: ["problem_type": .string(problem.type), "status": .stringConvertible(problem.status)])
    }

    /// The problem drawn as a PNG, admitted like any render (issue 14): nil when the server is saturated (then
    /// the problem document is answered instead), and never for a 503 itself.
    private func errorImage(_ problem: ProblemDetails) async -> [UInt8]? {
        let job = WorkerJob.errorImage(title: "\(problem.status) \(problem.title)", lines: problem.messageLines)
        return try? await service.perform(job).body
    }

    /// The router answers both unknown paths and wrong methods with a bare 404.
    private static func refine(_ error: any Error, request: Request) -> any Error {
        guard let http = error as? HTTPError, http.status == .notFound else { return error }
        let path = request.uri.path
        let allowed = Endpoint.methods(at: path)
        if allowed.isEmpty { return ServerError.notFound(path: path) }
        return ServerError.methodNotAllowed(method: request.method.rawValue, allowed: allowed.map(\.rawValue))
    }
}
