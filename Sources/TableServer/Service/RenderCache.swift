internal import Synchronization

/// An in-memory LRU cache of rendered PNGs keyed by ETag, bounded by the memory the PNGs take. PNGs of `arenaBytes`
/// or more live in chunks of the cache's own `CacheArena`, out of the heap that every render's buffers come and go
/// in; smaller ones stay on the heap.
final class RenderCache: Sendable {
    /// The smallest PNG kept in the arena (smaller ones would waste too much of their last chunk).
    static let arenaBytes = 4 * CacheArena.chunkBytes

    private struct Entry {
        enum Storage {
            case heap([UInt8])
            case arena(ArenaBytes)
        }

        let storage: Storage
        /// The memory it takes: the PNG's size on the heap, its chunks in the arena.
        let cost: Int
        var lastUse: UInt64

        var png: RenderedBytes {
            switch storage {
            case .heap(let png): return RenderedBytes(png)
            case .arena(let bytes): return RenderedBytes(bytes)
            }
        }
    }

    private struct State {
        var entries: [String: Entry] = [:]
        var bytes = 0
        var clock: UInt64 = 0
    }

    /// Most memory the cached PNGs may take; 0 disables the cache.
    let capacityBytes: Int
    /// Where the large PNGs live (internal for tests).
    let arena: CacheArena
    private let state = Mutex(State())

    init(capacityBytes: Int) {
        self.capacityBytes = capacityBytes
        arena = CacheArena(capacityBytes: capacityBytes)
    }

    /// The PNG cached under `key`, marked as just used; a large one's arena chunks stay with the value returned
    /// even if the entry is evicted.
    func get(_ key: String) -> RenderedBytes? {
        let entry: Entry? = state.withLock { state in
            guard var entry = state.entries[key] else { return nil }
            state.clock += 1
            entry.lastUse = state.clock
            state.entries[key] = entry
            return entry
        }
        return entry?.png
    }

    /// Caches `png` under `key`, evicting the least recently used entries to stay within capacity. The copy into the
    /// arena, and the release of evicted entries, happen outside the lock.
    func put(_ key: String, _ png: [UInt8]) {
        let inArena = png.count >= Self.arenaBytes
        let cost = inArena ? CacheArena.chunks(for: png.count) * CacheArena.chunkBytes : png.count
        guard reserve(cost, replacing: key) else { return }
        let storage: Entry.Storage
        if inArena {
            // Fails only while a reader still holds evicted chunks, or if the system refuses a mapping.
            guard let bytes = ArenaBytes(png, in: arena) else {
                state.withLock { $0.bytes -= cost }
                return
            }
            storage = .arena(bytes)
        } else {
            storage = .heap(png)
        }
        let replaced: Entry? = state.withLock { state in
            state.clock += 1
            let old = state.entries.updateValue(Entry(storage: storage, cost: cost, lastUse: state.clock), forKey: key)
            if let old { state.bytes -= old.cost }
            return old
        }
        withExtendedLifetime(replaced) {}
    }

    /// Evicts `key` and the least recently used entries until `cost` more bytes fit, and counts them as taken;
    /// `false` (nothing counted) if they cannot fit. The evicted entries are released after the lock.
    private func reserve(_ cost: Int, replacing key: String) -> Bool {
        guard cost <= capacityBytes else { return false }
        let (fits, evicted): (Bool, [Entry]) = state.withLock { state in
            var evicted: [Entry] = []
            if let old = state.entries.removeValue(forKey: key) {
                state.bytes -= old.cost
                evicted.append(old)
            }
            while state.bytes + cost > capacityBytes,
                let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })
            {
                state.entries.removeValue(forKey: oldest.key)
                state.bytes -= oldest.value.cost
                evicted.append(oldest.value)
            }
            // Other puts' reservations not yet inserted may still take the room.
            guard state.bytes + cost <= capacityBytes else { return (false, evicted) }
            state.bytes += cost
            return (true, evicted)
        }
        withExtendedLifetime(evicted) {}
        return fits
    }

    /// Memory the cached PNGs take (the PNGs' sizes on the heap, their chunks in the arena).
    var bytes: Int { state.withLock { $0.bytes } }
    /// Number of cached PNGs.
    var count: Int { state.withLock { $0.entries.count } }
}
