public import HTTPTypes

/// Every route the server answers, in one table, so that a request to a
/// known path with the wrong method can be told apart from an unknown path.
public enum Endpoint: CaseIterable, Sendable {
    /// `POST /v1/render`: spec → PNG.
    case render
    /// `POST /v1/layout`: spec → layout tree JSON.
    case layout
    /// `GET /healthz`: liveness.
    case health

    /// The route's path.
    public var path: String {
        switch self {
        case .render: return "/v1/render"
        case .layout: return "/v1/layout"
        case .health: return "/healthz"
        }
    }

    /// The one method the route accepts.
    public var method: HTTPRequest.Method {
        switch self {
        case .render, .layout: return .post
        case .health: return .get
        }
    }

    /// Methods served at `path` (empty when the path is unknown).
    public static func methods(at path: String) -> [HTTPRequest.Method] {
        allCases.filter { $0.path == path }.map(\.method)
    }
}
