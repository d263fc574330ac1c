internal import Foundation
internal import NIOCore
internal import Testing

@testable internal import TableServer

/// `RenderCache` with large PNGs in its arena: the same bytes come back, memory is counted by chunk and stays
/// within capacity under churn, and a reader keeps an evicted PNG's chunks until it has copied them.
struct RenderCacheTests {
    /// A PNG-sized array whose bytes depend on `seed`.
    static func bytes(_ count: Int, seed: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ seed &* 13 &+ $0 >> 9) }
    }

    @Test func largePNGsComeBackWholeAndAreCountedByChunk() {
        let chunk = CacheArena.chunkBytes
        let large = RenderCache.arenaBytes
        let cache = RenderCache(capacityBytes: 2 * large + 2 * chunk + 100)
        let a = Self.bytes(large, seed: 1)
        let b = Self.bytes(large + 1, seed: 2)
        cache.put("a", a)
        cache.put("b", b)
        cache.put("small", [1, 2, 3])
        #expect(cache.get("a")?.array == a && cache.get("b")?.array == b && cache.get("small")?.array == [1, 2, 3])
        #expect(cache.bytes == large + (large + chunk) + 3, "b's last byte takes a chunk of its own")
        _ = cache.get("a")
        cache.put("c", Self.bytes(large, seed: 3))
        #expect(cache.get("b")?.array == nil, "the least recently used large PNG goes first")
        #expect(cache.get("a")?.array == a && cache.get("c")?.array == Self.bytes(large, seed: 3))
        #expect(cache.bytes <= cache.capacityBytes)
        #expect(cache.arena.chunksInUse * chunk + 3 == cache.bytes)
    }

    @Test func replacingAKeyFreesItsOldChunks() {
        let cache = RenderCache(capacityBytes: 1 << 20)
        cache.put("a", Self.bytes(3 * RenderCache.arenaBytes, seed: 1))
        cache.put("a", Self.bytes(RenderCache.arenaBytes, seed: 2))
        #expect(cache.get("a")?.array == Self.bytes(RenderCache.arenaBytes, seed: 2))
        #expect(cache.count == 1 && cache.bytes == RenderCache.arenaBytes)
        #expect(cache.arena.chunksInUse * CacheArena.chunkBytes == RenderCache.arenaBytes)
    }

    @Test func churnStaysWithinCapacityAndTheArenaMapsNoMore() {
        let capacity = 1 << 20
        let cache = RenderCache(capacityBytes: capacity)
        for index in 0..<120 {
            cache.put("k\(index)", Self.bytes(100_000 + index * 37, seed: index))
            #expect(cache.bytes <= capacity)
        }
        #expect(cache.arena.chunksMapped * CacheArena.chunkBytes <= capacity)
        #expect(cache.get("k119")?.array == Self.bytes(100_000 + 119 * 37, seed: 119))
        #expect(cache.get("k0")?.array == nil)
    }

    @Test func aReaderKeepsAnEvictedPNGsChunksUntilItLetsGo() {
        let arena = CacheArena(capacityBytes: 8 * CacheArena.chunkBytes)
        let png = Self.bytes(4 * CacheArena.chunkBytes, seed: 5)
        var held = ArenaBytes(png, in: arena)
        #expect(held != nil)
        #expect(arena.chunksInUse == 4)
        #expect(arena.allocate(5) == nil, "the held chunks are not handed out again")
        #expect(held?.array == png)
        held = nil
        #expect(arena.chunksInUse == 0)
        #expect(ArenaBytes([], in: arena) == nil)
    }

    /// A response's buffer gets the cached bytes whole, from the heap and from the arena (a last chunk cut short,
    /// exactly full, or one byte over), even when the entry is evicted between the get and the copy.
    @Test(arguments: [100, 4 * CacheArena.chunkBytes, 4 * CacheArena.chunkBytes + 1, 5 * CacheArena.chunkBytes - 7])
    func aCachedPNGReachesTheResponseBufferWhole(count: Int) {
        let png = Self.bytes(count, seed: count)
        let cache = RenderCache(capacityBytes: 6 * CacheArena.chunkBytes)
        cache.put("a", png)
        let file = cache.get("a")
        #expect(file?.count == count)
        cache.put("b", Self.bytes(5 * CacheArena.chunkBytes, seed: 9))
        #expect(cache.get("a") == nil || count < RenderCache.arenaBytes, "the large entry was evicted")
        let buffer = file?.byteBuffer()
        #expect(buffer?.readableBytes == count)
        // Compared as a Bool: a failure names the test, not a megabyte of bytes.
        #expect(buffer.map { Array($0.readableBytesView) == png } == true, "the buffer's bytes")
        #expect(file.map { $0.array == png } == true, "the array's bytes")
    }

    /// Threads putting and getting overlapping keys never read another key's bytes or a torn copy.
    @Test func concurrentPutsAndGetsNeverMixBytes() {
        let cache = RenderCache(capacityBytes: 6 * RenderCache.arenaBytes)
        let sizes = (0..<12).map { RenderCache.arenaBytes + $0 * 1000 }
        let mixed = LockedCounter()
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for step in 0..<300 {
                let key = (step * 5 + thread * 3) % sizes.count
                if step % 3 == 0 {
                    cache.put("k\(key)", Self.bytes(sizes[key], seed: key))
                } else if let got = cache.get("k\(key)")?.array, got != Self.bytes(sizes[key], seed: key) {
                    mixed.increment()
                }
            }
        }
        #expect(mixed.value == 0)
        #expect(cache.bytes <= cache.capacityBytes)
        #expect(cache.arena.chunksInUse * CacheArena.chunkBytes == cache.bytes)
    }
}

/// A count several threads add to.
private final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
