internal import Foundation
internal import HTTPTypes
internal import Hummingbird
internal import NIOCore
internal import TableHashing
internal import TableRegression
internal import TableRender
internal import TableSpec
internal import TableWorkers

/// `POST /v1/render/batch?name=NAME&formats=png,pdf`: one spec rendered in every combination of its `variants`
/// and in each format asked for (PNG by default), answered as a zip of `NAME@ios7-375w-2x.png` files (just
/// `NAME.png` without variants; `.pdf`, `.svg` beside them) and a `manifest.json` listing each file with its
/// format, look, width, scale, size and SHA-256.
struct BatchController: Sendable {
    let pipeline: RenderPipeline
    let service: RenderService

    private var limit: Int { pipeline.configuration.limits.maxBodyBytes }

    @Sendable func batch(_ request: Request, context: TableShotRequestContext) async throws -> Response {
        try RenderNegotiation.checkAccept(
            request.headers[.accept], offering: ["application/zip", "application/*"], named: "application/zip")
        let name = try Self.name(request.uri.queryParameters.get("name"))
        let formats = try Self.formats(request.uri.queryParameters.get("formats"))
        let bytes = try await SpecBody.read(request, limit: limit, service: service)
        let deadline = WorkDeadline(limit: service.timeLimit)
        // Every variant is laid out once by the backend first, so that every problem of the spec or of one
        // variant's size (400, 422) is answered before the zip starts.
        let listed = try await service.perform(.variants(json: bytes), client: context.client, until: deadline)
        let variants = try BatchVariant.decode(listed.body)
        let headers: HTTPFields = [
            .contentType: "application/zip", .contentDisposition: "attachment; filename=\"\(name).zip\"",
        ]
        let service = service
        let body = ResponseBody { writer in
            try await Self.stream(
                variants, formats: formats, name: name, until: deadline, service: service, into: &writer)
        }
        return Response(status: .ok, headers: headers, body: body)
    }

    /// Writes the zip as it is rendered: every variant in every format through the service (each admitted and
    /// cached as a render), each entry sent as soon as it is drawn, then the manifest and the directory; memory
    /// holds one render at a time (issue 14). Past `deadline` (the per-request time limit from the request's
    /// start) the stream stops and the connection closes before the zip's end.
    private static func stream(
        _ variants: [BatchVariant], formats: [RenderFormat], name: String, until deadline: WorkDeadline,
        service: RenderService, into writer: inout any ResponseBodyWriter
    ) async throws {
        var zip = ZipStream()
        var manifest: [JSONValue] = []
        for variant in variants {
            for format in formats {
                let rendered = try await render(variant, format, until: deadline, service: service)
                let file = name + variant.suffix + "." + format.fileExtension
                try await writer.write(ByteBuffer(bytes: try zip.entry(file, bytes: rendered.bytes)))
                manifest.append(entry(file, format, variant, rendered.bytes))
            }
        }
        let document = JSONValue.object([("name", .string(name)), ("images", .array(manifest))])
        try await writer.write(ByteBuffer(bytes: try zip.entry("manifest.json", bytes: document.serialized())))
        try await writer.write(ByteBuffer(bytes: zip.end()))
        try await writer.finish(nil)
    }

    /// One file of the zip, within what is left of the request's time limit; past it, `ServiceError.timedOut` with
    /// the request's limit (not what was left of it), which the access line reports (issue 28).
    private static func render(
        _ variant: BatchVariant, _ format: RenderFormat, until deadline: WorkDeadline, service: RenderService
    ) async throws -> RenderService.Rendered {
        do {
            try deadline.check()
            return try await service.render(json: variant.json, format: format, within: deadline.remaining)
        } catch ServiceError.timedOut, WorkerFailure.timedOut {
            throw ServiceError.timedOut(deadline.limit)
        }
    }

    /// `?name=`: 1–64 letters, digits, `-`, `_` or `.` (default `table`), so file names stay safe.
    static func name(_ value: String?) throws -> String {
        guard let value else { return "table" }
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        guard (1...64).contains(value.count), value.allSatisfy(allowed.contains), !value.hasPrefix(".") else {
            throw ServerError.badQuery("?name= must be 1–64 letters, digits, '-', '_' or '.', not starting with '.'")
        }
        return value
    }

    /// `?formats=`: a comma-separated list of distinct `png`, `pdf`, `svg` (default `png`), in the given order.
    static func formats(_ value: String?) throws -> [RenderFormat] {
        guard let value else { return [.png] }
        let names = value.split(separator: ",", omittingEmptySubsequences: false).map { $0.lowercased() }
        let formats = names.compactMap { RenderFormat(rawValue: $0) }
        guard !names.isEmpty, formats.count == names.count, Set(formats).count == formats.count else {
            throw ServerError.badQuery(
                "?formats= must list distinct png, pdf, svg or svg-text, comma-separated, not \"\(value)\"")
        }
        return formats
    }

    private static func entry(_ file: String, _ format: RenderFormat, _ variant: BatchVariant, _ bytes: [UInt8])
        -> JSONValue
    {
        .object([
            ("file", .string(file)), ("format", .string(format.rawValue)), ("ios", .string(variant.ios)),
            ("width", .number(variant.width)), ("scale", .number(Double(variant.scale))),
            ("bytes", .number(Double(bytes.count))), ("sha256", .string(SHA256.hex(bytes))),
        ])
    }
}
