internal import Foundation
internal import HTTPTypes
internal import Hummingbird
internal import NIOPosix
internal import TableRender
internal import TableSpec

/// `/version`, `/readyz` and `/metrics`: what operators and load balancers ask.
struct OperationsController: Sendable {
    let service: RenderService

    /// `GET /version`: TableShot, Cairo, Pango and HarfBuzz versions and the fonts' hash.
    @Sendable func version(_ request: Request, context: some RequestContext) async throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let body = try encoder.encode(service.pipeline.engine)
        return Response(
            status: .ok, headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// `GET /readyz`: renders the readiness spec and compares its hash with the known one.
    @Sendable func ready(_ request: Request, context: some RequestContext) async throws -> Response {
        let pipeline = service.pipeline
        let check = try await NIOThreadPool.singleton.runIfActive { ReadinessProbe.check(pipeline) }
        guard check.ready else {
            throw ServerError.notReady(detail: check.detail)
        }
        return Response(
            status: .ok, headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: #"{"status":"ready"}"#)))
    }

    /// `GET /metrics`: Prometheus text exposition.
    @Sendable func metrics(_ request: Request, context: some RequestContext) async throws -> Response {
        service.metrics.queueDepth(service.gate.queueDepth)
        return Response(
            status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: service.metrics.exposition())))
    }
}
