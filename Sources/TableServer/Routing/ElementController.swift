internal import HTTPTypes
internal import Hummingbird
internal import NIOPosix
internal import TableLayout
internal import TableRender
internal import TableSpec
internal import TableWorkers

/// `GET /v1/elements/{name}.png?ios=7&scale=2`: one element (an accessory, the
/// switch, an edit control, the grip, the Delete button) rendered alone.
struct ElementController: Sendable {
    let pipeline: RenderPipeline
    /// Admits each render like any other (issue 14).
    let service: RenderService

    @Sendable func element(_ request: Request, context: TableShotRequestContext) async throws -> Response {
        let file = context.parameters.get("file") ?? ""
        let name = file.hasSuffix(".png") ? String(file.dropLast(4)) : file
        let (ios, scale) = try Self.options(request.uri.queryParameters)
        guard ElementCatalog.names.contains(name) else {
            throw ServerError.unknownElement(name: name, available: ElementCatalog.names)
        }
        let result = try await service.perform(.element(name: name, ios: ios, scale: scale), client: context.client)
        return Response(
            status: .ok, headers: [.contentType: "image/png"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: result.body)))
    }

    /// `ios` (default "7") and `scale` (default 2) from the query, every problem reported at once.
    private static func options(_ query: Parameters) throws -> (IOSVersion, Int) {
        var issues: [SpecIssue] = []
        let iosText = query.get("ios") ?? IOSVersion.seven.rawValue
        let ios = IOSVersion(rawValue: iosText)
        if ios == nil {
            let expected = IOSVersion.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            issues.append(SpecIssue(path: "/ios", message: "expected one of \(expected), found \"\(iosText)\""))
        }
        let scaleText = query.get("scale") ?? String(SpecDefaults.scale)
        let scale = Int(scaleText).flatMap { (1...3).contains($0) ? $0 : nil }
        if scale == nil { issues.append(SpecIssue(path: "/scale", message: "expected 1, 2 or 3")) }
        guard let ios, let scale else { throw PipelineError.spec(.invalid(issues)) }
        return (ios, scale)
    }
}
