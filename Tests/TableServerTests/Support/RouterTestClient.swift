internal import HTTPTypes
internal import Hummingbird
internal import Logging
internal import NIOCore
internal import NIOEmbedded
internal import Synchronization

/// Sends each request to a responder in process, as the server would after parsing it: the body is given whole,
/// the context has a channel of its own, and a thrown error becomes a 500 (the server's middleware turns errors
/// into problems before that).
struct RouterTestClient<Responder: HTTPResponder>: TestClientProtocol
where Responder.Context: InitializableFromSource<ApplicationRequestContextSource> {
    let responder: Responder
    let logger: Logger

    var port: Int? { nil }

    func executeRequest(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?)
        async throws -> TestResponse
    {
        var headers = headers
        if let body { headers[.contentLength] = String(body.readableBytes) }
        let request = Request(
            head: HTTPRequest(method: method, scheme: "http", authority: "localhost", path: uri, headerFields: headers),
            body: RequestBody(buffer: body ?? ByteBuffer()))
        // Hummingbird's server gives every request's logger an id, which `RequestContext.id` reads.
        var logger = logger
        logger[metadataKey: "hb.request.id"] = .string(String(UInt64.random(in: 0...UInt64.max), radix: 16))
        let context = Responder.Context(
            source: ApplicationRequestContextSource(channel: NIOAsyncTestingChannel(), logger: logger))
        let response: Response
        do {
            response = try await responder.respond(to: request, context: context)
        } catch {
            response = Response(status: .internalServerError)
        }
        let collector = CollectedBody()
        try await response.body.write(collector)
        return TestResponse(head: response.head, body: collector.bytes.withLock { $0 })
    }
}

/// A response body written into one buffer.
final class CollectedBody: ResponseBodyWriter, Sendable {
    let bytes = Mutex(ByteBuffer())

    func write(_ buffer: ByteBuffer) async throws {
        bytes.withLock { collected in
            var buffer = buffer
            collected.writeBuffer(&buffer)
        }
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
