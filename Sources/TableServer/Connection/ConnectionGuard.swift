internal import Foundation
internal import HTTPTypes
internal import Hummingbird
internal import NIOCore
internal import NIOHTTP1
internal import NIOHTTPTypes

/// Holds every connection to `ConnectionLimits` (issue 14), between the HTTP parser and Hummingbird:
/// - a request head must be complete within `headerTimeout` of its first byte, a body must arrive at
///   `minBodyRate` or faster (after `bodyRateGrace`), and the whole request within `requestTimeout` (both counting
///   only time the server waits for the body): else 408 and the connection is closed (slowloris, stalled and
///   trickled uploads); a chunked body's framing is bounded (`maxFramingBytes`, else 400);
/// - a request that says `Expect: 100-continue` is sent `100 Continue` once its head is accepted;
/// - a request whose target is in absolute form (`GET http://host/path`) has that host as its authority, over
///   `Host` (RFC 9112 §3.2.2), so that `HostCheckMiddleware` checks the host it names;
/// - a response that makes no progress towards the client for `writeTimeout` closes the connection;
/// - beyond `maxConnections` open connections, a connection's first request gets 503 and it is closed (a
///   connection that arrived while the server was full is counted when its request comes, if there is room then);
/// - on a graceful shutdown (SIGTERM) a connection still open after `drainTimeout` is closed;
/// - a request the HTTP parser refuses gets a problem document naming what was wrong (400, 414 or 431) in place
///   of Hummingbird's empty 400;
/// - while every worker is busy and the queue is full, a render, layout, compare or batch request is answered 503
///   here, from its head, before any task, router or parser sees it: the cheapest point to shed load, so that a
///   flood of requests past the queue does not take the CPU the admitted renders need (its body is discarded,
///   or, when large or chunked, the connection is closed);
/// - a response that says `Connection: close` closes the connection once written (Hummingbird would otherwise
///   read the rest of the request body first: after a 413 for a 2 GB `Content-Length` the next bytes were read
///   as body);
/// - a client that closes its input under a request not yet answered is probed (`RawRequestWatcher.probeClient`):
///   if it has gone, the channel closes and the request's queued work is skipped (`ClientPresence`);
/// - the answers it writes itself say `nosniff` as the router's do (`SecurityHeaders`), and a shed request's 503
///   carries the CORS headers of `corsOrigins`, so that a page of an allowed origin can read its `Retry-After`;
///   each is logged and counted as the router's answers are (`GuardAccess`).
/// It adds `RawRequestWatcher` at the front of the pipeline to see raw bytes.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let limits: ConnectionLimits
    private let counter: ConnectionCounter
    private let service: RenderService?
    /// The origins whose pages may read a shed request's 503 (`CORSMiddleware`).
    private let corsOrigins: CORSOrigins
    /// Requests passed on whose response has not ended: only with none can the guard answer in order.
    private var requestsInFlight = 0
    /// The guard answered the current request: its body parts are dropped until its end.
    private var discardingBody = false
    /// After a shed request the connection is not read until then (its `Retry-After`): the 503 goes out at once,
    /// but a client that retries at once on the same connection waits, instead of taking the CPU the admitted
    /// renders need with a stream of 503s.
    private var readsPausedUntil: NIODeadline?
    /// A read asked for while paused, to pass on when the pause ends.
    private var deferredRead = false
    private let state = ConnectionPhase()
    private var watcher: RawRequestWatcher?
    private let opened = NIODeadline.now()
    private var counted = false
    private var timer: RepeatedTask?
    /// The guard answered (or is closing): what the application writes after that is dropped.
    private var closing = false
    /// The application has written a response head and not yet its end.
    private var responding = false
    /// The response being written says `Connection: close`.
    private var closeAfterResponse = false
    /// A read is outstanding: the server is waiting for the client.
    private var readPending = false
    private var pendingWrites = 0
    private var lastWriteProgress = NIODeadline.now()
    private var drainDeadline: NIODeadline?
    private var parserError: HTTPParserError?
    /// Where the guard's own answers are logged and counted; nil: not at all (tests).
    private let access: GuardAccess?
    /// The request being read: its method and path once its head has been.
    private var current = GuardAccess.Request()

    init(
        limits: ConnectionLimits, counter: ConnectionCounter, service: RenderService? = nil,
        corsOrigins: CORSOrigins = CORSOrigins(), access: GuardAccess? = nil
    ) {
        self.limits = limits
        self.counter = counter
        self.service = service
        self.corsOrigins = corsOrigins
        self.access = access
    }

    func handlerAdded(context: ChannelHandlerContext) {
        counted = counter.admit(limit: limits.maxConnections)
        let watcher = RawRequestWatcher(state: state)
        self.watcher = watcher
        state.maxFramingBytes = limits.maxFramingBytes
        let framing = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        state.onFramingOverflow = {
            let (handler, context) = framing.value
            handler.answer(ProtocolProblem.framingTooLarge(handler.limits), context: context)
        }
        try? context.pipeline.syncOperations.addHandler(watcher, position: .first)
        let tick = limits.tick.timeAmount
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        timer = context.eventLoop.scheduleRepeatedTask(initialDelay: tick, delay: tick) { _ in
            let (handler, context) = bound.value
            handler.checkDeadlines(context: context)
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        state.onFramingOverflow = nil
        timer?.cancel()
        timer = nil
        watcher = nil
        if counted { counter.release() }
        counted = false
    }

    // MARK: Inbound

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if closing { return }
        switch unwrapInboundIn(data) {
        case .head(var head):
            current = GuardAccess.Request(method: head.method.rawValue, path: head.path)
            // A connection that arrived while the server was full is counted once there is room: its first
            // request is refused only if the server is still full when that request comes.
            if !counted { counted = counter.admit(limit: limits.maxConnections) }
            guard counted else {
                return answer(
                    ProtocolProblem.tooManyConnections(limits), context: context,
                    requestID: RequestIDMiddleware.clientID(head.headerFields[.requestID]))
            }
            state.headParsed()
            if requestsInFlight == 0, let service, !service.gate.hasRoom,
                let route = Endpoint.route(method: head.method, path: head.path ?? ""), route.isAdmitted
            {
                return shed(head, route: route, service: service, context: context)
            }
            // A client that waits for `100 Continue` before its body gets it once the head is accepted here, and
            // only between responses (RFC 9110 §10.1.1; never to an HTTP/1.0 client).
            if requestsInFlight == 0, !responding, !state.isHTTP10,
                head.headerFields[.expect]?.lowercased() == "100-continue"
            {
                watcher?.probeClient()
            }
            requestsInFlight += 1
            // A target in absolute form names the host the request is for, over `Host` (RFC 9112 §3.2.2): it
            // becomes the request's authority, so that the allowed hosts are checked against it (issue 38).
            if let authority = state.absoluteFormAuthority {
                head.authority = authority
                return context.fireChannelRead(wrapInboundOut(.head(head)))
            }
        case .body(let buffer):
            state.dataBytes += buffer.readableBytes
            if discardingBody { return }
        case .end:
            state.requestEnded()
            current = GuardAccess.Request()
            if discardingBody {
                discardingBody = false
                return
            }
        }
        context.fireChannelRead(data)
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        readPending = false
        context.fireChannelReadComplete()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if let error = error as? HTTPParserError { parserError = error }
        context.fireErrorCaught(error)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is ChannelShouldQuiesceEvent, drainDeadline == nil {
            drainDeadline = .now() + limits.drainTimeout.timeAmount
        }
        if let event = event as? ChannelEvent, event == .inputClosed, requestsInFlight > 0, !responding, !closing,
            !state.isHTTP10
        {
            // The client sent FIN under a request not yet answered: gone, or half-closed and waiting? A client that
            // has gone answers the probe with a reset, which closes the channel, and its queued work is skipped
            // (`ClientPresence`).
            watcher?.probeClient()
        }
        context.fireUserInboundEventTriggered(event)
    }

    // MARK: Outbound

    func read(context: ChannelHandlerContext) {
        if let until = readsPausedUntil, NIODeadline.now() < until {
            if !deferredRead {
                deferredRead = true
                let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
                context.eventLoop.scheduleTask(deadline: until) {
                    let (handler, context) = bound.value
                    handler.deferredRead = false
                    handler.readsPausedUntil = nil
                    if context.channel.isActive { handler.read(context: context) }
                }
            }
            return
        }
        readPending = true
        context.read()
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if closing {
            promise?.fail(ChannelError.ioOnClosedChannel)
            return
        }
        let part = unwrapOutboundIn(data)
        switch part {
        case .head(let head):
            if let parserError, head.status == .badRequest, head.headerFields[.contentLength] == "0" {
                // Hummingbird's answer to a parse error: the same, with a body that says what was wrong.
                let problem = ProtocolProblem.parser(
                    parserError, requestLineOpen: state.requestLineOverflows(limits.maxFieldBytes), limits: limits)
                let (problemHead, body) = Self.parts(of: problem)
                logAnswer(problem, head: problemHead, bytes: body.readableBytes)
                responding = true
                closeAfterResponse = true
                track(context.write(wrapOutboundOut(.head(problemHead))), context: context, cascade: promise)
                track(context.write(wrapOutboundOut(.body(body))), context: context, cascade: nil)
                return
            }
            responding = true
            closeAfterResponse = head.headerFields[.connection]?.lowercased() == "close"
        case .body: break
        case .end:
            responding = false
            requestsInFlight = max(0, requestsInFlight - 1)
            if closeAfterResponse {
                let written = context.writeAndFlush(data)
                closeOnceWritten(written, context: context)
                if let promise { written.cascade(to: promise) }
                return
            }
        }
        track(context.write(data), context: context, cascade: promise)
    }

    /// Counts a write until it completes, so a client that stops reading is noticed.
    private func track(
        _ written: EventLoopFuture<Void>, context: ChannelHandlerContext, cascade: EventLoopPromise<Void>?
    ) {
        if pendingWrites == 0 { lastWriteProgress = .now() }
        pendingWrites += 1
        written.assumeIsolated().whenComplete { _ in
            self.pendingWrites -= 1
            self.lastWriteProgress = .now()
        }
        if let cascade { written.cascade(to: cascade) }
    }

    // MARK: Deadlines

    private func checkDeadlines(context: ChannelHandlerContext) {
        guard context.channel.isActive, !closing else { return }
        let now = NIODeadline.now()
        if let drainDeadline, now >= drainDeadline { return close(context) }
        if !counted, now - opened > .seconds(1) { return close(context) }
        if pendingWrites > 0, now - lastWriteProgress > limits.writeTimeout.timeAmount { return close(context) }
        switch state.phase {
        case .awaitingHead:
            if let started = state.headStarted, now - started > limits.headerTimeout.timeAmount {
                answer(ProtocolProblem.headerTimeout(limits), context: context)
            }
        case .readingBody:
            if readPending { state.bodyWaited += limits.tick }
            // The whole request: its head, and the time the server has waited for its body (not the time its
            // handler took to read it).
            if state.headTook + state.bodyWaited > limits.requestTimeout {
                return answer(ProtocolProblem.requestTimeout(limits), context: context)
            }
            let allowed = Double(limits.minBodyRate) * state.bodyWaited.seconds
            if state.bodyWaited > limits.bodyRateGrace, Double(state.bodyBytes) < allowed {
                answer(
                    ProtocolProblem.slowBody(bytes: state.bodyBytes, waited: state.bodyWaited, limits: limits),
                    context: context)
            }
        }
    }

    /// Answers a request 503 from its head. A body that may be large (over `SpecBody.smallBody`, or chunked) is
    /// not read: the connection is closed; a small one is dropped as it arrives and the connection kept.
    private func shed(_ head: HTTPRequest, route: Endpoint, service: RenderService, context: ChannelHandlerContext) {
        service.metrics.rejected(reason: "saturated")
        let length = head.headerFields[.contentLength].flatMap { Int($0) }
        let chunked = head.headerFields[.transferEncoding] != nil
        let keepAlive = !chunked && (length ?? 0) <= SpecBody.smallBody
        var (response, body) = Self.shedResponse(keepAlive: keepAlive)
        CORSMiddleware.addHeaders(to: &response.headerFields, origin: head.headerFields[.origin], origins: corsOrigins)
        response.headerFields[.requestID] =
            RequestIDMiddleware.clientID(head.headerFields[.requestID]) ?? Self.newRequestID()
        // Answered from its head, at once: no time to speak of.
        if let access {
            access.answered(
                current, status: 503, bytes: body.readableBytes, requestID: response.headerFields[.requestID] ?? "",
                problemType: ProblemDetails(ServiceError.saturated).type, after: .zero)
        } else {
            service.metrics.request(route: "\(route)", status: 503, bytes: body.readableBytes, duration: .zero)
        }
        context.write(wrapOutboundOut(.head(response)), promise: nil)
        context.write(wrapOutboundOut(.body(body)), promise: nil)
        let written = context.writeAndFlush(wrapOutboundOut(.end(nil)))
        if keepAlive {
            discardingBody = true
            readsPausedUntil = .now() + Self.retryAfter
        } else {
            closeOnceWritten(written, context: context)
        }
    }

    /// Closes the connection once `written` (an answer) is out: at once when the request has arrived whole, else
    /// after lingering (`RawRequestWatcher.linger`), so that a client still sending its body reads the answer.
    private func closeOnceWritten(_ written: EventLoopFuture<Void>, context: ChannelHandlerContext) {
        closing = true
        let requestStillArriving = state.phase == .readingBody || parserError != nil || state.headStarted != nil
        let channel = context.channel
        let limits = limits
        guard requestStillArriving, let watcher else {
            return written.whenComplete { _ in channel.close(promise: nil) }
        }
        let bound = NIOLoopBound(watcher, eventLoop: context.eventLoop)
        written.whenComplete { result in
            guard case .success = result else { return channel.close(promise: nil) }
            bound.value.linger(limits: limits)
        }
    }

    /// The `Retry-After` of a shed request, and how long its connection is not read after it.
    private static let retryAfter = TimeAmount.seconds(1)

    /// The 503 of a request shed from its head, encoded once.
    private static let shedProblem = ProblemDetails(ServiceError.saturated).jsonBytes()

    private static func shedResponse(keepAlive: Bool) -> (HTTPResponse, ByteBuffer) {
        var fields: HTTPFields = [
            .contentType: ProblemDetails.mediaType, .contentLength: String(shedProblem.count), .retryAfter: "1",
            .xContentTypeOptions: SecurityHeaders.noSniff,
        ]
        if !keepAlive { fields[.connection] = "close" }
        return (HTTPResponse(status: .serviceUnavailable, headerFields: fields), ByteBuffer(bytes: shedProblem))
    }

    /// Answers `problem` and closes the connection, unless the application's response has begun (then closes).
    /// The answer carries `requestID` (the client's, when its head was read) or a new one.
    private func answer(_ problem: ProblemDetails, context: ChannelHandlerContext, requestID: String? = nil) {
        guard !responding else { return close(context) }
        let (head, body) = Self.parts(of: problem, requestID: requestID)
        logAnswer(problem, head: head, bytes: body.readableBytes)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(body)), promise: nil)
        let written = context.writeAndFlush(wrapOutboundOut(.end(nil)))
        closeOnceWritten(written, context: context)
    }

    /// Logs and counts an answer the guard writes (`GuardAccess`).
    private func logAnswer(_ problem: ProblemDetails, head: HTTPResponse, bytes: Int) {
        access?.answered(
            current, status: problem.status, bytes: bytes, requestID: head.headerFields[.requestID] ?? "",
            problemType: problem.type, after: elapsed)
    }

    /// The time since the current request's first byte, or zero when none has come.
    private var elapsed: Duration {
        guard let started = state.headStarted else { return .zero }
        return .nanoseconds((NIODeadline.now() - started).nanoseconds)
    }

    /// An id for an answer the router never saw.
    private static func newRequestID() -> String { String(UInt64.random(in: 0...UInt64.max), radix: 16) }

    private func close(_ context: ChannelHandlerContext) {
        closing = true
        context.close(promise: nil)
    }

    /// A problem document as a response head (closing the connection) and body, with `requestID` or a new id:
    /// every answer carries `X-Request-ID`, these too (a head that could not be parsed has no id of its own).
    private static func parts(of problem: ProblemDetails, requestID: String? = nil) -> (HTTPResponse, ByteBuffer) {
        let json = problem.jsonBytes()
        var fields: HTTPFields = [
            .contentType: ProblemDetails.mediaType, .contentLength: String(json.count), .connection: "close",
            .xContentTypeOptions: SecurityHeaders.noSniff,
            .requestID: requestID ?? Self.newRequestID(),
        ]
        if problem.status == 503 { fields[.retryAfter] = "1" }
        return (HTTPResponse(status: .init(code: problem.status), headerFields: fields), ByteBuffer(bytes: json))
    }
}
