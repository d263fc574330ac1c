internal import Foundation
internal import TableRegression
internal import TableServer
internal import TableSpec

/// Renders through a running TableShot server (`tableshot test --server URL`): POSTs each variant's
/// JSON to `<url>/v1/render` and returns the PNG, so that a run uses the server's fonts and version.
/// It speaks HTTP or HTTPS through libcurl (`HTTPClient`), with the API key the run was given.
struct ServerRenderer: SpecRendering {
    let baseURL: URL
    /// The client: its key, its trusted certificates and its time limit per request.
    var client = HTTPClient()

    /// Why a server render failed.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    func render(_ variant: SpecVariant) throws -> [UInt8] {
        let response: HTTPClient.Response
        do {
            response = try client.send(
                "POST", to: baseURL.appendingPathComponent("v1/render"),
                headers: [("Content-Type", "application/json"), ("Accept", "image/png")], body: variant.json)
        } catch {
            throw Failure(description: error.description)
        }
        guard response.status == 200 else {
            let body = String(decoding: response.body.prefix(500), as: UTF8.self)
            throw Failure(description: "server answered \(response.status): \(body)")
        }
        return response.body
    }
}
