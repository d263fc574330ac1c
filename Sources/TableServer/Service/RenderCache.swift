internal import Synchronization

/// An in-memory LRU cache of rendered PNGs keyed by ETag, bounded by the
/// total size of the PNGs it holds.
final class RenderCache: Sendable {
    private struct Entry {
        let png: [UInt8]
        var lastUse: UInt64
    }

    private struct State {
        var entries: [String: Entry] = [:]
        var bytes = 0
        var clock: UInt64 = 0
    }

    /// Largest total size of the cached PNGs; 0 disables the cache.
    let capacityBytes: Int
    private let state = Mutex(State())

    init(capacityBytes: Int) { self.capacityBytes = capacityBytes }

    /// The PNG cached under `key`, marked as just used.
    func get(_ key: String) -> [UInt8]? {
        state.withLock { state in
            guard var entry = state.entries[key] else { return nil }
            state.clock += 1
            entry.lastUse = state.clock
            state.entries[key] = entry
            return entry.png
        }
    }

    /// Caches `png` under `key`, evicting the least recently used entries to stay within capacity.
    func put(_ key: String, _ png: [UInt8]) {
        guard png.count <= capacityBytes else { return }
        state.withLock { state in
            if let old = state.entries.removeValue(forKey: key) { state.bytes -= old.png.count }
            while state.bytes + png.count > capacityBytes,
                let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })
            {
                state.entries.removeValue(forKey: oldest.key)
                state.bytes -= oldest.value.png.count
            }
            state.clock += 1
            state.entries[key] = Entry(png: png, lastUse: state.clock)
            state.bytes += png.count
        }
    }

    /// Total size of the cached PNGs.
    var bytes: Int { state.withLock { $0.bytes } }
    /// Number of cached PNGs.
    var count: Int { state.withLock { $0.entries.count } }
}
