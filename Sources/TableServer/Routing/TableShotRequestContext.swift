public import Hummingbird

/// The request context of TableShot's routes: Hummingbird's basic one, plus whether the request's client is
/// still connected (`ClientPresence`), so that gated work is skipped for a client that has gone.
public struct TableShotRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The request's client: gone once its connection has closed.
    public let client: ClientPresence

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        client = ClientPresence(channel: source.channel)
    }
}
