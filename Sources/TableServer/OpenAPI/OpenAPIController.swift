internal import Foundation
internal import HTTPTypes
internal import Hummingbird
internal import NIOCore

/// `GET /openapi.json`: the OpenAPI 3.1 document of every route and of the spec's JSON Schema, byte for byte
/// `Assets/openapi.json` (read once when the router is built, with a strong ETag; `304` when it is current).
struct OpenAPIController {
    /// Where the document is served.
    static let path = "/openapi.json"
    /// The document's file name inside the assets folder.
    static let fileName = "openapi.json"

    /// Adds the route to `router`, serving the document of `assets`. Without it (an incomplete install), the route
    /// answers 503 saying which file is missing.
    static func register(on router: Router<TableShotRequestContext>, assets: URL) {
        let file = StaticFile.load(from: assets, only: [fileName])[fileName]
        router.getAndHead(path) { request, _ in
            guard let file else {
                throw ServerError.notReady(detail: "\(fileName) is missing from the assets folder")
            }
            return file.response(to: request)
        }
    }
}
