public import NIOCore

/// Whether the client of a request is still connected, for work that has not started yet (issue 14: a request
/// whose client has gone is not rendered when it reaches a worker, as a request past its deadline is not).
///
/// A client that closes its connection closes the channel: with remote half-closure allowed, its FIN alone does
/// not, because a client may half-close after sending its request and still wait for the answer (legal HTTP).
/// `ConnectionGuard` tells the two apart by writing an interim `100 Continue` when the input closes under a
/// request in flight: a client that has gone resets the connection and the channel closes; one that waits
/// ignores the interim response, as RFC 9110 §15.2 requires it to.
public struct ClientPresence: Sendable {
    /// A connection the server accepted (it has the listening channel as parent); a test channel has none and
    /// is never open, so it cannot tell.
    private let channel: (any Channel)?
    /// Says whether the client has gone, in place of a channel (tests).
    private let check: (@Sendable () -> Bool)?

    /// The client of a request arriving on `channel`.
    public init(channel: any Channel) {
        self.channel = channel.parent == nil ? nil : channel
        check = nil
    }

    /// A client that is gone once `isGone` says so (tests).
    init(isGone: @escaping @Sendable () -> Bool) {
        channel = nil
        check = isGone
    }

    private init() {
        channel = nil
        check = nil
    }

    /// A client the server cannot watch (work of its own, tests): never gone.
    public static let unknown = ClientPresence()

    /// The client's connection has closed (possibly before its request reached the handler).
    public var isGone: Bool {
        if let channel { return !channel.isActive }
        return check?() ?? false
    }
}
