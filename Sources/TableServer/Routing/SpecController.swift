internal import HTTPTypes
internal import Hummingbird
internal import NIOPosix
internal import TableLayout
internal import TableRender
internal import TableSpec
internal import TableWorkers

/// The route handlers: read the body, hand it to the pipeline off the event
/// loop, wrap the result. Errors are left to `ProblemMiddleware`.
struct SpecController: Sendable {
    let pipeline: RenderPipeline
    let service: RenderService

    private var limit: Int { pipeline.configuration.limits.maxBodyBytes }

    /// `POST /v1/render` → `image/png` (or `application/pdf`, `image/svg+xml` by `Accept` or `?format=`),
    /// cached, with a strong ETag per format.
    @Sendable func render(_ request: Request, context: TableShotRequestContext) async throws -> Response {
        let format = try RenderNegotiation.format(request)
        let bytes = try await SpecBody.read(request, limit: limit, service: service)
        return try await respond(to: request, json: bytes, format: format, client: context.client)
    }

    /// `GET /v1/render?spec=<base64url JSON>` → the same as POST, for `<img>` tags and links.
    @Sendable func renderByQuery(_ request: Request, context: TableShotRequestContext) async throws -> Response {
        let format = try RenderNegotiation.format(request)
        let bytes = try RenderNegotiation.specFromQuery(request, limit: limit)
        return try await respond(to: request, json: bytes, format: format, client: context.client)
    }

    /// 304 when `If-None-Match` names the render's ETag; otherwise the file from the service. Decoding, the ETag
    /// and the render are one job under the admission gate (`RenderService.answer`).
    private func respond(
        to request: Request, json: [UInt8], format: RenderFormat, client: ClientPresence
    ) async throws -> Response {
        let ifNoneMatch = request.headers[.ifNoneMatch]
        let answer = try await service.answer(
            json: json, format: format, client: client, revalidating: ifNoneMatch != nil
        ) { etag in
            RenderNegotiation.matches(ifNoneMatch, etag: etag)
        }
        var headers: HTTPFields = [
            .eTag: answer.etag, .cacheControl: RenderNegotiation.cacheControl, .vary: "Accept",
        ]
        guard let rendered = answer.rendered else { return Response(status: .notModified, headers: headers) }
        headers[.contentType] = format.mediaType
        if format != .png { headers[.contentDisposition] = "inline; filename=\"table.\(format.fileExtension)\"" }
        headers[.xCache] = rendered.cached ? "hit" : "miss"
        headers[.serverTiming] = ServerTiming.header(rendered.timings, decode: answer.decode, queue: answer.queue)
        if let warnings = RenderNegotiation.warningsHeader(answer.warnings) {
            headers[.xTableShotWarnings] = warnings
        }
        return Response(
            status: .ok, headers: headers, body: ResponseBody(byteBuffer: rendered.file.byteBuffer()))
    }

    /// `POST /v1/layout` → the layout tree as `application/json`.
    @Sendable func layout(_ request: Request, context: TableShotRequestContext) async throws -> Response {
        let bytes = try await SpecBody.read(request, limit: limit, service: service)
        let result = try await service.perform(.layout(json: bytes), client: context.client)
        return Response(
            status: .ok, headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: result.body)))
    }

    /// `GET /healthz` → `{"status":"ok"}`.
    @Sendable func health(_ request: Request, context: some RequestContext) async throws -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: #"{"status":"ok"}"#)))
    }
}
