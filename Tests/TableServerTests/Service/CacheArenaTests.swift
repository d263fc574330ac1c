internal import Testing

@testable internal import TableServer

/// `CacheArena`: chunks are handed out within the limit, reused last-freed first without mapping more, and each
/// chunk's memory is its own across mappings.
struct CacheArenaTests {
    @Test func freedChunksAreReusedWithoutMappingMore() throws {
        let arena = CacheArena(capacityBytes: 64 * CacheArena.chunkBytes)
        let first = try #require(arena.allocate(5))
        #expect(Set(first).count == 5)
        #expect(arena.chunksInUse == 5 && arena.chunksMapped == 64)
        arena.release(first)
        #expect(arena.chunksInUse == 0)
        let second = try #require(arena.allocate(5))
        #expect(second == first, "the chunks freed last come back first, in the same order")
        let third = try #require(arena.allocate(3))
        #expect(Set(third).isDisjoint(with: second))
        #expect(arena.chunksInUse == 8 && arena.chunksMapped == 64)
    }

    @Test func allocationPastTheLimitTakesNothing() throws {
        let arena = CacheArena(capacityBytes: 10 * CacheArena.chunkBytes + CacheArena.chunkBytes - 1)
        #expect(arena.chunkLimit == 10)
        let held = try #require(arena.allocate(7))
        #expect(arena.allocate(4) == nil)
        #expect(arena.chunksInUse == 7, "a refused allocation gives back what it took")
        #expect(arena.allocate(3) != nil)
        arena.release(held)
        #expect(CacheArena(capacityBytes: CacheArena.chunkBytes - 1).allocate(1) == nil)
        #expect(CacheArena(capacityBytes: 0).chunksMapped == 0)
    }

    @Test func everyChunkHoldsItsOwnBytesAcrossMappings() throws {
        let count = CacheArena.chunksPerSegment * 2 + 3
        let arena = CacheArena(capacityBytes: count * CacheArena.chunkBytes)
        let chunks = try #require(arena.allocate(count))
        for chunk in chunks { arena.memory(of: chunk).initializeMemory(as: UInt8.self, repeating: UInt8(chunk % 251)) }
        for chunk in chunks {
            let memory = arena.memory(of: chunk)
            #expect(memory.count == CacheArena.chunkBytes)
            #expect(memory.first == UInt8(chunk % 251) && memory.last == UInt8(chunk % 251))
        }
        #expect(arena.chunksMapped == count)
    }
}
