public import Hummingbird

/// The request context of TableShot's routes: Hummingbird's basic one, plus whether the request's client is
/// still connected (`ClientPresence`), so that gated work is skipped for a client that has gone, and its connection's
/// event loop as the handler's preferred executor (`ConnectionLoopMiddleware`), and what its access line needs to know
/// of how it ended (`AccessRecord`).
public struct TableShotRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The request's client: gone once its connection has closed.
    public let client: ClientPresence
    /// The connection's event loop as a task executor; `nil` without a real connection (tests).
    public let connectionExecutor: EventLoopTaskExecutor?
    /// The error the request ended with, noted for its access line.
    let access = AccessRecord()

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        client = ClientPresence(channel: source.channel)
        connectionExecutor = source.channel.parent == nil ? nil : EventLoopTaskExecutor(source.channel.eventLoop)
    }
}
