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
/// send and a receive can be bounded by a deadline (`poll`), so a server thread never waits on a worker past its
/// request's time limit: not for its answer, and not for it to take a job larger than the socket's buffer (a
/// stopped worker held a server thread and a render slot for good with a 300 KB job, issue 38).
struct FrameChannel: Sendable {
    /// The socket.
    let descriptor: Int32

    /// Sends `frame`: its lengths, head and tail in one `sendmsg` of three parts (more only when the socket takes
    /// part of it), so the peer wakes once for the frame rather than once for each part. Never raises SIGPIPE: a
    /// peer that is gone is `FrameError.closed`. With a `deadline`, a peer that has not taken the whole frame by
    /// then is `FrameError.timedOut` (the frame is then cut short: the channel is of no further use).
    func send(_ frame: Frame, until deadline: ContinuousClock.Instant? = nil) throws(FrameError) {
        try send([frame], until: deadline)
    }

    /// Sends `frames` in order in one `sendmsg` (more only when the socket takes part of them): a reader that
    /// waits for the first finds the others with it. With a `deadline`, as `send(_:until:)`.
    func send(_ frames: [Frame], until deadline: ContinuousClock.Instant? = nil) throws(FrameError) {
        var parts: [[UInt8]] = []
        for frame in frames {
            let total = frame.head.count + frame.tail.count
            guard total <= UInt32.max else { throw .tooLarge(total) }
            var lengths: [UInt8] = []
            for length in [UInt32(frame.head.count), UInt32(frame.tail.count)] {
                for shift in stride(from: 0, to: 32, by: 8) {
                    lengths.append(UInt8(truncatingIfNeeded: length >> shift))
                }
            }
            parts += [lengths, frame.head, frame.tail]
        }
        if let failure = Self.withBytes(
            of: parts[...], { (bytes) throws(FrameError) in try write(bytes, until: deadline) })
        {
            throw failure
        }
    }

    /// Calls `body` with the bytes of every array of `parts`, in order; the error it threw, if any.
    private static func withBytes(
        of parts: ArraySlice<[UInt8]>, _ body: ([UnsafeRawBufferPointer]) throws(FrameError) -> Void,
        gathered: [UnsafeRawBufferPointer] = []
    ) -> FrameError? {
        guard let first = parts.first else {
            do throws(FrameError) {
                try body(gathered)
                return nil
            } catch {
                return error
            }
        }
        return first.withUnsafeBytes { bytes in
            withBytes(of: parts.dropFirst(), body, gathered: gathered + [bytes])
        }
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

    /// Waits until something can be read (or the peer has gone) or `deadline` passes; false only when the deadline
    /// passed (a failing `poll` says true: the read that follows reports the error).
    func waitReadable(until deadline: ContinuousClock.Instant) -> Bool {
        do throws(FrameError) {
            try wait(for: Int16(POLLIN), until: deadline)
            return true
        } catch {
            return error != .timedOut
        }
    }

    /// Closes the descriptor (the peer reads end of file).
    func close() { _ = Glibc.close(descriptor) }

    /// Writes `parts` in order, as many as the socket takes in each `sendmsg`. With a deadline each `sendmsg`
    /// does not wait, and a full socket is waited on (`poll`) only until the deadline.
    private func write(_ parts: [UnsafeRawBufferPointer], until deadline: ContinuousClock.Instant?)
        throws(FrameError)
    {
        var vectors = parts.filter { !$0.isEmpty }.map {
            iovec(iov_base: UnsafeMutableRawPointer(mutating: $0.baseAddress!), iov_len: $0.count)
        }
        var first = 0
        while first < vectors.count {
            let sent = vectors.withUnsafeMutableBufferPointer { vectors in
                var message = msghdr()
                message.msg_iov = vectors.baseAddress! + first
                message.msg_iovlen = vectors.count - first
                let flags = Int32(MSG_NOSIGNAL) | (deadline == nil ? 0 : Int32(MSG_DONTWAIT))
                return sendmsg(descriptor, &message, flags)
            }
            if sent < 0 {
                if errno == EAGAIN || errno == EWOULDBLOCK, let deadline {
                    try wait(for: Int16(POLLOUT), until: deadline)
                    continue
                }
                if errno == EINTR || errno == EAGAIN { continue }
                throw errno == EPIPE || errno == ECONNRESET ? .closed : .system("send", errno)
            }
            var left = sent
            while first < vectors.count, left >= vectors[first].iov_len {
                left -= vectors[first].iov_len
                first += 1
            }
            if left > 0 {
                vectors[first].iov_base = vectors[first].iov_base! + left
                vectors[first].iov_len -= left
            }
        }
    }

    /// Fills `buffer`. With a deadline, each read first takes what has arrived without waiting and waits
    /// (`poll`) only when nothing has: a reply's parts usually arrive together, and a `poll` before each read
    /// cost a system call apiece.
    private func read(into buffer: UnsafeMutableRawBufferPointer, until deadline: ContinuousClock.Instant?)
        throws(FrameError)
    {
        var filled = 0
        while filled < buffer.count {
            let flags = deadline == nil ? Int32(0) : Int32(MSG_DONTWAIT)
            let got = recv(descriptor, buffer.baseAddress! + filled, buffer.count - filled, flags)
            if got == 0 { throw .closed }
            if got < 0 {
                if errno == EAGAIN || errno == EWOULDBLOCK, let deadline {
                    try wait(for: Int16(POLLIN), until: deadline)
                    continue
                }
                if errno == EINTR || errno == EAGAIN { continue }
                throw errno == ECONNRESET ? .closed : .system("read", errno)
            }
            filled += got
        }
    }

    /// Returns once the socket is ready for `events` (`POLLIN`, `POLLOUT`; or hung up), throws `timedOut` at
    /// `deadline`.
    private func wait(for events: Int16, until deadline: ContinuousClock.Instant) throws(FrameError) {
        while true {
            let remaining = deadline - .now
            guard remaining > .zero else { throw .timedOut }
            let milliseconds = Int32(clamping: (remaining.nanoseconds + 999_999) / 1_000_000)
            var entry = pollfd(fd: descriptor, events: events, revents: 0)
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
