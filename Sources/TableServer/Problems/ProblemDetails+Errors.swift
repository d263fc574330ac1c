public import HTTPTypes
public import Hummingbird
internal import NIOHTTP1
public import TableRender
public import TableSpec
public import TableWorkers

/// The one place errors become HTTP statuses.
extension ProblemDetails {
    /// The problem for any error a request can end with.
    public init(_ error: any Error) {
        switch error {
        case let error as PipelineError: self.init(error)
        case let error as SpecError: self.init(error)
        case let error as RenderError: self.init(error)
        case let error as ServerError: self.init(error)
        case let error as ServiceError: self.init(error)
        case let error as WorkerPoolError: self.init(error)
        case let error as WorkerFailure: self.init(error)
        case let problem as ProblemDetails: self = problem
        case let error as HTTPParserError:
            // A body the parser refused midway (a malformed chunk): the head was fine.
            self = ProtocolProblem.parser(error, requestLineOpen: false, limits: ConnectionLimits())
        case let error as any HTTPResponseError:
            self.init(title: error.status.reasonPhrase, status: error.status.code, detail: "\(error)")
        default:
            self.init(title: "Internal error", status: 500, detail: "the server could not handle the request")
        }
    }

    /// The problem for a pipeline failure.
    public init(_ error: PipelineError) {
        switch error {
        case .spec(let error): self.init(error)
        case .render(let error): self.init(error)
        }
    }

    /// Invalid spec → 400 with every issue; malformed JSON → 400 with its
    /// position; too large → 413.
    public init(_ error: SpecError) {
        let detail = error.description
        switch error {
        case .bodyTooLarge(let size, let limit): self.init(ServerError.bodyTooLarge(size: size, limit: limit))
        case .syntax(let syntax):
            self.init(
                type: ProblemType.malformedJSON, title: "Malformed JSON", status: 400, detail: detail,
                line: syntax.line, column: syntax.column)
        case .invalid(let issues, let omitted):
            let total = issues.count + omitted
            let count = "\(total) problem\(total == 1 ? "" : "s")"
            let listed = issues.prefix(Self.maxListedErrors).map { $0.bounded() }
            let more = total - listed.count
            self.init(
                type: ProblemType.invalidSpec, title: "Invalid spec", status: 400,
                detail: "the spec has \(count)" + (more > 0 ? "; the first \(listed.count) are listed" : ""),
                errors: listed)
            omittedErrors = more > 0 ? more : nil
        }
    }

    /// Limits that depend on layout → 422; an undecodable image → 400 at its
    /// path; everything else is the server's fault → 500.
    public init(_ error: RenderError) {
        let detail = error.description
        switch error {
        case .canvasTooLarge, .heightTooLarge, .canvasSideTooLong, .emptyCanvas, .textTooLarge:
            self.init(type: ProblemType.renderLimit, title: "Render limit exceeded", status: 422, detail: detail)
        case .imageDecodingFailed(let indexPath):
            self.init(
                type: ProblemType.invalidSpec, title: "Invalid spec", status: 400, detail: "the spec has 1 problem",
                errors: [RenderError.undecodableImage(indexPath: indexPath)])
        case .fontsUnavailable, .cairo, .symbolsUnavailable:
            self.init(type: ProblemType.renderFailed, title: "Render failed", status: 500, detail: detail)
        }
    }

    /// Request-level problems: 415, 413, 404, 405, 421.
    public init(_ error: ServerError) {
        let detail = error.description
        switch error {
        case .unsupportedMediaType: self.init(title: "Unsupported Media Type", status: 415, detail: detail)
        case .bodyTooLarge: self.init(title: "Content Too Large", status: 413, detail: detail)
        case .notFound, .unknownElement, .unknownExample: self.init(title: "Not Found", status: 404, detail: detail)
        case .methodNotAllowed: self.init(title: "Method Not Allowed", status: 405, detail: detail)
        case .misdirected: self.init(title: "Misdirected Request", status: 421, detail: detail)
        case .notReady: self.init(title: "Service Unavailable", status: 503, detail: detail)
        case .shedUnread:
            self.init(type: ProblemType.saturated, title: "Service Unavailable", status: 503, detail: detail)
        case .notAcceptable: self.init(title: "Not Acceptable", status: 406, detail: detail)
        case .badQuery: self.init(type: ProblemType.invalidSpec, title: "Invalid spec", status: 400, detail: detail)
        }
    }

    /// Saturation and time limits → 503 (the response carries `Retry-After`); a client gone before its work
    /// started → 499, nginx's "client closed request" (nobody reads it; it is what the access log and metrics say).
    public init(_ error: ServiceError) {
        if error == .clientGone {
            self.init(title: "Client Closed Request", status: 499, detail: error.description)
            return
        }
        self.init(type: ProblemType.saturated, title: "Service Unavailable", status: 503, detail: error.description)
    }

    /// A worker's failed job: the problem of the error it stands for (a spec or render error, an unknown element,
    /// the time limit); an error the job did not expect is the server's fault → 500.
    public init(_ error: WorkerFailure) {
        switch error {
        case .spec(let error): self.init(error)
        case .render(let error): self.init(error)
        case .unknownElement(let name, let available):
            self.init(ServerError.unknownElement(name: name, available: available))
        case .timedOut(let limit): self.init(ServiceError.timedOut(limit))
        case .unexpected:
            self.init(title: "Internal error", status: 500, detail: "the server could not handle the request")
        }
    }

    /// A render that crashed its worker twice, or a request refused because it did a moment ago → 500 that says
    /// so; no worker could be started, or the server is stopping → 503.
    public init(_ error: WorkerPoolError) {
        switch error {
        case .crashed, .poisoned:
            self.init(type: ProblemType.renderCrashed, title: "Render crashed", status: 500, detail: error.description)
        case .startFailed, .shutDown:
            self.init(title: "Service Unavailable", status: 503, detail: error.description)
        case .memoryExceeded:
            self.init(
                type: ProblemType.renderLimit, title: "Render limit exceeded", status: 422, detail: error.description)
        }
    }

    /// The problem as a Hummingbird response.
    public func response(headers extra: HTTPFields = [:]) -> Response {
        var headers = extra
        headers[.contentType] = Self.mediaType
        let status = HTTPResponse.Status(code: status)
        return Response(
            status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: jsonBytes())))
    }
}
