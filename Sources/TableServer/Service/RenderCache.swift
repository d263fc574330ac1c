internal import Synchronization

/// An in-memory LRU cache of rendered PNGs keyed by ETag, bounded by the
/// total size of the PNGs it holds. PNGs of `mappedBytes` or more live in memory mappings of their own
/// (`MappedBytes`), out of the heap that every render's buffers come and go in.
final class RenderCache: Sendable {
    /// The smallest PNG kept in a mapping of its own (smaller ones would waste most of a page).
    static let mappedBytes = 64 << 10

    private struct Entry {
        private enum Storage {
            case heap([UInt8])
            case mapped(MappedBytes)
        }

        private let storage: Storage
        var lastUse: UInt64

        init(_ png: [UInt8], lastUse: UInt64) {
            let mapped = png.count >= RenderCache.mappedBytes ? MappedBytes(png) : nil
            storage = mapped.map { .mapped($0) } ?? .heap(png)
            self.lastUse = lastUse
        }

        var count: Int {
            switch storage {
            case .heap(let png): return png.count
            case .mapped(let bytes): return bytes.count
            }
        }

        var png: [UInt8] {
            switch storage {
            case .heap(let png): return png
            case .mapped(let bytes): return bytes.array
            }
        }
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
        let entry: Entry? = state.withLock { state in
            guard var entry = state.entries[key] else { return nil }
            state.clock += 1
            entry.lastUse = state.clock
            state.entries[key] = entry
            return entry
        }
        return entry?.png  // copied out of its mapping outside the lock
    }

    /// Caches `png` under `key`, evicting the least recently used entries to stay within capacity. The copy into
    /// a mapping and the unmapping of evicted entries happen outside the lock.
    func put(_ key: String, _ png: [UInt8]) {
        guard png.count <= capacityBytes else { return }
        var entry = Entry(png, lastUse: 0)
        let evicted: [Entry] = state.withLock { state in
            var evicted: [Entry] = []
            if let old = state.entries.removeValue(forKey: key) {
                state.bytes -= old.count
                evicted.append(old)
            }
            while state.bytes + entry.count > capacityBytes,
                let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })
            {
                state.entries.removeValue(forKey: oldest.key)
                state.bytes -= oldest.value.count
                evicted.append(oldest.value)
            }
            state.clock += 1
            entry.lastUse = state.clock
            state.entries[key] = entry
            state.bytes += entry.count
            return evicted
        }
        withExtendedLifetime(evicted) {}
    }

    /// Total size of the cached PNGs.
    var bytes: Int { state.withLock { $0.bytes } }
    /// Number of cached PNGs.
    var count: Int { state.withLock { $0.entries.count } }
}
