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

    @Sendable func compare(_ request: Request, context: TableShotRequestContext) async throws -> Response {
        let accept = request.headers[.accept]
        try RenderNegotiation.checkAccept(
            accept, offering: ["application/json", "application/*", "image/png", "image/*"],
            named: "application/json or image/png")
        let bytes = try await SpecBody.read(request, limit: limit, service: service)
        return try await service.limited { deadline in
            try await respond(bytes, accept: accept, client: context.client, until: deadline)
        }
    }

    /// The comparison: both sides as PNG bytes (specs rendered through the service), then one job under the
    /// admission gate that decodes them, diffs them and encodes the answer, so that the large decoded images
    /// live only inside a worker slot and peak memory follows the workers, not the requests (issue 14). Each
    /// step first checks `deadline`: a compare past its time limit stops at its next step, and one whose `client`
    /// has gone does not start its next gated job.
    private func respond(
        _ bytes: [UInt8], accept: String?, client: ClientPresence, until deadline: WorkDeadline
    ) async throws -> Response {
        let decoder = pipeline.decoder
        let parsed = try await service.gated(client: client) { try CompareRequest.parse(bytes, decoder: decoder) }
        let expected = try await png(parsed.expected, until: deadline)
        let actual = try await png(parsed.actual, until: deadline)
        let onlyImage = RenderNegotiation.acceptsOnlyImages(accept)
        let changes = onlyImage ? nil : try await semanticChanges(parsed.expected, parsed.actual, until: deadline)
        let options = parsed.options
        let answer = try await service.gated(client: client) { () throws -> (body: [UInt8], pixels: Int, match: Bool) in
            try deadline.check()
            guard let expected = DecodedImage(png: expected) else { throw Self.undecodable("/expected") }
            try deadline.check()
            guard let actual = DecodedImage(png: actual) else { throw Self.undecodable("/actual") }
            try deadline.check()
            let result = ImageDiff.compare(expected: expected, actual: actual, options: options)
            try deadline.check()
            let diff = result.diffImage.pngData()
            let body =
                onlyImage
                ? diff
                : ComparisonJSON.render(
                    result, changes: changes, diff: "data:image/png;base64," + Data(diff).base64EncodedString())
            return (body, result.diffPixels, result.match)
        }
        let headers: HTTPFields = [
            .xDiffPixels: String(answer.pixels), .xDiffMatch: answer.match ? "true" : "false",
            .contentType: onlyImage ? "image/png" : "application/json",
        ]
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body)))
    }

    private static func undecodable(_ path: String) -> SpecError {
        SpecError.invalid([SpecIssue(path: path, message: "the PNG could not be decoded")])
    }

    /// A side as PNG bytes: a spec rendered through the service (cached, gated), or the PNG given.
    private func png(_ side: CompareRequest.Side, until deadline: WorkDeadline) async throws -> [UInt8] {
        try deadline.check()
        switch side {
        case .spec(let spec): return try await service.render(spec, within: deadline.remaining).bytes
        case .png(let bytes): return bytes
        }
    }

    /// What changed between two specs' layouts, in words; `nil` unless both sides are specs.
    private func semanticChanges(
        _ expected: CompareRequest.Side, _ actual: CompareRequest.Side, until deadline: WorkDeadline
    ) async throws -> [String]? {
        guard case .spec(let old) = expected, case .spec(let new) = actual else { return nil }
        let pipeline = pipeline
        return try await service.gated {
            try deadline.check()
            return LayoutDiff.changes(from: try pipeline.layout(old), to: try pipeline.layout(new)).map(\.description)
        }
    }
}
