internal import HTTPTypes
internal import Hummingbird
internal import NIOCore

/// `GET /openapi.json`: the OpenAPI 3.1 document of every route and of the
/// spec's JSON Schema, byte for byte `openapi.json` in this folder.
struct OpenAPIController {
    /// Where the document is served.
    static let path = "/openapi.json"

    /// The document's bytes, as in the repository (with the final newline).
    static let body = ByteBuffer(string: OpenAPIDocument.json + "\n")

    /// Adds the route to `router`.
    static func register(on router: Router<TableShotRequestContext>) {
        router.getAndHead(path) { _, _ in
            Response(status: .ok, headers: [.contentType: "application/json"], body: ResponseBody(byteBuffer: body))
        }
    }
}
