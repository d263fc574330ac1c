internal import Foundation
internal import Logging
internal import TableServer
internal import TableShotTesting
internal import Testing

#if canImport(Glibc)
    internal import Glibc
#endif

/// Issue 38, items 5 and 6 over real sockets: a body trickled just above the old least rate, or at any rate past
/// the whole-request deadline, gets 408; an endless chunk extension gets 400 once its framing passes its bound;
/// `Expect: 100-continue` is answered; a target in absolute form is checked against the allowed hosts.
@Suite(.serialized) struct RequestBoundsTests {
    /// Runs `body` with the port of a live server whose settings `configure` changed.
    static func live(
        _ configure: (inout ServerConfiguration) throws -> Void, _ body: @escaping @Sendable (Int) async throws -> Void
    ) async throws {
        var configuration = ServerConfiguration(host: "127.0.0.1", port: 0, logLevel: .critical)
        configuration.idleTimeout = .seconds(10)
        try configure(&configuration)
        let app = buildApplication(configuration: configuration, pipeline: try ServerHarness.pipeline())
        try await app.test(.live) { client in try await body(try #require(client.port)) }
    }

    /// Sends `head`, then `step` bytes of body every `intervalMs` milliseconds until the server answers and closes (or
    /// `patience` passes); the answer and the seconds from the head until the close.
    static func trickle(port: Int, head: String, step: Int, intervalMs: Int32, patience: Duration)
        -> (answer: String, seconds: Double)
    {
        guard let socket = LoopbackSocket(port: port) else { return ("", 0) }
        let start = Date()
        socket.send(head)
        let end = ContinuousClock.now + patience
        while ContinuousClock.now < end {
            if socket.hasAnswered(within: intervalMs) { break }
            if socket.send(String(repeating: "a", count: step)) < step { break }
        }
        let answer = String(decoding: socket.readUntilClosed(patience: 3).received, as: UTF8.self)
        return (answer, Date().timeIntervalSince(start))
    }

    static let slowHead =
        "POST /v1/render HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n"

    @Test func aBodyAt300BytesASecondIsBelowTheDefaultRate() async throws {
        #expect(ConnectionLimits().minBodyRate == 500)
        try await Self.live({ $0.connections.bodyRateGrace = .milliseconds(500) }) { port in
            let (answer, seconds) = await LoopbackSocket.offPool {
                Self.trickle(
                    port: port, head: Self.slowHead, step: 30, intervalMs: 100, patience: .seconds(10))
            }
            #expect(answer.hasPrefix("HTTP/1.1 408"), "\(answer)")
            #expect(answer.contains("below the least rate of 500 bytes/s"), "\(answer)")
            #expect(seconds < 5, "answered after \(seconds) s")
        }
    }

    @Test func aBodyAboveTheRateIsCutAtTheWholeRequestDeadline() async throws {
        #expect(ConnectionLimits().requestTimeout == .seconds(30))
        try await Self.live({ $0.connections.requestTimeout = .seconds(1) }) { port in
            // 2000 B/s: above the least rate, and never done.
            let (answer, seconds) = await LoopbackSocket.offPool {
                Self.trickle(
                    port: port, head: Self.slowHead, step: 200, intervalMs: 100, patience: .seconds(10))
            }
            #expect(answer.hasPrefix("HTTP/1.1 408"), "\(answer)")
            #expect(answer.contains("did not arrive whole within 1 s of its first byte"), "\(answer)")
            #expect(seconds > 0.9 && seconds < 5, "answered after \(seconds) s")
        }
    }

    @Test func anEndlessChunkExtensionIsRefused() async throws {
        try await Self.live({ _ in }) { port in
            let (answer, seconds) = await LoopbackSocket.offPool {
                Self.trickle(
                    port: port,
                    head: "POST /v1/render HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                        + "Transfer-Encoding: chunked\r\n\r\n5;ext=",
                    step: 16 << 10, intervalMs: 10, patience: .seconds(10))
            }
            #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer)")
            #expect(answer.contains("chunk sizes, extensions and trailers"), "\(answer)")
            #expect(seconds < 5, "answered after \(seconds) s")
        }
    }

    @Test func expect100ContinueIsAnswered() async throws {
        try await Self.live({ _ in }) { port in
            let received = await LoopbackSocket.offPool {
                guard let socket = LoopbackSocket(port: port) else { return "" }
                socket.send(
                    "POST /v1/layout HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                        + "Content-Length: 2\r\nExpect: 100-continue\r\n\r\n")
                return String(decoding: socket.readUntilClosed(patience: 2).received, as: UTF8.self)
            }
            #expect(received.hasPrefix("HTTP/1.1 100 Continue\r\n\r\n"), "\(received)")
        }
    }

    @Test func aTargetInAbsoluteFormIsCheckedAgainstTheAllowedHosts() async throws {
        try await Self.live({
            $0.allowedHosts = try AllowedHosts(commaSeparated: "tableshot.example", source: "test")
        }) { port in
            let answers = await LoopbackSocket.offPool {
                [
                    "GET http://evil.example/version HTTP/1.1\r\nHost: tableshot.example\r\nConnection: close\r\n\r\n",
                    "GET http://user@evil.example:80/version HTTP/1.1\r\nHost: tableshot.example\r\nConnection: close\r\n\r\n",
                    "GET http://tableshot.example/version HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
                    "GET /version HTTP/1.1\r\nHost: tableshot.example\r\nConnection: close\r\n\r\n",
                ].map { request in
                    guard let socket = LoopbackSocket(port: port) else { return "" }
                    socket.send(request)
                    return String(decoding: socket.readUntilClosed(patience: 30).received, as: UTF8.self)
                }
            }
            #expect(answers[0].hasPrefix("HTTP/1.1 421"), "\(answers[0])")
            #expect(answers[1].hasPrefix("HTTP/1.1 421"), "\(answers[1])")
            #expect(answers[2].hasPrefix("HTTP/1.1 200"), "\(answers[2])")
            #expect(answers[3].hasPrefix("HTTP/1.1 200"), "\(answers[3])")
        }
    }
}
