internal import Foundation
internal import TableRegression
internal import TableServer
internal import TableSpec

/// Renders through a running TableShot server (`tableshot test --server URL`): POSTs each variant's
/// JSON to `<url>/v1/render` and returns the PNG, so that a run uses the server's fonts and version.
/// It speaks plain HTTP/1.1 over a socket (`PlainHTTPClient`) rather than through Foundation's
/// networking, so that the static release binary links no libcurl.
struct ServerRenderer: SpecRendering {
    let baseURL: URL
    /// Per-request time limit.
    var timeout: TimeInterval = 60

    /// Why a server render failed.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    func render(_ variant: SpecVariant) throws -> [UInt8] {
        let response: HTTPResponseParser.Response
        do {
            response = try PlainHTTPClient.send(
                "POST", to: baseURL.appendingPathComponent("v1/render"),
                headers: [("Content-Type", "application/json"), ("Accept", "image/png")], body: variant.json,
                timeout: .seconds(timeout))
        } catch {
            throw Failure(description: "\(baseURL.absoluteString): \(error.description)")
        }
        guard response.status == 200 else {
            let body = String(decoding: response.body.prefix(500), as: UTF8.self)
            throw Failure(description: "server answered \(response.status): \(body)")
        }
        return response.body
    }
}
