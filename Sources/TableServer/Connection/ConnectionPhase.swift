internal import NIOCore

/// Where a connection's current request is, as both of its guards see it: `RawRequestWatcher` (raw bytes, before
/// the HTTP parser) and `ConnectionGuard` (parsed parts, after it). Touched only on the channel's event loop.
final class ConnectionPhase {
    enum Phase {
        /// Waiting for a request head (keep-alive idle, or part of a head read).
        case awaitingHead
        /// The head was parsed; its body is being read.
        case readingBody
    }

    var phase = Phase.awaitingHead
    /// When the first byte of the head being read arrived (nil before it).
    var headStarted: NIODeadline?
    /// True until a line end arrives after the head's first byte: the parser is in the request line.
    var requestLineOpen = true
    /// Bytes of the request line read so far (up to its line end).
    var requestLineBytes = 0
    /// The last 8 bytes of the request line read so far, the last in the low byte: its version.
    var requestLineTail: UInt64 = 0
    /// The last parsed request line ended in `HTTP/1.0` (a client that must not be sent a 1xx response, RFC 9110
    /// §15.2). Kept from its head until the next head is parsed.
    private(set) var isHTTP10 = false
    /// `TTP/1.0` as the low 7 bytes of `requestLineTail` hold it.
    private static let http10Tail = "TTP/1.0".utf8.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }

    /// Whether the request line is longer than `limit` bytes, or still open (the parser stopped inside it).
    func requestLineOverflows(_ limit: Int) -> Bool { requestLineOpen || requestLineBytes > limit }
    /// Raw bytes of the body read so far (chunk framing included).
    var bodyBytes = 0
    /// Bytes of the body's data the parser has passed on so far (`bodyBytes` less the framing).
    var dataBytes = 0
    /// How long the server has waited for body bytes (a read outstanding).
    var bodyWaited = Duration.zero
    /// How long the head took to arrive, from its first byte.
    var headTook = Duration.zero
    /// Called by `RawRequestWatcher` when the body's framing passes `maxFramingBytes` (set by `ConnectionGuard`).
    var onFramingOverflow: (() -> Void)?
    /// The most framing a body may carry besides 8 bytes per byte of data (`ConnectionLimits.maxFramingBytes`).
    var maxFramingBytes = Int.max

    /// Whether the body's framing is past its bound.
    var framingOverflows: Bool {
        let (allowed, overflow) = dataBytes.multipliedReportingOverflow(by: 8)
        return !overflow && bodyBytes - dataBytes > maxFramingBytes &+ allowed
    }

    /// A head was parsed: its body starts.
    func headParsed() {
        // The line's last 7 bytes before its end (a CR, when there is one, is dropped).
        let line = requestLineTail & 0xFF == 0x0D ? requestLineTail >> 8 : requestLineTail
        isHTTP10 = line & 0x00FF_FFFF_FFFF_FFFF == Self.http10Tail
        phase = .readingBody
        bodyBytes = 0
        dataBytes = 0
        bodyWaited = .zero
        if let headStarted {
            headTook = .nanoseconds((NIODeadline.now() - headStarted).nanoseconds)
        } else {
            headTook = .zero
        }
    }

    /// The request ended: the next bytes start the next head.
    func requestEnded() {
        phase = .awaitingHead
        headStarted = nil
        requestLineOpen = true
        requestLineBytes = 0
        requestLineTail = 0
        requestLinePrefix = []
    }

    /// Notes `bytes`, read in the request line, in `requestLineTail` (only its last 8 bytes count) and
    /// `requestLinePrefix` (only its first `prefixLength`).
    func noteRequestLine(_ bytes: ByteBufferView.SubSequence) {
        for byte in bytes.suffix(8) { requestLineTail = requestLineTail << 8 | UInt64(byte) }
        if requestLinePrefix.count < Self.prefixLength {
            requestLinePrefix += bytes.prefix(Self.prefixLength - requestLinePrefix.count)
        }
    }

    /// The first bytes of the request line being read (its method and the start of its target).
    private(set) var requestLinePrefix: [UInt8] = []
    /// How much of a request line `requestLinePrefix` keeps: a method and a scheme and authority fit.
    static let prefixLength = 512

    /// The authority of the request line's target when it is in absolute form (`GET http://host:port/path`),
    /// which a server must use in place of `Host` (RFC 9112 §3.2.2); `nil` for the usual origin form. Its user
    /// information, if any, is dropped. An authority longer than `prefixLength` allows reads as empty (no host).
    var absoluteFormAuthority: String? {
        let line = requestLinePrefix
        guard let space = line.firstIndex(of: UInt8(ascii: " ")) else { return nil }
        let target = line[(space + 1)...]
        let text = String(decoding: target.prefix(8), as: UTF8.self).lowercased()
        let schemeLength = text.hasPrefix("http://") ? 7 : text.hasPrefix("https://") ? 8 : 0
        guard schemeLength > 0 else { return nil }
        let rest = target.dropFirst(schemeLength)
        let end = rest.firstIndex {
            [UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: " ")].contains($0)
        }
        guard let end else { return "" }
        var authority = rest[..<end]
        if let at = authority.lastIndex(of: UInt8(ascii: "@")) { authority = authority[(at + 1)...] }
        return String(decoding: authority, as: UTF8.self)
    }
}

/// The first handler of a connection's pipeline, before the HTTP parser: notes when a request head's first byte
/// arrives, whether its request line has ended (a URI too long, 414, versus header fields too long, 431), its
/// HTTP version, and how many body bytes have arrived. It also writes the raw interim response with which
/// `ConnectionGuard` probes whether a client that closed its input is still there (`probeClient`).
final class RawRequestWatcher: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private let state: ConnectionPhase
    private var context: ChannelHandlerContext?

    init(state: ConnectionPhase) { self.state = state }

    func handlerAdded(context: ChannelHandlerContext) { self.context = context }

    func handlerRemoved(context: ChannelHandlerContext) { self.context = nil }

    /// Writes `100 Continue`, which a waiting HTTP/1.1 client skips and a client that has closed its socket
    /// answers with a reset (which closes the channel). Written at the socket's end of the pipeline, past the
    /// HTTP encoder, whose state it does not touch. Only between requests' responses (the caller checks).
    func probeClient() {
        guard let context else { return }
        context.writeAndFlush(wrapOutboundOut(ByteBuffer(bytes: Self.interimResponse)), promise: nil)
    }

    private static let interimResponse = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    /// Lingering: what is still allowed, and when it ends (`linger`).
    private var lingering: (bytesLeft: Int, idle: TimeAmount, lastRead: NIODeadline, end: NIODeadline)?

    /// Half-closes the connection (the client reads the answer written before, then end of file), then discards
    /// what the client still sends, without parsing it, until the client closes its side, `limits.lingerIdle` passes
    /// without a byte, `limits.lingerTime` passes, or `limits.lingerBytes` have come: then it closes.
    func linger(limits: ConnectionLimits) {
        guard let context, lingering == nil else { return }
        let now = NIODeadline.now()
        lingering = (limits.lingerBytes, limits.lingerIdle.timeAmount, now, now + limits.lingerTime.timeAmount)
        context.close(mode: .output, promise: nil)
        context.read()
        scheduleLingerCheck(context: context, after: limits.lingerIdle.timeAmount)
    }

    private func scheduleLingerCheck(context: ChannelHandlerContext, after delay: TimeAmount) {
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        context.eventLoop.scheduleTask(in: delay) {
            let (watcher, context) = bound.value
            guard let lingering = watcher.lingering, context.channel.isActive else { return }
            let now = NIODeadline.now()
            let idleEnd = lingering.lastRead + lingering.idle
            if now >= lingering.end || now >= idleEnd { return context.close(promise: nil) }
            watcher.scheduleLingerCheck(context: context, after: min(lingering.end, idleEnd) - now)
        }
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        // While lingering nothing above asks for reads: keep reading until the client is done.
        if lingering != nil { return context.read() }
        context.fireChannelReadComplete()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if lingering != nil, let event = event as? ChannelEvent, event == .inputClosed {
            return context.close(promise: nil)
        }
        context.fireUserInboundEventTriggered(event)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let bytes = unwrapInboundIn(data).readableBytesView
        if var lingering {
            lingering.bytesLeft -= bytes.count
            lingering.lastRead = .now()
            self.lingering = lingering
            if lingering.bytesLeft < 0 { context.close(promise: nil) }
            return
        }
        switch state.phase {
        case .awaitingHead:
            if state.headStarted == nil, !bytes.isEmpty { state.headStarted = .now() }
            if state.requestLineOpen {
                if let end = bytes.firstIndex(of: UInt8(ascii: "\n")) {
                    state.requestLineBytes += end - bytes.startIndex
                    state.noteRequestLine(bytes[..<end])
                    state.requestLineOpen = false
                } else {
                    state.requestLineBytes += bytes.count
                    state.noteRequestLine(bytes[...])
                }
            }
        case .readingBody:
            state.bodyBytes += bytes.count
            if state.framingOverflows, let overflow = state.onFramingOverflow {
                // Nothing more reaches the parser: the guard answers 400 and closes.
                state.onFramingOverflow = nil
                overflow()
                return
            }
        }
        context.fireChannelRead(data)
    }
}
