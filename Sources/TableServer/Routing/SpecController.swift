internal import HTTPTypes
internal import Hummingbird
internal import NIOPosix
internal import TableLayout
internal import TableRender
internal import TableSpec

/// The route handlers: read the body, hand it to the pipeline off the event
/// loop, wrap the result. Errors are left to `ProblemMiddleware`.
struct SpecController: Sendable {
    let pipeline: RenderPipeline
    let service: RenderService

    private var limit: Int { pipeline.configuration.limits.maxBodyBytes }

    /// `POST /v1/render` → `image/png` (or `application/pdf`, `image/svg+xml` by `Accept` or `?format=`),
    /// cached, with a strong ETag per format.
    @Sendable func render(_ request: Request, context: some RequestContext) async throws -> Response {
        let format = try RenderNegotiation.format(request)
        let bytes = try await SpecBody.read(request, limit: limit, service: service)
        return try await respond(to: request, spec: try await decoded(bytes), format: format)
    }

    /// `GET /v1/render?spec=<base64url JSON>` → the same as POST, for `<img>` tags and links.
    @Sendable func renderByQuery(_ request: Request, context: some RequestContext) async throws -> Response {
        let format = try RenderNegotiation.format(request)
        let bytes = try RenderNegotiation.specFromQuery(request, limit: limit)
        return try await respond(to: request, spec: try await decoded(bytes), format: format)
    }

    /// 304 when `If-None-Match` names the render's ETag; otherwise the file from the service.
    private func respond(to request: Request, spec: TableSpec, format: RenderFormat) async throws -> Response {
        let etag = service.etag(for: spec, format: format)
        var headers: HTTPFields = [.eTag: etag, .cacheControl: RenderNegotiation.cacheControl, .vary: "Accept"]
        if RenderNegotiation.matches(request.headers[.ifNoneMatch], etag: etag) {
            return Response(status: .notModified, headers: headers)
        }
        let rendered = try await service.render(spec, format: format, etag: etag)
        headers[.contentType] = format.mediaType
        if format != .png { headers[.contentDisposition] = "inline; filename=\"table.\(format.fileExtension)\"" }
        headers[.xCache] = rendered.cached ? "hit" : "miss"
        if let timings = rendered.timings { headers[.serverTiming] = ServerTiming.header(timings) }
        if let warnings = RenderNegotiation.warningsHeader(pipeline.warnings(for: spec)) {
            headers[.xTableShotWarnings] = warnings
        }
        return Response(
            status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: rendered.bytes)))
    }

    /// `POST /v1/layout` → the layout tree as `application/json`.
    @Sendable func layout(_ request: Request, context: some RequestContext) async throws -> Response {
        let bytes = try await SpecBody.read(request, limit: limit, service: service)
        let json = try await service.gated { [pipeline] in try pipeline.layout(pipeline.decode(bytes)).jsonString() }
        return Response(
            status: .ok, headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: json)))
    }

    /// `GET /healthz` → `{"status":"ok"}`.
    @Sendable func health(_ request: Request, context: some RequestContext) async throws -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: #"{"status":"ok"}"#)))
    }

    /// Decodes and validates a spec under the admission gate: its cost grows with the body (issue 14), so a
    /// flood of huge specs waits in, or is turned away from, the same bounded queue as renders.
    private func decoded(_ bytes: [UInt8]) async throws -> TableSpec {
        try await service.gated { [pipeline] in try pipeline.decode(bytes) }
    }
}
