internal import HTTPTypes
internal import NIOCore
internal import Testing

/// Issue 14: `HEAD` works wherever `GET` does.
@Suite struct HeadRequestTests {
    @Test(arguments: ["/healthz", "/version", "/openapi.json", "/metrics", "/v1/elements/switch-on.png?ios=12"])
    func headAnswersLikeGetWithoutABody(path: String) async throws {
        try await ServerHarness.withClient { client in
            let get = try await client.execute(uri: path, method: .get)
            let head = try await client.execute(uri: path, method: .head)
            #expect(head.status == get.status)
            #expect(head.headers[.contentType] == get.headers[.contentType])
            #expect(head.body.readableBytes == 0)
            if path != "/metrics" { #expect(head.headers[.contentLength] == String(get.body.readableBytes)) }
        }
    }
}
