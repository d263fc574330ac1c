internal import Foundation

/// Asks the server `tableshot test --server` renders through whether it is ready (`GET /readyz`), which it is only
/// when its Noto stand-ins have their pinned bytes and its readiness renders their known hashes: a server drawing
/// with other fonts must fail the run, not pass it.
enum ServerReadiness {
    /// The server's own words when it answers `/readyz` with 503 (its problem's `detail`); `nil` when it is
    /// ready, and when it gives no answer or another status, which the renders then report case by case.
    static func problem(at baseURL: URL, client: HTTPClient = HTTPClient()) -> String? {
        guard
            let response = try? client.send("GET", to: baseURL.appendingPathComponent("readyz")),
            response.status == 503
        else { return nil }
        let problem = try? JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
        return problem?["detail"] as? String ?? String(decoding: response.body.prefix(500), as: UTF8.self)
    }
}
