public import HTTPTypes

/// Every route the server answers, in one table, so that a request to a
/// known path with the wrong method can be told apart from an unknown path.
public enum Endpoint: CaseIterable, Sendable {
    /// The path every API route lies under: with API keys, every path there needs one (`APIKeyMiddleware`).
    static let apiPrefix = "/v1"

    /// `POST /v1/render`: spec → PNG.
    case render
    /// `POST /v1/layout`: spec → layout tree JSON.
    case layout
    /// `GET /healthz`: liveness.
    case health
    /// `GET /v1/elements/{name}.png`: one element alone.
    case element
    /// `GET /v1/render?spec=<base64url>`: spec → PNG, for `<img>` tags.
    case renderByQuery
    /// `GET /readyz`: renders a canonical spec and checks its known hash.
    case ready
    /// `GET /version`: everything that can change output bytes.
    case version
    /// `GET /metrics`: Prometheus text format.
    case metrics
    /// `GET /openapi.json`: the API contract.
    case openapi
    /// `POST /v1/compare`: two specs or PNGs → diff result or diff image.
    case compare
    /// `POST /v1/render/batch`: a spec's variants → a zip of PNGs with a manifest.
    case batch
    /// `GET /`: the playground page (an editor with a live preview).
    case playground
    /// `GET /playground/{file}`: the playground's scripts, style sheet and font.
    case playgroundFile
    /// `GET /v1/examples`: the names of the bundled example specs.
    case examples
    /// `GET /v1/examples/{name}`: one bundled example spec.
    case example

    /// The route's path.
    public var path: String {
        switch self {
        case .render: return "/v1/render"
        case .layout: return "/v1/layout"
        case .health: return "/healthz"
        case .element: return "/v1/elements/:file"
        case .renderByQuery: return "/v1/render"
        case .ready: return "/readyz"
        case .version: return "/version"
        case .metrics: return "/metrics"
        case .openapi: return "/openapi.json"
        case .compare: return "/v1/compare"
        case .batch: return "/v1/render/batch"
        case .playground: return "/"
        case .playgroundFile: return "/playground/:file"
        case .examples: return "/v1/examples"
        case .example: return "/v1/examples/:name"
        }
    }

    /// The one method the route accepts.
    public var method: HTTPRequest.Method {
        switch self {
        case .render, .layout, .compare, .batch: return .post
        case .health, .element, .renderByQuery, .ready, .version, .metrics, .openapi: return .get
        case .playground, .playgroundFile, .examples, .example: return .get
        }
    }

    /// Whether the route's work takes a worker slot (renders, layouts, compares, batches): the routes a saturated
    /// server sheds from the request head (`ConnectionGuard`).
    var isAdmitted: Bool {
        switch self {
        case .render, .renderByQuery, .layout, .compare, .batch: return true
        default: return false
        }
    }

    /// The route a request with `method` goes to at `path` (a query after `?` is ignored; `HEAD` is served as
    /// `GET`), or nil.
    static func route(method: HTTPRequest.Method, path: String) -> Endpoint? {
        let path = String(path.prefix { $0 != "?" })
        let method = method == .head ? .get : method
        return allCases.first { $0.method == method && $0.matches(path) }
    }

    /// Methods served at `path` (empty when the path is unknown); `HEAD` wherever `GET` is (`HeadMiddleware`).
    public static func methods(at path: String) -> [HTTPRequest.Method] {
        allCases.filter { $0.matches(path) }.flatMap { $0.method == .get ? [.get, .head] : [$0.method] }
    }

    /// Whether a request path is this route's (a last component `:name` matches one path component).
    func matches(_ requestPath: String) -> Bool {
        guard let slash = path.lastIndex(of: "/"), path[path.index(after: slash)...].hasPrefix(":") else {
            return path == requestPath
        }
        let prefix = String(path[...slash])
        return requestPath.hasPrefix(prefix) && requestPath.count > prefix.count
            && !requestPath.dropFirst(prefix.count).contains("/")
    }
}
