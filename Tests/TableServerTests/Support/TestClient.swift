internal import HTTPTypes
internal import NIOCore

/// What a test sends requests with: the application's router in process (`TestSetup.router`), or a live server
/// on a loopback port (`TestSetup.live`). The same calls work with either.
protocol TestClientProtocol: Sendable {
    /// Sends one request and reads its whole answer.
    func executeRequest(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?)
        async throws -> TestResponse
    /// The live server's port; `nil` for the router.
    var port: Int? { get }
}

extension TestClientProtocol {
    /// Sends one request (no headers and no body unless given) and reads its whole answer.
    func execute(uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil)
        async throws -> TestResponse
    {
        try await executeRequest(uri: uri, method: method, headers: headers, body: body)
    }
}

/// An answer as a test reads it: status, header fields and the whole body.
struct TestResponse: Sendable {
    let head: HTTPResponse
    let body: ByteBuffer

    var status: HTTPResponse.Status { head.status }
    var headers: HTTPFields { head.headerFields }
}

/// How `ApplicationProtocol.test` runs the application.
enum TestSetup {
    /// Requests go straight to the router's responder, in process: no sockets, no channel handlers.
    case router
    /// The application runs as a server on a free loopback port, and requests go over TCP.
    case live
}
