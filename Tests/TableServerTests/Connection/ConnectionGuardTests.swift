internal import Foundation
internal import Logging
internal import Synchronization
internal import TableShotTesting
internal import Testing

@testable internal import TableServer

#if canImport(Glibc)
    internal import Glibc
#endif

/// Issue 14 over real sockets: every connection is bounded in time and number (`ConnectionGuard`), and a request
/// the HTTP parser refuses gets a problem document naming the limit that was hit.
@Suite(.serialized) struct ConnectionGuardTests {
    typealias Live = LiveConnectionTests

    /// The answer to `request`, sent whole on a fresh connection to a server with `limits`, and the seconds
    /// from sending it until the server closed the connection.
    static func timedAnswer(
        to request: String, limits: @escaping (inout ConnectionLimits) -> Void = { _ in }
    ) async throws -> (text: String, seconds: Double) {
        let answer = Mutex(("", 0.0))
        try await Live.live(idle: .seconds(10), limits: limits) { port in
            let timed = await LoopbackSocket.offPool {
                let start = Date()
                let text = Live.answer(port: port, to: request)
                return (text, Date().timeIntervalSince(start))
            }
            answer.withLock { $0 = timed }
        }
        return answer.withLock { $0 }
    }

    /// The answer to `request`, sent whole on a fresh connection to a server with `limits`.
    static func answer(
        to request: String, limits: @escaping (inout ConnectionLimits) -> Void = { _ in }
    ) async throws -> String {
        try await timedAnswer(to: request, limits: limits).text
    }

    @Test func aHeadStillIncompleteAfterTheHeaderTimeoutGets408() async throws {
        let (answer, seconds) = try await Self.timedAnswer(
            to: "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a"
        ) { $0.headerTimeout = .milliseconds(300) }
        #expect(answer.hasPrefix("HTTP/1.1 408"), "\(answer)")
        #expect(answer.contains("application/problem+json"), "\(answer)")
        #expect(answer.contains("within 0.3 s of its first byte"), "\(answer)")
        #expect(seconds >= 0.25 && seconds < 3, "the head timeout took \(seconds) s")
    }

    @Test func aBodySlowerThanTheLeastRateGets408() async throws {
        let answer = try await Self.answer(
            to: "POST /v1/render HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Content-Length: 500\r\n\r\n{\"ios\":"
        ) {
            $0.minBodyRate = 1000
            $0.bodyRateGrace = .milliseconds(300)
        }
        #expect(answer.hasPrefix("HTTP/1.1 408"), "\(answer)")
        #expect(answer.contains("below the least rate of 1000 bytes/s"), "\(answer)")
    }

    @Test func aURIOverTheLimitGets414AndLongHeadersGet431() async throws {
        let uri = "/v1/render?spec=" + String(repeating: "e", count: 70_000)
        let long = try await Self.answer(to: "GET \(uri) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(long.hasPrefix("HTTP/1.1 414"), "\(long.prefix(300))")
        #expect(long.contains("over 64 KiB"), "\(long.prefix(400))")
        #expect(long.contains("X-Request-ID: "), "\(long.prefix(400))")
        let header = "X-Big: " + String(repeating: "h", count: 70_000)
        let fields = try await Self.answer(to: "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\(header)\r\n\r\n")
        #expect(fields.hasPrefix("HTTP/1.1 431"), "\(fields.prefix(300))")
        #expect(fields.contains("application/problem+json"), "\(fields.prefix(300))")
        #expect(fields.contains("X-Request-ID: "), "\(fields.prefix(400))")
    }

    @Test(arguments: [
        ("BREW /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", "not valid HTTP/1.1"),
        (
            "POST /v1/render HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
            "chunked request body is malformed"
        ),
    ])
    func malformedRequestsGet400WithAProblem(request: String, detail: String) async throws {
        let answer = try await Self.answer(to: request)
        #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer)")
        #expect(answer.contains("application/problem+json"), "\(answer)")
        #expect(answer.contains(detail), "\(answer)")
        #expect(answer.contains("X-Request-ID: "), "every answer carries a request id: \(answer)")
    }

    /// Issue 27: a client that writes its whole oversized body before it reads (as Python's `http.client` does)
    /// gets its 413. The server answers from the head, half-closes, and discards the rest of the body until the
    /// client is done (lingering close), instead of closing with unread bytes, which resets the connection and
    /// loses the answer.
    @Test func aClientStillSendingItsBodyReadsTheEarly413() async throws {
        let answer = Mutex(("", 0))
        try await Live.live(idle: .seconds(10)) { port in
            let result = await LoopbackSocket.offPool { () -> (String, Int) in
                guard let socket = LoopbackSocket(port: port) else { return ("", 0) }
                let body = [UInt8](repeating: UInt8(ascii: "x"), count: 3 << 20)
                socket.send(
                    "POST /v1/render HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                        + "Content-Length: \(body.count)\r\n\r\n")
                usleep(100_000)  // the 413 is on its way back
                let sent = socket.send(body)
                socket.finishSending()
                return (String(decoding: socket.readUntilClosed(patience: 10).received, as: UTF8.self), sent)
            }
            answer.withLock { $0 = result }
        }
        let (text, sent) = answer.withLock { $0 }
        #expect(text.hasPrefix("HTTP/1.1 413"), "\(text.prefix(200))")
        #expect(sent == 3 << 20, "the server reset the connection after \(sent) bytes of the body")
    }

    @Test func connectionsOverTheCapGet503() async throws {
        let text = try await Self.withTwoConnectionsAllowed { port in
            // Two connections held open (each answered once, so the server has counted it), then a third one asks.
            let held = (0..<2).map { _ in LoopbackSocket.held(port: port) }
            let answer = Live.answer(port: port, to: "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            withExtendedLifetime(held) {}
            return answer
        }
        #expect(text.hasPrefix("HTTP/1.1 503"), "\(text)")
        #expect(text.contains("Retry-After: 1"), "\(text)")
        #expect(text.contains("2 connections open"), "\(text)")
        #expect(text.contains("X-Request-ID: "), "\(text)")
    }

    /// A connection accepted while the server was full is not refused for good: once a held connection closes,
    /// its request is answered (the adversarial check flaked on this: a just-closed probe connection still
    /// counted when the fourth held one arrived, which then stayed uncounted and let a fifth in).
    @Test func aConnectionThatArrivedWhileFullIsAnsweredOnceThereIsRoom() async throws {
        let text = try await Self.withTwoConnectionsAllowed { port in
            var held = (0..<2).map { _ in LoopbackSocket.held(port: port) }
            guard let late = LoopbackSocket(port: port) else { return "" }
            usleep(200_000)
            // The first held connection ends, and the server has closed it (and freed its place) once this side
            // reads the end: a fixed pause flaked when other tests kept the server's tasks waiting.
            held[0]?.finishSending()
            _ = held[0]?.readUntilClosed(patience: 30)
            held.removeFirst()
            usleep(50_000)
            late.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            let answer = String(decoding: late.readUntilClosed(patience: 30).received, as: UTF8.self)
            withExtendedLifetime(held) {}
            return answer
        }
        #expect(text.hasPrefix("HTTP/1.1 200"), "\(text)")
    }

    /// What `sockets` returns, run off the cooperative pool against a live server that allows two connections.
    static func withTwoConnectionsAllowed(_ sockets: @escaping @Sendable (Int) -> String) async throws -> String {
        let answer = Mutex("")
        try await Live.live(idle: .seconds(10), limits: { $0.maxConnections = 2 }) { port in
            let text = await LoopbackSocket.offPool { sockets(port) }
            answer.withLock { $0 = text }
        }
        return answer.withLock { $0 }
    }
}

/// Issue 14: a saturated server sheds a render from its head, before any task or router sees it, and the
/// connection goes on (the small body is dropped); once a worker is free, renders are answered again.
@Suite(.serialized) struct LoadSheddingTests {
    typealias Live = LiveConnectionTests

    static func post(_ spec: String, close: Bool) -> String {
        "POST /v1/render HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            + (close ? "Connection: close\r\n" : "") + "Content-Length: \(spec.utf8.count)\r\n\r\n\(spec)"
    }

    @Test func aRenderPastTheQueueIs503AndTheConnectionGoesOn() async throws {
        let answers = Mutex(("", ""))
        var configuration = ServerConfiguration(
            host: "127.0.0.1", port: 0, logLevel: .critical, workers: 1, queueLimit: 0, cacheBytes: 0,
            timeLimit: .seconds(120))
        configuration.idleTimeout = .seconds(30)
        let pipeline = try ServerHarness.pipeline()
        let service = RenderService(pipeline: pipeline, configuration: configuration, metrics: ServerMetrics())
        let app = buildApplication(configuration: configuration, pipeline: pipeline, service: service)
        try await app.test(.live) { client in
            let port = try #require(client.port)
            // The one worker is busy: a render is shed, and the next request on the connection is answered.
            try await service.gate.acquire(timeout: .seconds(5))
            let shed = await LoopbackSocket.offPool {
                Live.answer(
                    port: port,
                    to: Self.post(#"{"ios":"7","sections":[{"rows":[{"text":"A"}]}]}"#, close: false)
                        + "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            }
            service.gate.release()
            // A debug build's render on a busy machine can take seconds: the point is that it is answered at all.
            let rendered = await LoopbackSocket.offPool {
                Live.answer(
                    port: port, to: Self.post(#"{"ios":"7","sections":[{"rows":[{"text":"B"}]}]}"#, close: true),
                    patience: 60)
            }
            answers.withLock { $0 = (shed, rendered) }
        }
        let (shed, rendered) = answers.withLock { $0 }
        #expect(shed.hasPrefix("HTTP/1.1 503"), "\(shed.prefix(300))")
        #expect(shed.contains("Retry-After: 1"), "\(shed.prefix(300))")
        #expect(shed.contains("urn:tableshot:problem:saturated"), "\(shed.prefix(400))")
        #expect(shed.contains("HTTP/1.1 200"), "the request after the shed one was not answered: \(shed)")
        // Answered by the connection guard, before Hummingbird (which adds `Server` and `Date` to its answers).
        let first = shed.components(separatedBy: "HTTP/1.1 200").first ?? ""
        #expect(!first.contains("Server: TableShot"), "the 503 came from the router, not the guard: \(first)")
        #expect(rendered.hasPrefix("HTTP/1.1 200"), "\(rendered.prefix(400))")
    }
}
