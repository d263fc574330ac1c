internal import NIOCore

extension Duration {
    /// The duration in milliseconds, for logs and benchmark output.
    public var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }

    /// The duration in seconds.
    var seconds: Double { milliseconds / 1000 }

    /// The duration as NIO's `TimeAmount`.
    var timeAmount: TimeAmount {
        let (seconds, attoseconds) = components
        return .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
