internal import Synchronization

/// The number of open connections, shared by every connection's `ConnectionGuard`.
final class ConnectionCounter: Sendable {
    private let open = Atomic<Int>(0)

    /// Counts a new connection; false (and not counted) when `limit` connections are already open.
    func admit(limit: Int) -> Bool {
        var current = open.load(ordering: .relaxed)
        while current < limit {
            let (exchanged, original) = open.compareExchange(
                expected: current, desired: current + 1, ordering: .relaxed)
            if exchanged { return true }
            current = original
        }
        return false
    }

    /// Forgets a connection that `admit` counted.
    func release() { open.subtract(1, ordering: .relaxed) }

    /// Connections open now.
    var count: Int { open.load(ordering: .relaxed) }
}
