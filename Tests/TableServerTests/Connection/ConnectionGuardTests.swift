internal import Foundation
internal import Synchronization
internal import TableServer
internal import Testing

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
            let timed = await Live.offPool {
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
        let header = "X-Big: " + String(repeating: "h", count: 70_000)
        let fields = try await Self.answer(to: "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\(header)\r\n\r\n")
        #expect(fields.hasPrefix("HTTP/1.1 431"), "\(fields.prefix(300))")
        #expect(fields.contains("application/problem+json"), "\(fields.prefix(300))")
    }

    @Test(arguments: [
        ("BREW /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", "not valid HTTP/1.1"),
        (
            "POST /v1/render HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
            "chunked request body is malformed"
        ),
    ])
    func malformedRequestsGet400WithAProblem(request: String, detail: String) async throws {
        let answer = try await Self.answer(to: request)
        #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer)")
        #expect(answer.contains("application/problem+json"), "\(answer)")
        #expect(answer.contains(detail), "\(answer)")
    }

    @Test func connectionsOverTheCapGet503() async throws {
        let answer = Mutex("")
        try await Live.live(idle: .seconds(10), limits: { $0.maxConnections = 2 }) { port in
            let text = await Live.offPool {
                // Two connections held open, then a third one asks.
                let held = (0..<2).map { _ in Self.connect(port: port) }
                defer { held.forEach { close($0) } }
                usleep(200_000)
                return Live.answer(port: port, to: "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            }
            answer.withLock { $0 = text }
        }
        let text = answer.withLock { $0 }
        #expect(text.hasPrefix("HTTP/1.1 503"), "\(text)")
        #expect(text.contains("Retry-After: 1"), "\(text)")
        #expect(text.contains("2 connections open"), "\(text)")
    }

    /// A connected socket (the caller closes it).
    static func connect(port: Int) -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        return fd
    }
}
