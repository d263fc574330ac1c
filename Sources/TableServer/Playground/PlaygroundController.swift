internal import Foundation
internal import Hummingbird

/// The playground: `GET /` (and `HEAD /`) serves its page and `GET /playground/{file}` its scripts, style
/// sheet and font, from `Assets/Playground/` (Inter from `Assets/Fonts/Inter/`); `GET /v1/examples` and
/// `GET /v1/examples/{name}` serve the example specs of `Assets/Examples/` for its gallery. Every file is read
/// once, when the router is built (restart the server to see an edited file).
struct PlaygroundController: Sendable {
    /// The page `GET /` serves, inside `Assets/Playground/`.
    static let pageName = "index.html"
    /// The page's typeface: Inter, bundled for the iOS 9+ looks, served from `Assets/Fonts/Inter/` too.
    static let fontNames: Set<String> = ["Inter-Regular.otf", "Inter-Medium.otf", "Inter-SemiBold.otf"]

    let files: [String: StaticFile]
    let examples: ExampleCatalog

    init(assets: URL) {
        let fonts = StaticFile.load(from: assets.appendingPathComponent("Fonts/Inter"), only: Self.fontNames)
        files = StaticFile.load(from: assets.appendingPathComponent("Playground")).merging(fonts) { page, _ in page }
        examples = ExampleCatalog(directory: assets.appendingPathComponent("Examples"))
    }

    /// Adds the playground's routes, serving the files under `assets`: the page and its files to `router`, the
    /// examples (under `/v1/`, so behind the API keys when there are some) to `examples`.
    static func register(
        on router: Router<TableShotRequestContext>, examplesOn examples: RouterGroup<TableShotRequestContext>,
        assets: URL
    ) {
        let controller = PlaygroundController(assets: assets)
        router.getAndHead(Endpoint.playground.path, use: controller.page)
        router.getAndHead(Endpoint.playgroundFile.path, use: controller.file)
        examples.getAndHead(Endpoint.examples.path) { request, _ in controller.examples.list.response(to: request) }
        examples.getAndHead(Endpoint.example.path, use: controller.example)
    }

    @Sendable func page(_ request: Request, context: some RequestContext) async throws -> Response {
        guard let page = files[Self.pageName] else { throw ServerError.notFound(path: request.uri.path) }
        return page.response(to: request)
    }

    @Sendable func file(_ request: Request, context: some RequestContext) async throws -> Response {
        guard let name = context.parameters.get("file"), let file = files[name] else {
            throw ServerError.notFound(path: request.uri.path)
        }
        return file.response(to: request)
    }

    @Sendable func example(_ request: Request, context: some RequestContext) async throws -> Response {
        try examples.file(named: context.parameters.get("name") ?? "").response(to: request)
    }
}
