internal import Synchronization
internal import TableHashing
internal import TableLayout
internal import TableRender
internal import TableSpec

/// What the server worked out from a render request's body the last time it decoded it: the spec's ETag in one
/// format and its text warnings, keyed by the body's SHA-256 and the format. A request that sends the same bytes
/// again (a CI run re-rendering its specs, a browser revalidating) is answered from the cache, or with `304`,
/// without decoding, validating and canonicalizing the spec again: those took 0.2 ms of a cached answer's
/// 0.6 ms over HTTP on the 20-row reference (issue 14). The same bytes always decode to the same spec, and the
/// ETag and warnings depend only on the spec and the engine, which cannot change while the process runs.
///
/// Bounded to `capacity` entries in two generations: lookups search the current one, then the previous one
/// (moving a hit to the current one); when the current one is full it becomes the previous one and the oldest
/// is dropped, so that every operation is O(1) and an entry used in each generation stays.
final class SpecMemo: Sendable {
    /// A body and the format it was asked in.
    struct Key: Hashable, Sendable {
        let digest: [UInt8]
        let format: RenderFormat

        /// The key of `json` asked in `format`.
        init(_ json: [UInt8], format: RenderFormat) {
            var hasher = SHA256()
            hasher.update(json)
            digest = hasher.finalize()
            self.format = format
        }
    }

    /// What the body's spec gave.
    struct Facts: Sendable {
        let etag: String
        let warnings: [TextWarning]
    }

    private struct Generations {
        var current: [Key: Facts] = [:]
        var previous: [Key: Facts] = [:]
        var hits = 0
    }

    /// Most entries kept (both generations together).
    let capacity: Int
    private let generations = Mutex(Generations())

    init(capacity: Int) { self.capacity = capacity }

    /// What `key`'s body gave last time, if it is remembered.
    func facts(for key: Key) -> Facts? {
        generations.withLock { memo in
            if let facts = memo.current[key] {
                memo.hits += 1
                return facts
            }
            guard let facts = memo.previous.removeValue(forKey: key) else { return nil }
            memo.hits += 1
            insert(facts, for: key, into: &memo)
            return facts
        }
    }

    /// Remembers what `key`'s body gave.
    func remember(_ facts: Facts, for key: Key) {
        guard capacity > 1 else { return }
        generations.withLock { insert(facts, for: key, into: &$0) }
    }

    /// Entries kept now.
    var count: Int { generations.withLock { $0.current.count + $0.previous.count } }
    /// Lookups answered so far.
    var hits: Int { generations.withLock { $0.hits } }

    private func insert(_ facts: Facts, for key: Key, into memo: inout Generations) {
        if memo.current.count >= capacity / 2, memo.current[key] == nil {
            memo.previous = memo.current
            memo.current = [:]
            memo.current.reserveCapacity(capacity / 2)
        }
        memo.current[key] = facts
    }
}
