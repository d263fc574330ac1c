internal import HTTPTypes
internal import Hummingbird
internal import Logging

/// A problem answered before a route reads its request (a 401 for a missing key, a 421 for a host not allowed):
/// noted for the access line, logged at debug level with its type, and, since the body is not read, answered with
/// `Connection: close` when that body may be large (over `SpecBody.smallBody`, or chunked) rather than read to its
/// end as the next request on the connection would need.
enum EarlyRefusal {
    static func response(
        _ problem: ProblemDetails, to request: Request, context: TableShotRequestContext, logFormat: LogFormat,
        headers: HTTPFields = [:]
    ) -> Response {
        context.access.note(AccessRecord.Problem(type: problem.type, timedOut: false))
        let message: Logger.Message = "\(problem.status) \(problem.title): \(problem.detail)"
        if logFormat == .json {
            context.logger.debug(
                message,
                metadata: ["problem_type": .string(problem.type), "status": .stringConvertible(problem.status)])
        } else {
            context.logger.debug(message)
        }
        var headers = headers
        let length = request.headers[.contentLength].flatMap { Int($0) } ?? 0
        if request.headers[.transferEncoding] != nil || length > SpecBody.smallBody {
            headers[.connection] = "close"
        }
        return problem.response(headers: headers)
    }
}
