internal import HTTPTypes
internal import Hummingbird
internal import NIOCore
internal import Testing

@testable internal import TableServer

/// The body reader caps a body that arrives without a `Content-Length`, sheds large bodies unread while the
/// server is saturated, and takes only a body that says it is JSON.
@Suite struct SpecBodyTests {
    /// A service with one worker and no queue.
    static func service() throws -> RenderService {
        RenderService(
            pipeline: try ServerHarness.pipeline(), configuration: ServerConfiguration(workers: 1, queueLimit: 0),
            metrics: ServerMetrics())
    }

    @Test func aSaturatedServerShedsALargeBodyUnreadAndReadsASmallOne() async throws {
        let service = try Self.service()
        try await service.gate.acquire(timeout: .seconds(60))
        defer { service.gate.release() }
        let large = Self.request(
            body: RequestBody(buffer: ByteBuffer(repeating: 0x20, count: 10)),
            headers: [.contentLength: String(SpecBody.smallBody + 1)])
        await #expect(throws: ServerError.shedUnread) {
            try await SpecBody.read(large, limit: 1 << 20, service: service)
        }
        let small = Self.request(
            body: RequestBody(buffer: ByteBuffer(repeating: 0x20, count: 10)), headers: [.contentLength: "10"])
        #expect(try await SpecBody.read(small, limit: 1 << 20, service: service).count == 10)
        // A body of unknown length (chunked) may be large: shed too.
        let chunked = Self.request(body: RequestBody(buffer: ByteBuffer(repeating: 0x20, count: 10)))
        await #expect(throws: ServerError.shedUnread) {
            try await SpecBody.read(chunked, limit: 1 << 20, service: service)
        }
        let problem = ProblemDetails(ServerError.shedUnread)
        #expect(problem.status == 503 && problem.type == ProblemType.saturated)
    }

    /// A `POST /v1/render` of `body` with `headers` and `Content-Type: application/json`.
    static func request(body: RequestBody, headers: HTTPFields = [:]) -> Request {
        var fields = headers
        fields[.contentType] = "application/json"
        let head = HTTPRequest(
            method: .post, scheme: "http", authority: "localhost", path: "/v1/render", headerFields: fields)
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
            try await SpecBody.read(Self.request(body: body), limit: 1000, service: try Self.service())
        }
    }

    @Test func aDeclaredLengthOverTheLimitIsRefusedBeforeReading() async throws {
        let request = Self.request(body: RequestBody(buffer: ByteBuffer()), headers: [.contentLength: "5000"])
        await #expect(throws: ServerError.bodyTooLarge(size: 5000, limit: 1000)) {
            try await SpecBody.read(request, limit: 1000, service: try Self.service())
        }
    }

    @Test func aBodyAtTheLimitIsRead() async throws {
        let request = Self.request(body: RequestBody(buffer: ByteBuffer(repeating: 0x20, count: 1000)))
        #expect(try await SpecBody.read(request, limit: 1000, service: try Self.service()).count == 1000)
    }

    @Test(
        arguments: [
            ("application/json", true), ("application/json;charset=utf-8", true), (" application/json ; x=y", true),
            ("text/json", false), ("application/json-seq", false), ("", false), (nil, false),
            ("text/plain", false), ("application/x-www-form-urlencoded", false),
            ("multipart/form-data; boundary=x", false),
        ] as [(String?, Bool)])
    func mediaTypes(header: String?, accepted: Bool) {
        #expect(((try? SpecBody.checkMediaType(header)) != nil) == accepted)
    }

    @Test func aMissingMediaTypeSaysWhatIsExpected() {
        #expect(throws: ServerError.unsupportedMediaType(nil)) { try SpecBody.checkMediaType(nil) }
        let problem = ProblemDetails(ServerError.unsupportedMediaType(nil))
        #expect(problem.status == 415 && problem.title == "Unsupported Media Type")
        #expect(problem.detail.contains("Content-Type: application/json"), "\(problem.detail)")
    }
}
