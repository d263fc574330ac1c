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

    /// Whether the request line is longer than `limit` bytes, or still open (the parser stopped inside it).
    func requestLineOverflows(_ limit: Int) -> Bool { requestLineOpen || requestLineBytes > limit }
    /// Raw bytes of the body read so far (chunk framing included).
    var bodyBytes = 0
    /// How long the server has waited for body bytes (a read outstanding).
    var bodyWaited = Duration.zero

    /// A head was parsed: its body starts.
    func headParsed() {
        phase = .readingBody
        bodyBytes = 0
        bodyWaited = .zero
    }

    /// The request ended: the next bytes start the next head.
    func requestEnded() {
        phase = .awaitingHead
        headStarted = nil
        requestLineOpen = true
        requestLineBytes = 0
    }
}

/// The first handler of a connection's pipeline, before the HTTP parser: notes when a request head's first byte
/// arrives, whether its request line has ended (a URI too long, 414, versus header fields too long, 431), and
/// how many body bytes have arrived.
final class RawRequestWatcher: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let state: ConnectionPhase

    init(state: ConnectionPhase) { self.state = state }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let bytes = unwrapInboundIn(data).readableBytesView
        switch state.phase {
        case .awaitingHead:
            if state.headStarted == nil, !bytes.isEmpty { state.headStarted = .now() }
            if state.requestLineOpen {
                if let end = bytes.firstIndex(of: UInt8(ascii: "\n")) {
                    state.requestLineBytes += end - bytes.startIndex
                    state.requestLineOpen = false
                } else {
                    state.requestLineBytes += bytes.count
                }
            }
        case .readingBody:
            state.bodyBytes += bytes.count
        }
        context.fireChannelRead(data)
    }
}
