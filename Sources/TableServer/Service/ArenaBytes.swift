/// Bytes kept in chunks of a `CacheArena`, given back to it when the last reference goes: a reader that took a
/// reference under the cache's lock copies the bytes out after the lock, even if the entry is evicted meanwhile.
final class ArenaBytes: Sendable {
    private let arena: CacheArena
    private let chunks: [Int32]
    /// How many bytes it holds.
    let count: Int

    /// A copy of `bytes` (not empty) in `arena`'s chunks, or `nil` if the arena cannot give enough now.
    init?(_ bytes: [UInt8], in arena: CacheArena) {
        guard !bytes.isEmpty, let chunks = arena.allocate(CacheArena.chunks(for: bytes.count)) else { return nil }
        self.arena = arena
        self.chunks = chunks
        count = bytes.count
        bytes.withUnsafeBytes { source in
            for (index, chunk) in chunks.enumerated() {
                let start = index * CacheArena.chunkBytes
                let piece = UnsafeRawBufferPointer(rebasing: source[start..<min(start + CacheArena.chunkBytes, count)])
                arena.memory(of: chunk).copyMemory(from: piece)
            }
        }
    }

    deinit { arena.release(chunks) }

    /// The bytes of memory it takes in the arena.
    var arenaBytes: Int { chunks.count * CacheArena.chunkBytes }

    /// Calls `body` with each chunk's bytes in order (the last one cut to the count).
    func forEachPiece(_ body: (UnsafeRawBufferPointer) -> Void) {
        for (index, chunk) in chunks.enumerated() {
            let length = min(CacheArena.chunkBytes, count - index * CacheArena.chunkBytes)
            body(UnsafeRawBufferPointer(rebasing: arena.memory(of: chunk)[..<length]))
        }
    }

    /// A copy of the bytes on the heap.
    var array: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            var start = 0
            forEachPiece { piece in
                UnsafeMutableRawBufferPointer(
                    rebasing: UnsafeMutableRawBufferPointer(buffer)[start..<start + piece.count]
                )
                .copyMemory(from: piece)
                start += piece.count
            }
            initialized = count
        }
    }
}
