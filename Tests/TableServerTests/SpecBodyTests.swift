internal import HTTPTypes
internal import Hummingbird
internal import NIOCore
internal import Testing

@testable internal import TableServer

/// The body reader caps a body that arrives without a `Content-Length`.
@Suite struct SpecBodyTests {
    static func request(body: RequestBody, headers: HTTPFields = [:]) -> Request {
        let head = HTTPRequest(
            method: .post, scheme: "http", authority: "localhost", path: "/v1/render", headerFields: headers)
        return Request(head: head, body: body)
    }

    @Test func aStreamedBodyIsCutOffAtTheLimit() async throws {
        let (body, source) = RequestBody.makeStream()
        let feeder = Task {
            for _ in 0..<10 { await source.yield(ByteBuffer(repeating: UInt8(ascii: " "), count: 300)) }
            source.finish()
        }
        defer { feeder.cancel() }
        await #expect(throws: ServerError.bodyTooLarge(size: nil, limit: 1000)) {
            try await SpecBody.read(Self.request(body: body), limit: 1000)
        }
    }

    @Test func aDeclaredLengthOverTheLimitIsRefusedBeforeReading() async throws {
        let request = Self.request(body: RequestBody(buffer: ByteBuffer()), headers: [.contentLength: "5000"])
        await #expect(throws: ServerError.bodyTooLarge(size: 5000, limit: 1000)) {
            try await SpecBody.read(request, limit: 1000)
        }
    }

    @Test func aBodyAtTheLimitIsRead() async throws {
        let request = Self.request(body: RequestBody(buffer: ByteBuffer(repeating: 0x20, count: 1000)))
        #expect(try await SpecBody.read(request, limit: 1000).count == 1000)
    }

    @Test(arguments: [
        ("application/json", true), ("application/json;charset=utf-8", true), (" application/json ; x=y", true),
        ("text/json", false), ("application/json-seq", false), ("", false),
    ])
    func mediaTypes(header: String, accepted: Bool) {
        #expect(((try? SpecBody.checkMediaType(header)) != nil) == accepted)
    }
}
