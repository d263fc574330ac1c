internal import Foundation
internal import HTTPTypes
internal import Logging
internal import TableRender
internal import TableServer
internal import TableShotTesting
internal import Testing

/// Issue 14 over real sockets: a connection that sends nothing — idle, or stalled in its headers (slowloris) — is
/// closed after the idle timeout, and a HEAD gets the GET's headers and no body on the wire.
@Suite(.serialized) struct LiveConnectionTests {
    /// Connects to `port`, sends `prefix`, and returns how long the server took to close the connection
    /// (`nil` if it still had not after `patience`).
    static func secondsUntilClosed(port: Int, sending prefix: String, patience: Int = 5) -> Double? {
        guard let socket = LoopbackSocket(port: port) else { return nil }
        if !prefix.isEmpty { socket.send(prefix) }
        return socket.readUntilClosed(patience: patience).secondsUntilClosed
    }

    /// Sends a whole request on a fresh connection and returns the answer, read until the server closes the
    /// connection or `patience` seconds pass without a byte. The patience is generous: the whole suite runs in
    /// parallel on the CI machine's two cores, where the cooperative pool can be held by in-process renders for
    /// seconds, and every caller expects an answer (a silent server fails the test after `patience`).
    static func answer(port: Int, to request: String, patience: Int = 30) -> String {
        guard let socket = LoopbackSocket(port: port) else { return "" }
        socket.send(request)
        return String(decoding: socket.readUntilClosed(patience: patience).received, as: UTF8.self)
    }

    /// Runs `body` with the port of a live server whose idle timeout is `idle`, its connection limits
    /// changed by `limits`.
    static func live(
        idle: Duration, limits: (inout ConnectionLimits) -> Void = { _ in },
        _ body: @escaping @Sendable (Int) async throws -> Void
    ) async throws {
        var configuration = ServerConfiguration(host: "127.0.0.1", port: 0, logLevel: .critical)
        configuration.idleTimeout = idle
        limits(&configuration.connections)
        let app = buildApplication(configuration: configuration, pipeline: try ServerHarness.pipeline())
        try await app.test(.live) { client in try await body(try #require(client.port)) }
    }

    @Test(arguments: ["", "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "])
    func aSilentConnectionIsClosedAfterTheIdleTimeout(prefix: String) async throws {
        try await Self.live(idle: .milliseconds(300)) { port in
            // Blocking socket calls run on a thread of their own: the server's handlers need the cooperative pool.
            let closed = await LoopbackSocket.offPool { Self.secondsUntilClosed(port: port, sending: prefix) }
            let seconds = try #require(closed, "the server kept a silent connection open for 5 s")
            #expect(seconds >= 0.2 && seconds < 2, "closed after \(seconds) s")
            // A whole request on a fresh connection is still answered (and, idle after it, closed).
            let answer = await LoopbackSocket.offPool {
                Self.answer(port: port, to: "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            }
            #expect(answer.hasPrefix("HTTP/1.1 200"), "\(answer)")
        }
    }

    @Test func headOverTheWireAnswersTheGetsHeadersAndNoBody() async throws {
        try await Self.live(idle: .milliseconds(300)) { port in
            let answer = await LoopbackSocket.offPool {
                Self.answer(port: port, to: "HEAD /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            }
            #expect(answer.hasPrefix("HTTP/1.1 200"), "\(answer)")
            #expect(answer.lowercased().contains("content-length: 15\r\n"), "\(answer)")
            #expect(answer.hasSuffix("\r\n\r\n"), "a HEAD answer has no body: \(answer)")
        }
    }

    @Test func a413ClosesTheConnection() async throws {
        try await Self.live(idle: .seconds(10)) { port in
            // A 2 GB Content-Length and a few body bytes: the server must answer 413 and close, not wait for the
            // body or read the bytes after it as another request (the 10 s idle timeout would close it later).
            let start = Date()
            let answer = await LoopbackSocket.offPool {
                Self.answer(
                    port: port,
                    to: "POST /v1/render HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                        + "Content-Length: 2000000000\r\n\r\n{\"ios\":")
            }
            #expect(answer.hasPrefix("HTTP/1.1 413"), "\(answer)")
            #expect(answer.lowercased().contains("connection: close"), "\(answer)")
            #expect(Date().timeIntervalSince(start) < 5, "the connection stayed open after the 413")
        }
    }
}
