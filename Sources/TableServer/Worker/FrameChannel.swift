#if canImport(Glibc)
    internal import Glibc
#endif

/// One end of a worker's channel (a Unix stream socket): frames of a 32-bit little-endian length and that many
/// bytes, sent and received with blocking calls on the calling thread. A receive can be bounded by a deadline
/// (`poll`), so a server thread never waits on a worker past its request's time limit.
struct FrameChannel: Sendable {
    /// The socket.
    let descriptor: Int32

    /// Sends `parts` as one frame (one `sendmsg` loop, no copy into a single buffer). Never raises SIGPIPE: a peer
    /// that is gone is `FrameError.closed`.
    func send(_ parts: [[UInt8]]) throws(FrameError) {
        let total = parts.reduce(0) { $0 + $1.count }
        guard total <= UInt32.max else { throw .tooLarge(total) }
        let length = UInt32(total)
        let header: [UInt8] = [
            UInt8(truncatingIfNeeded: length), UInt8(truncatingIfNeeded: length >> 8),
            UInt8(truncatingIfNeeded: length >> 16), UInt8(truncatingIfNeeded: length >> 24),
        ]
        try write([header] + parts)
    }

    /// Receives one frame, waiting at most until `deadline` (`nil`: without limit); `FrameError.timedOut` past
    /// it, `FrameError.closed` when the peer has gone, `FrameError.tooLarge` for a frame over `maxBytes`.
    func receive(until deadline: ContinuousClock.Instant? = nil, maxBytes: Int) throws(FrameError) -> [UInt8] {
        var header = [UInt8](repeating: 0, count: 4)
        var headerFailure: FrameError?
        header.withUnsafeMutableBytes { buffer in
            do throws(FrameError) { try read(into: buffer, until: deadline) } catch { headerFailure = error }
        }
        if let headerFailure { throw headerFailure }
        let length = Int(UInt32(header[0]) | UInt32(header[1]) << 8 | UInt32(header[2]) << 16 | UInt32(header[3]) << 24)
        guard length <= maxBytes else { throw .tooLarge(length) }
        var failure: FrameError?
        let frame = [UInt8](unsafeUninitializedCapacity: length) { buffer, count in
            do throws(FrameError) {
                try read(into: UnsafeMutableRawBufferPointer(buffer), until: deadline)
                count = length
            } catch {
                failure = error
                count = 0
            }
        }
        if let failure { throw failure }
        return frame
    }

    /// Closes the descriptor (the peer reads end of file).
    func close() { _ = Glibc.close(descriptor) }

    private func write(_ parts: [[UInt8]]) throws(FrameError) {
        var part = 0
        var offset = 0
        while part < parts.count {
            if offset == parts[part].count {
                part += 1
                offset = 0
                continue
            }
            let sent = parts[part].withUnsafeBytes { bytes in
                var vector = iovec(
                    iov_base: UnsafeMutableRawPointer(mutating: bytes.baseAddress! + offset),
                    iov_len: bytes.count - offset)
                return withUnsafeMutablePointer(to: &vector) { vectorPointer in
                    var message = msghdr()
                    message.msg_iov = vectorPointer
                    message.msg_iovlen = 1
                    return sendmsg(descriptor, &message, Int32(MSG_NOSIGNAL))
                }
            }
            if sent < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw errno == EPIPE || errno == ECONNRESET ? .closed : .system("send", errno)
            }
            offset += sent
        }
    }

    private func read(into buffer: UnsafeMutableRawBufferPointer, until deadline: ContinuousClock.Instant?)
        throws(FrameError)
    {
        var filled = 0
        while filled < buffer.count {
            if let deadline { try wait(until: deadline) }
            let got = Glibc.read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            if got == 0 { throw .closed }
            if got < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw errno == ECONNRESET ? .closed : .system("read", errno)
            }
            filled += got
        }
    }

    /// Returns once the socket is readable (or hung up), throws `timedOut` at `deadline`.
    private func wait(until deadline: ContinuousClock.Instant) throws(FrameError) {
        while true {
            let remaining = deadline - .now
            guard remaining > .zero else { throw .timedOut }
            let milliseconds = Int32(clamping: (remaining.nanoseconds + 999_999) / 1_000_000)
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, milliseconds)
            if ready > 0 { return }
            if ready < 0, errno != EINTR { throw .system("poll", errno) }
        }
    }
}

/// Why a frame could not be sent or received.
enum FrameError: Error, Equatable, CustomStringConvertible {
    /// The peer closed its end or died.
    case closed
    /// The deadline passed first.
    case timedOut
    /// A frame longer than the receiver accepts.
    case tooLarge(Int)
    /// Another failing system call, with its errno.
    case system(String, Int32)

    var description: String {
        switch self {
        case .closed: return "the channel was closed"
        case .timedOut: return "the deadline passed"
        case .tooLarge(let length): return "a frame of \(length) bytes is over the limit"
        case .system(let call, let code): return "\(call) failed with errno \(code)"
        }
    }
}
