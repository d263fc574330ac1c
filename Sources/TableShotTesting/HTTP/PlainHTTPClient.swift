package import Foundation

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// A small blocking HTTP/1.1 client over a plain TCP socket, for tests: one request per connection
/// (`Connection: close`), plain `http://` only, with a time limit on the whole exchange. The server's live tests send
/// their requests with it; `tableshot test --server` uses libcurl (`CHTTPClient`), which speaks HTTPS.
package enum PlainHTTPClient {
    /// Why no response was read: the address, the connection or the bytes on the wire.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// Where a request goes: the host to connect to, its port and the request target (path and query).
    package struct Target {
        /// The host name or address, without IPv6 brackets.
        package var host: String
        package var port: Int
        /// The origin-form request target, such as `/v1/render`.
        package var path: String

        /// The host and port from an `http://` URL; throws for any other scheme or a URL without a host.
        package init(_ url: URL) throws(Failure) {
            guard let scheme = url.scheme?.lowercased(), scheme == "http" else {
                throw Failure(
                    description: "only http:// URLs are supported, not \(url.scheme.map { "\($0)://" } ?? "\"\(url)\"")"
                )
            }
            guard var host = url.host, !host.isEmpty else { throw Failure(description: "no host in \(url)") }
            if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
            self.host = host
            port = url.port ?? 80
            guard (1...65535).contains(port) else { throw Failure(description: "bad port \(port) in \(url)") }
            let components = URLComponents(url: url, resolvingAgainstBaseURL: true)
            let encodedPath = components?.percentEncodedPath ?? ""
            path = (encodedPath.isEmpty ? "/" : encodedPath) + (components?.percentEncodedQuery.map { "?\($0)" } ?? "")
        }

        /// The `Host` field: the host (bracketed if it is an IPv6 address) and the port unless it is 80.
        package var hostField: String {
            let name = host.contains(":") ? "[\(host)]" : host
            return port == 80 ? name : "\(name):\(port)"
        }
    }

    /// Sends `method` to `url` with `headers` and `body` and reads the whole response, within `timeout`
    /// (connecting, sending and receiving together). Any status is a response; only a failure to get one throws.
    package static func send(
        _ method: String, to url: URL, headers: [(name: String, value: String)] = [], body: [UInt8] = [],
        timeout: Duration
    ) throws(Failure) -> HTTPResponseParser.Response {
        let target = try Target(url)
        let deadline = ContinuousClock.now + timeout
        let connection = try Connection(to: target, until: deadline, timeout: timeout)
        defer { connection.close() }
        var head = "\(method) \(target.path) HTTP/1.1\r\nHost: \(target.hostField)\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        let sendFailure: Failure?
        do {
            try connection.write(Array(head.utf8) + body, until: deadline)
            sendFailure = nil
        } catch {
            // The server may have answered and closed before reading the whole body (a 413, say): read that.
            sendFailure = error
        }
        do {
            return try connection.readResponse(until: deadline)
        } catch {
            throw sendFailure ?? error
        }
    }
}

extension PlainHTTPClient {
    /// A connected, non-blocking TCP socket; every wait for it is bounded by the request's deadline.
    fileprivate struct Connection {
        let fd: Int32
        let timeout: Duration
        let target: Target

        /// Resolves the target and connects to the first of its addresses that accepts.
        init(to target: Target, until deadline: ContinuousClock.Instant, timeout: Duration) throws(Failure) {
            self.target = target
            self.timeout = timeout
            var hints = addrinfo()
            hints.ai_family = AF_UNSPEC
            hints.ai_socktype = Self.streamType
            var list: UnsafeMutablePointer<addrinfo>?
            let resolved = getaddrinfo(target.host, String(target.port), &hints, &list)
            guard resolved == 0, let first = list else {
                throw Failure(description: "cannot resolve \(target.host): \(String(cString: gai_strerror(resolved)))")
            }
            defer { freeaddrinfo(list) }
            var lastError = Failure(description: "cannot connect to \(target.hostField): no address")
            var next: UnsafeMutablePointer<addrinfo>? = first
            while let address = next {
                next = address.pointee.ai_next
                do {
                    fd = try Self.connect(address.pointee, target: target, until: deadline, timeout: timeout)
                    return
                } catch {
                    lastError = error
                }
            }
            throw lastError
        }

        func close() { Self.close(fd) }

        private static func close(_ fd: Int32) {
            #if canImport(Glibc)
                _ = Glibc.close(fd)
            #elseif canImport(Musl)
                _ = Musl.close(fd)
            #elseif canImport(Darwin)
                _ = Darwin.close(fd)
            #endif
        }

        /// Sends all of `bytes`.
        func write(_ bytes: [UInt8], until deadline: ContinuousClock.Instant) throws(Failure) {
            var sent = 0
            while sent < bytes.count {
                let count = bytes[sent...].withUnsafeBytes { systemSend(fd, $0.baseAddress, $0.count, Self.noSignal) }
                if count > 0 {
                    sent += count
                } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                    try wait(for: Int16(POLLOUT), until: deadline)
                } else if count < 0, errno == EINTR {
                    continue
                } else {
                    throw Failure(description: "sending to \(target.hostField) failed: \(Self.errorText(errno))")
                }
            }
        }

        /// Reads until the response is complete or the server closes the connection.
        func readResponse(until deadline: ContinuousClock.Instant) throws(Failure) -> HTTPResponseParser.Response {
            var parser = HTTPResponseParser()
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { systemRecv(fd, $0.baseAddress, $0.count, 0) }
                do {
                    if count > 0 {
                        if let response = try parser.feed(buffer[..<count]) { return response }
                    } else if count == 0 {
                        return try parser.finish()
                    } else if errno == EAGAIN || errno == EWOULDBLOCK {
                        try wait(for: Int16(POLLIN), until: deadline)
                    } else if errno != EINTR {
                        throw Failure(description: "reading from \(target.hostField) failed: \(Self.errorText(errno))")
                    }
                } catch let error as HTTPResponseParser.Malformed {
                    throw Failure(description: "bad response from \(target.hostField): \(error.description)")
                } catch let error as Failure {
                    throw error
                } catch {
                    throw Failure(description: "\(error)")
                }
            }
        }

        /// Waits until the socket is ready for `events`, or throws once the deadline has passed.
        private func wait(for events: Int16, until deadline: ContinuousClock.Instant) throws(Failure) {
            try Self.wait(fd, for: events, until: deadline, timeout: timeout, target: target)
        }

        private static func wait(
            _ fd: Int32, for events: Int16, until deadline: ContinuousClock.Instant, timeout: Duration, target: Target
        ) throws(Failure) {
            while true {
                let left = deadline - ContinuousClock.now
                guard left > .zero else {
                    throw Failure(description: "no response from \(target.hostField) within \(timeout)")
                }
                let (seconds, attoseconds) = left.components
                let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
                var descriptor = pollfd(fd: fd, events: events, revents: 0)
                let ready = poll(&descriptor, 1, milliseconds)
                if ready > 0 { return }
                if ready < 0, errno != EINTR {
                    throw Failure(description: "waiting for \(target.hostField) failed: \(errorText(errno))")
                }
            }
        }

        /// A non-blocking socket connected to `address`.
        private static func connect(
            _ address: addrinfo, target: Target, until deadline: ContinuousClock.Instant, timeout: Duration
        ) throws(Failure) -> Int32 {
            let fd = socket(address.ai_family, address.ai_socktype, address.ai_protocol)
            guard fd >= 0 else { throw Failure(description: "cannot open a socket: \(errorText(errno))") }
            var keep = false
            defer { if !keep { close(fd) } }
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            #if canImport(Darwin)
                var on: Int32 = 1
                setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
            #endif
            if systemConnect(fd, address.ai_addr, address.ai_addrlen) != 0 {
                guard errno == EINPROGRESS || errno == EINTR else {
                    throw Failure(description: "cannot connect to \(target.hostField): \(errorText(errno))")
                }
                try wait(fd, for: Int16(POLLOUT), until: deadline, timeout: timeout, target: target)
                var failure: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                getsockopt(fd, SOL_SOCKET, SO_ERROR, &failure, &length)
                guard failure == 0 else {
                    throw Failure(description: "cannot connect to \(target.hostField): \(errorText(failure))")
                }
            }
            keep = true
            return fd
        }

        private static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }

        #if canImport(Glibc)
            private static let streamType = Int32(SOCK_STREAM.rawValue)
            private static let noSignal = Int32(MSG_NOSIGNAL)
        #elseif canImport(Musl)
            private static let streamType = SOCK_STREAM
            private static let noSignal = MSG_NOSIGNAL
        #else
            private static let streamType = SOCK_STREAM
            private static let noSignal: Int32 = 0  // SO_NOSIGPIPE is set on the socket instead
        #endif
    }
}

// The C library's socket calls under names that the methods above do not shadow.
private func systemSend(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int {
    send(fd, bytes, count, flags)
}

private func systemRecv(_ fd: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int, _ flags: Int32) -> Int {
    recv(fd, bytes, count, flags)
}

private func systemConnect(_ fd: Int32, _ address: UnsafePointer<sockaddr>?, _ length: socklen_t) -> Int32 {
    connect(fd, address, length)
}
