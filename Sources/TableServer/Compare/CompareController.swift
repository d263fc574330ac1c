internal import Foundation
internal import HTTPTypes
internal import Hummingbird
internal import NIOCore
internal import TableRender
internal import TableWorkers

/// `POST /v1/compare`: two sides (specs or PNGs) compared as `tableshot test` compares them. JSON by
/// default (with the diff image as a data: URI, and a semantic diff when both sides are specs); the diff
/// PNG itself when the client accepts only images.
struct CompareController: Sendable {
    let service: RenderService
    /// Body limit of a compare request (two PNGs fit).
    let limit: Int

    /// The whole comparison is one job (`CompareJob`): parsing, rendering the spec sides, decoding the PNG sides
    /// and diffing run in one worker under one admission-gate slot, so that the large decoded images live only in
    /// that worker and peak memory follows the workers, not the requests; past the time limit the worker is
    /// stopped.
    @Sendable func compare(_ request: Request, context: TableShotRequestContext) async throws -> Response {
        let accept = request.headers[.accept]
        try RenderNegotiation.checkAccept(
            accept, offering: ["application/json", "application/*", "image/png", "image/*"],
            named: "application/json or image/png")
        let bytes = try await SpecBody.read(request, limit: limit, service: service)
        let onlyImage = RenderNegotiation.acceptsOnlyImages(accept)
        let result = try await service.perform(.compare(body: bytes, onlyImage: onlyImage), client: context.client)
        let headers: HTTPFields = [
            .xDiffPixels: result.details.first ?? "0", .xDiffMatch: result.details.last ?? "false",
            .contentType: onlyImage ? "image/png" : "application/json",
        ]
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: result.body)))
    }
}
