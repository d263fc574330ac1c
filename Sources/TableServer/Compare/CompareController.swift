internal import Foundation
internal import HTTPTypes
internal import Hummingbird
internal import NIOCore
internal import TableDiff
internal import TableRegression
internal import TableRender
internal import TableSpec

/// `POST /v1/compare`: two sides (specs or PNGs) compared as `tableshot test` compares them. JSON by
/// default (with the diff image as a data: URI, and a semantic diff when both sides are specs); the diff
/// PNG itself when the client accepts only images.
struct CompareController: Sendable {
    let pipeline: RenderPipeline
    let service: RenderService
    /// Body limit of a compare request (two PNGs fit).
    let limit: Int

    @Sendable func compare(_ request: Request, context: some RequestContext) async throws -> Response {
        let accept = request.headers[.accept]
        try RenderNegotiation.checkAccept(
            accept, offering: ["application/json", "application/*", "image/png", "image/*"],
            named: "application/json or image/png")
        let bytes = try await SpecBody.read(request, limit: limit)
        let decoder = pipeline.decoder
        let parsed = try await service.gated { try CompareRequest.parse(bytes, decoder: decoder) }
        let expected = try await image(parsed.expected, "/expected")
        let actual = try await image(parsed.actual, "/actual")
        let options = parsed.options
        let result = try await service.gated { ImageDiff.compare(expected: expected, actual: actual, options: options) }
        let headers: HTTPFields = [
            .xDiffPixels: String(result.diffPixels), .xDiffMatch: result.match ? "true" : "false",
        ]
        if RenderNegotiation.acceptsOnlyImages(accept) {
            let png = result.diffImage.pngData()
            var imageHeaders = headers
            imageHeaders[.contentType] = "image/png"
            return Response(status: .ok, headers: imageHeaders, body: ResponseBody(byteBuffer: ByteBuffer(bytes: png)))
        }
        let changes = try await semanticChanges(parsed.expected, parsed.actual)
        let diffURI = "data:image/png;base64," + Data(result.diffImage.pngData()).base64EncodedString()
        var jsonHeaders = headers
        jsonHeaders[.contentType] = "application/json"
        let json = ComparisonJSON.render(result, changes: changes, diff: diffURI)
        return Response(status: .ok, headers: jsonHeaders, body: ResponseBody(byteBuffer: ByteBuffer(bytes: json)))
    }

    /// A side as pixels: a spec rendered through the service (cached, gated), or a PNG decoded.
    private func image(_ side: CompareRequest.Side, _ path: String) async throws -> DecodedImage {
        let png: [UInt8]
        switch side {
        case .spec(let spec): png = try await service.render(spec).bytes
        case .png(let bytes): png = bytes
        }
        guard let image = try await service.gated({ DecodedImage(png: png) }) else {
            throw SpecError.invalid([SpecIssue(path: path, message: "the PNG could not be decoded")])
        }
        return image
    }

    /// What changed between two specs' layouts, in words; `nil` unless both sides are specs.
    private func semanticChanges(_ expected: CompareRequest.Side, _ actual: CompareRequest.Side) async throws
        -> [String]?
    {
        guard case .spec(let old) = expected, case .spec(let new) = actual else { return nil }
        let pipeline = pipeline
        return try await service.gated {
            LayoutDiff.changes(from: try pipeline.layout(old), to: try pipeline.layout(new)).map(\.description)
        }
    }
}
