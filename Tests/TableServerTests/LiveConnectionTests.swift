internal import Foundation
internal import HTTPTypes
internal import HummingbirdTesting
internal import Logging
internal import TableRender
internal import TableServer
internal import Testing

#if canImport(Glibc)
    internal import Glibc
#endif

/// Issue 14 over real sockets: a connection that sends nothing — idle, or stalled in its headers (slowloris) — is
/// closed after the idle timeout, and a HEAD gets the GET's headers and no body on the wire.
@Suite(.serialized) struct LiveConnectionTests {
    /// Runs blocking `work` on a new thread.
    static func offPool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in Thread { continuation.resume(returning: work()) }.start() }
    }

    /// Connects to `port`, sends `prefix`, and returns how long the server took to close the connection
    /// (`nil` if it still had not after `patience`).
    static func secondsUntilClosed(port: Int, sending prefix: String, patience: Int = 5) -> Double? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var received: [UInt8] = []
        return exchange(fd, port: port, sending: prefix, patience: patience, received: &received)
    }

    /// Sends a whole request on a fresh connection and returns the start of the answer.
    static func answer(port: Int, to request: String, patience: Int = 5) -> String {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var received: [UInt8] = []
        _ = exchange(fd, port: port, sending: request, patience: patience, received: &received)
        return String(decoding: received, as: UTF8.self)
    }

    /// Connects `fd` to `port`, sends `prefix`, reads until the server closes (returning how long that took) or
    /// `patience` seconds pass (`nil`).
    private static func exchange(
        _ fd: Int32, port: Int, sending prefix: String, patience: Int, received: inout [UInt8]
    ) -> Double? {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { return nil }
        var timeout = timeval(tv_sec: patience, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        if !prefix.isEmpty { _ = prefix.withCString { send(fd, $0, strlen($0), 0) } }
        let start = Date()
        var buffer = [UInt8](repeating: 0, count: 512)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count == 0 { return Date().timeIntervalSince(start) }
            if count < 0 { return nil }
            received += buffer.prefix(count)
        }
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
            let closed = await Self.offPool { Self.secondsUntilClosed(port: port, sending: prefix) }
            let seconds = try #require(closed, "the server kept a silent connection open for 5 s")
            #expect(seconds >= 0.2 && seconds < 2, "closed after \(seconds) s")
            // A whole request on a fresh connection is still answered (and, idle after it, closed).
            let answer = await Self.offPool {
                Self.answer(port: port, to: "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            }
            #expect(answer.hasPrefix("HTTP/1.1 200"), "\(answer)")
        }
    }

    @Test func headOverTheWireAnswersTheGetsHeadersAndNoBody() async throws {
        try await Self.live(idle: .milliseconds(300)) { port in
            let answer = await Self.offPool {
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
            let answer = await Self.offPool {
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
