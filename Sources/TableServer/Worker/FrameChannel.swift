#if canImport(Glibc)
    internal import Glibc
#endif

/// A frame of the worker protocol: its head (a message's tag and fields) and its tail (a finished job's file, or
/// nothing), which arrives in an array of its own, so a large file is never copied out of the frame.
struct Frame: Equatable, Sendable {
    var head: [UInt8]
    var tail: [UInt8] = []
}

/// One end of a worker's channel (a Unix stream socket): frames of a 32-bit little-endian head length, a 32-bit
/// little-endian tail length and that many bytes, sent and received with blocking calls on the calling thread. A
/// receive can be bounded by a deadline (`poll`), so a server thread never waits on a worker past its request's
/// time limit.
struct FrameChannel: Sendable {
    /// The socket.
    let descriptor: Int32

    /// Sends `frame` (one `sendmsg` loop, no copy into a single buffer). Never raises SIGPIPE: a peer that is
    /// gone is `FrameError.closed`.
    func send(_ frame: Frame) throws(FrameError) {
        let total = frame.head.count + frame.tail.count
        guard total <= UInt32.max else { throw .tooLarge(total) }
        var lengths: [UInt8] = []
        for length in [UInt32(frame.head.count), UInt32(frame.tail.count)] {
            for shift in stride(from: 0, to: 32, by: 8) { lengths.append(UInt8(truncatingIfNeeded: length >> shift)) }
        }
        try write([lengths, frame.head, frame.tail])
    }

    /// Receives one frame, waiting at most until `deadline` (`nil`: without limit); `FrameError.timedOut` past
    /// it, `FrameError.closed` when the peer has gone, `FrameError.tooLarge` for a frame over `maxBytes` in all.
    func receive(until deadline: ContinuousClock.Instant? = nil, maxBytes: Int) throws(FrameError) -> Frame {
        let lengths = try bytes(8, until: deadline)
        let length = { (offset: Int) in
            (0..<4).reduce(0) { $0 | Int(lengths[offset + $1]) << (8 * $1) }
        }
        let head = length(0)
        let tail = length(4)
        guard head + tail <= maxBytes else { throw .tooLarge(head + tail) }
        return Frame(head: try bytes(head, until: deadline), tail: try bytes(tail, until: deadline))
    }

    /// Reads exactly `count` bytes into a new array.
    private func bytes(_ count: Int, until deadline: ContinuousClock.Instant?) throws(FrameError) -> [UInt8] {
        guard count > 0 else { return [] }
        var failure: FrameError?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            do throws(FrameError) {
                try read(into: UnsafeMutableRawBufferPointer(buffer), until: deadline)
                initialized = count
            } catch {
                failure = error
                initialized = 0
            }
        }
        if let failure { throw failure }
        return bytes
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
