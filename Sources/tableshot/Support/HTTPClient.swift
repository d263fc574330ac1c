internal import CHTTPClient
internal import Foundation

/// The HTTP client of `tableshot test --server`: libcurl (`tableshot_http_request`), so that a production server
/// behind HTTPS and API keys is reached as curl reaches it (TLS with the system's trust store or `caFile`, proxies
/// from the environment), with the key sent as `Authorization: Bearer`.
struct HTTPClient: Sendable {
    /// The API key sent with every request, if any.
    var apiKey: String?
    /// A PEM bundle of certificates to trust instead of the system's (a private CA).
    var caFile: String?
    /// The longest a request may take.
    var timeout: Duration = .seconds(60)

    /// An answer: its status and body.
    struct Response: Sendable {
        let status: Int
        let body: [UInt8]
    }

    /// A request that got no answer: libcurl's message, with the URL.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Sends `method` to `url` with `headers` and `body`; an answer of any status, or `Failure`.
    func send(
        _ method: String, to url: URL, headers: [(String, String)] = [], body: [UInt8]? = nil,
        maxBodyBytes: Int = 1 << 30
    ) throws(Failure) -> Response {
        var lines = headers.map { "\($0.0): \($0.1)" }
        if let apiKey { lines.append("Authorization: Bearer \(apiKey)") }
        var response = tableshot_http_response()
        let milliseconds =
            Int(timeout.components.seconds) * 1000 + Int(timeout.components.attoseconds / 1_000_000_000_000_000)
        let code = withCStrings(lines) { headerPointers in
            (body ?? []).withUnsafeBufferPointer { bytes in
                tableshot_http_request(
                    method, url.absoluteString, headerPointers, lines.count, body == nil ? nil : bytes.baseAddress,
                    bytes.count, milliseconds, caFile, maxBodyBytes, &response)
            }
        }
        defer { tableshot_http_free(&response) }
        guard code == 0 else {
            let message = withUnsafeBytes(of: response.error) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw Failure(description: "\(url.absoluteString): \(message)")
        }
        let received = response.body.map { Array(UnsafeBufferPointer(start: $0, count: response.body_length)) } ?? []
        return Response(status: response.status, body: received)
    }
}

/// Calls `body` with the C strings of `strings`, as an array of pointers.
private func withCStrings<T>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> T) -> T {
    let copies = strings.map { strdup($0) }
    defer { for copy in copies { free(copy) } }
    let pointers: [UnsafePointer<CChar>?] = copies.map { $0.map { UnsafePointer($0) } }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress) }
}
