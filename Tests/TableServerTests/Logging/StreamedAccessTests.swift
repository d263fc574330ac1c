internal import Foundation
internal import HTTPTypes
internal import Hummingbird
internal import Logging
internal import NIOCore
internal import Synchronization
internal import Testing

@testable internal import TableServer

/// The access line of a streamed body (a batch's zip): logged when the body ends, with what it wrote and how it
/// ended; exactly one line even when it is cut off or never written.
@Suite struct StreamedAccessTests {
    static func line(status: Int = 200) -> AccessLine {
        let request = Request(
            head: HTTPRequest(method: .post, scheme: "http", authority: "localhost", path: "/v1/render/batch?name=x"),
            body: RequestBody(buffer: ByteBuffer()))
        return AccessLine(
            request: request, response: Response(status: .init(code: status)), route: "/v1/render/batch",
            problem: nil)
    }

    /// A body that writes `chunks` buffers of 100 bytes, then throws `error` if given.
    static func body(chunks: Int, then error: (any Error)? = nil) -> ResponseBody {
        ResponseBody { writer in
            for _ in 0..<chunks { try await writer.write(ByteBuffer(repeating: 0x2A, count: 100)) }
            if let error { throw error }
            try await writer.finish(nil)
        }
    }

    @Test func aBodyThatEndsIsLoggedOnceWithItsBytes() async throws {
        let log = CapturedLog()
        let access = StreamedAccess(Self.line(), logger: log.jsonLogger(), format: .json, start: .now)
        let sink = ByteSink()
        try await access.wrapping(Self.body(chunks: 3)).write(sink)
        #expect(sink.count == 300)
        let objects = try log.objects()
        try #require(objects.count == 1)
        #expect(objects[0]["level"] as? String == "info" && objects[0]["bytes"] as? Int == 300)
        #expect(objects[0]["outcome"] == nil && objects[0]["route"] as? String == "/v1/render/batch")
        #expect((objects[0]["message"] as? String)?.hasPrefix("POST /v1/render/batch 200 ") == true)
    }

    /// Issue 28: a batch cut off by the time limit is a warning that says so, with the bytes it had sent.
    @Test func aBodyCutOffIsAWarningWithItsOutcome() async throws {
        let log = CapturedLog()
        let access = StreamedAccess(Self.line(), logger: log.jsonLogger(), format: .json, start: .now)
        await #expect(throws: ServiceError.timedOut(.seconds(10))) {
            try await access.wrapping(Self.body(chunks: 2, then: ServiceError.timedOut(.seconds(10)))).write(ByteSink())
        }
        let objects = try log.objects()
        try #require(objects.count == 1)
        #expect(objects[0]["level"] as? String == "warning" && objects[0]["outcome"] as? String == "cut-off")
        #expect(objects[0]["bytes"] as? Int == 200 && objects[0]["status"] as? Int == 200)
        #expect(objects[0]["problem_type"] as? String == "urn:tableshot:problem:saturated")
        let message = try #require(objects[0]["message"] as? String)
        #expect(message.contains(", cut off after 200 bytes: the render did not finish within the time limit"))
    }

    @Test func aBodyNeverWrittenIsLoggedAsNotSent() throws {
        let log = CapturedLog()
        do {
            let access = StreamedAccess(Self.line(), logger: log.jsonLogger(), format: .text, start: .now)
            _ = access.wrapping(Self.body(chunks: 1))
        }
        let objects = try log.objects()
        try #require(objects.count == 1)
        #expect(objects[0]["level"] as? String == "warning")
        #expect((objects[0]["message"] as? String)?.hasSuffix(", not sent: the connection closed first") == true)
        #expect(objects[0]["outcome"] == nil, "text format: no fields")
    }
}

/// A response body writer that counts the bytes written to it.
final class ByteSink: ResponseBodyWriter, Sendable {
    private let written = Mutex(0)
    var count: Int { written.withLock { $0 } }
    func write(_ buffer: ByteBuffer) async throws { written.withLock { $0 += buffer.readableBytes } }
    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
