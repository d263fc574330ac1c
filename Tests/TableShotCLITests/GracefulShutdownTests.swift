internal import Foundation
internal import TableShotTesting
internal import Testing

#if canImport(Glibc)
    internal import Glibc
#endif

/// `tableshot serve` on SIGTERM stops accepting, finishes the renders in flight and exits 0.
@Suite(.serialized) struct GracefulShutdownTests {
    /// Runs blocking `work` on a new thread.
    static func offPool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in Thread { continuation.resume(returning: work()) }.start() }
    }

    /// A spec whose render takes a while in a debug build: a large canvas of many rows.
    static let slowSpec: String = {
        let rows = (0..<170).map {
            #"{"style":"subtitle","text":"Row \#($0)","detail":"Detail","accessoryType":"detailDisclosureButton"}"#
        }
        return #"{"ios":"7","width":1000,"scale":2,"sections":[{"rows":[\#(rows.joined(separator: ","))]}]}"#
    }()

    @Test(.timeLimit(.minutes(1)))
    func sigtermDuringARenderCompletesItAndExitsZero() async throws {
        let port = 18_000 + Int(ProcessInfo.processInfo.processIdentifier % 1000)
        let process = try LocalServer.start(port: port)
        defer { if process.isRunning { process.terminate() } }
        let base = try #require(URL(string: "http://127.0.0.1:\(port)"))
        try await LocalServer.waitUntilHealthy(base)

        // The request is on the wire before the signal: connect and send on a socket of our own (an HTTP client
        // may connect too late on a loaded machine), then read the whole answer after SIGTERM.
        let request =
            "POST /v1/render HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nConnection: close\r\n"
            + "Content-Length: \(Self.slowSpec.utf8.count)\r\n\r\n\(Self.slowSpec)"
        let socket = try #require(RawSocket(port: port), "could not connect to the server")
        socket.send(request)
        try await Task.sleep(for: .milliseconds(150))
        kill(process.processIdentifier, SIGTERM)
        let answer = await Self.offPool { socket.readUntilClosed(patience: 50) }
        #expect(
            answer.starts(with: Array("HTTP/1.1 200".utf8)), "\(String(decoding: answer.prefix(200), as: UTF8.self))")
        let body = answer.split(separator: Array("\r\n\r\n".utf8), maxSplits: 1).last.map(Array.init) ?? []
        #expect(Array(body.prefix(4)) == [0x89, 0x50, 0x4E, 0x47], "a whole PNG, not a cut connection")
        for _ in 0..<200 where process.isRunning { try await Task.sleep(for: .milliseconds(50)) }
        #expect(!process.isRunning)
        #expect(process.terminationStatus == 0)
    }
}

/// A blocking loopback TCP connection.
final class RawSocket: Sendable {
    let fd: Int32

    /// Connects to 127.0.0.1:`port`; nil when the connection is refused.
    init?(port: Int) {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        if connected != 0 {
            close(fd)
            return nil
        }
    }

    deinit { close(fd) }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return }
            sent += count
        }
    }

    /// Everything received until the peer closes, or until `patience` seconds pass without a byte.
    func readUntilClosed(patience: Int) -> [UInt8] {
        var timeout = timeval(tv_sec: patience, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count <= 0 { return received }
            received += buffer.prefix(count)
        }
    }
}
