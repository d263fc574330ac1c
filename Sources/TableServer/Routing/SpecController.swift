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

    private var limit: Int { pipeline.configuration.limits.maxBodyBytes }

    /// `POST /v1/render` → `image/png`.
    @Sendable func render(_ request: Request, context: some RequestContext) async throws -> Response {
        let bytes = try await SpecBody.read(request, limit: limit)
        let output = try await offload { [pipeline] in try pipeline.render(json: bytes) }
        var headers: HTTPFields = [.contentType: "image/png"]
        headers[.serverTiming] = ServerTiming.header(output.timings)
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: output.png)))
    }

    /// `POST /v1/layout` → the layout tree as `application/json`.
    @Sendable func layout(_ request: Request, context: some RequestContext) async throws -> Response {
        let bytes = try await SpecBody.read(request, limit: limit)
        let json = try await offload { [pipeline] in try pipeline.layout(pipeline.decode(bytes)).jsonString() }
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

    /// Runs CPU-bound pipeline work on NIO's blocking thread pool, so neither
    /// the event loops nor Swift's cooperative threads are held up.
    private func offload<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await NIOThreadPool.singleton.runIfActive(work)
    }
}
