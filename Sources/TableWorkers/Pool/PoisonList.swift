internal import Synchronization

/// Requests that crashed a worker twice, by digest, each refused until its time is up: one poison spec cannot
/// take the pool down in a loop. Bounded to `capacity` entries (the oldest goes first).
final class PoisonList: Sendable {
    private struct Entry {
        let digest: String
        let until: ContinuousClock.Instant
    }

    let time: Duration
    let capacity: Int
    private let entries = Mutex<[Entry]>([])

    init(time: Duration, capacity: Int) {
        self.time = time
        self.capacity = max(1, capacity)
    }

    /// Whether nothing is refused now (then a job's digest need not be computed).
    var isEmpty: Bool {
        entries.withLock { entries in
            let now = ContinuousClock.now
            entries.removeAll { $0.until <= now }
            return entries.isEmpty
        }
    }

    /// Whether `digest` is refused now.
    func contains(_ digest: String) -> Bool {
        entries.withLock { entries in
            let now = ContinuousClock.now
            return entries.contains { $0.digest == digest && $0.until > now }
        }
    }

    /// Refuses `digest` from now for `time`.
    func add(_ digest: String) {
        entries.withLock { entries in
            entries.removeAll { $0.digest == digest }
            if entries.count >= capacity { entries.removeFirst(entries.count - capacity + 1) }
            entries.append(Entry(digest: digest, until: .now + time))
        }
    }
}
