internal import Foundation

#if canImport(Glibc)
    internal import Glibc
#endif

/// A blocking TCP connection to a live server on 127.0.0.1, for tests that must control the bytes on the wire
/// (slow or partial requests, pipelining, a request sent before a signal). Use it off the cooperative pool
/// (`LoopbackSocket.offPool`): its calls block.
public final class LoopbackSocket: Sendable {
    private let fd: Int32

    /// Connects to 127.0.0.1:`port`; nil when the connection is refused.
    public init?(port: Int) {
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

    /// Sends all of `text` (stops early if the server closed the connection); the bytes sent.
    @discardableResult
    public func send(_ text: String) -> Int { send(Array(text.utf8)) }

    /// Sends all of `bytes` (stops early if the server closed or reset the connection); the bytes sent.
    @discardableResult
    public func send(_ bytes: [UInt8]) -> Int {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count <= 0 { return sent }
            sent += count
        }
        return sent
    }

    /// Whether the server has sent something (or closed) within `milliseconds`, without reading it.
    public func hasAnswered(within milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, milliseconds) > 0
    }

    /// Half-closes the connection: the server reads the end of the input, and may still answer.
    public func finishSending() { shutdown(fd, Int32(SHUT_WR)) }

    /// Everything received until the server closes the connection, and how many seconds that took; the seconds
    /// are nil when `patience` seconds passed without a byte and the connection was still open.
    public func readUntilClosed(patience: Int) -> (received: [UInt8], secondsUntilClosed: Double?) {
        var timeout = timeval(tv_sec: patience, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let start = Date()
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count == 0 { return (received, Date().timeIntervalSince(start)) }
            if count < 0 { return (received, nil) }
            received += buffer.prefix(count)
        }
    }

    /// A connection the server has surely accepted and counted: it asks `GET /healthz` (kept alive) and reads the
    /// answer's first bytes, within `patience` seconds; nil when it is refused or not answered. A bare connect can
    /// still sit in the accept backlog when the next connection arrives on a busy machine.
    public static func held(port: Int, patience: Int = 30) -> LoopbackSocket? {
        guard let socket = LoopbackSocket(port: port) else { return nil }
        socket.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        var timeout = timeval(tv_sec: patience, tv_usec: 0)
        setsockopt(socket.fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var buffer = [UInt8](repeating: 0, count: 4096)
        guard recv(socket.fd, &buffer, buffer.count, 0) > 0 else { return nil }
        return socket
    }

    /// Runs blocking `work` on a thread of its own, leaving the cooperative pool to the server under test.
    public static func offPool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in Thread { continuation.resume(returning: work()) }.start() }
    }
}
