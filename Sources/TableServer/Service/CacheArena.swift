internal import Glibc
internal import Synchronization

/// Memory for the render cache's large PNGs: fixed-size chunks carved from anonymous mappings that are made as the
/// cache first grows and kept for the life of the process, out of the malloc heap that every render's buffers come
/// and go in.
///
/// Why not the heap: long-lived blocks of a few hundred kilobytes, evicted in LRU order, left holes between the
/// renders' short-lived buffers, and the soak's RSS rose by an eighth before levelling (issue 14). Why not a mapping
/// per PNG (the design before this one): every cached render then paid an `mmap`, a page fault per 4 KiB on the
/// copy in and, on eviction, a `munmap` whose TLB shootdown interrupts the other core. A profile of the server at
/// saturation (perf, 4 clients, cache on and every request a miss) put that at a tenth of a millisecond of the
/// render pool's time per request. Chunks are reused warm, in last-freed-first order, with no system call.
///
/// What the arena holds resident is bounded by `capacityBytes`: the mappings cover at most that many chunks, and
/// the cache accounts every chunk it holds.
final class CacheArena: @unchecked Sendable {  // the segment table: see `segments`
    /// The size of one chunk: a PNG of `n` bytes takes ⌈n / chunkBytes⌉ of them (at most one part-filled).
    static let chunkBytes = 16 << 10
    /// Chunks per mapping (4 MiB): the arena maps this much at a time as the cache grows.
    static let chunksPerSegment = 256

    private struct State {
        /// Chunks handed out before and given back, reused last-freed first.
        var free: [Int32] = []
        /// Chunks never handed out start here.
        var untouched = 0
        /// Mappings made so far; `segments[i]` holds chunks `i * chunksPerSegment ..< (i + 1) * chunksPerSegment`.
        var segmentCount = 0
    }

    /// The most chunks the arena ever has.
    let chunkLimit: Int
    /// The mappings' base addresses, in a table of fixed size: a slot is written once, under the lock, before any
    /// of its chunks is handed out, so a chunk's owner reads its base without the lock.
    private let segments: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    private let segmentLimit: Int
    private let state = Mutex(State())

    /// An arena of at most `capacityBytes / chunkBytes` chunks; nothing is mapped yet.
    init(capacityBytes: Int) {
        chunkLimit = min(max(0, capacityBytes / Self.chunkBytes), Int(Int32.max))
        segmentLimit = (chunkLimit + Self.chunksPerSegment - 1) / Self.chunksPerSegment
        segments = .allocate(capacity: max(1, segmentLimit))
        segments.initialize(repeating: nil, count: max(1, segmentLimit))
    }

    deinit {
        for index in 0..<segmentLimit {
            if let base = segments[index] { munmap(base, Self.chunksPerSegment * Self.chunkBytes) }
        }
        segments.deallocate()
    }

    /// How many chunks `byteCount` bytes take.
    static func chunks(for byteCount: Int) -> Int { (byteCount + chunkBytes - 1) / chunkBytes }

    /// `count` chunks, or `nil` if the arena cannot give that many now (the rest are held, or the system refused a
    /// mapping).
    func allocate(_ count: Int) -> [Int32]? {
        state.withLock { state in
            var taken: [Int32] = []
            taken.reserveCapacity(count)
            while taken.count < count {
                if let chunk = state.free.popLast() {
                    taken.append(chunk)
                } else if state.untouched < chunkLimit, mapSegment(for: state.untouched, in: &state) {
                    taken.append(Int32(state.untouched))
                    state.untouched += 1
                } else {
                    state.free.append(contentsOf: taken.reversed())
                    return nil
                }
            }
            return taken
        }
    }

    /// Gives `chunks` back for reuse.
    func release(_ chunks: [Int32]) {
        guard !chunks.isEmpty else { return }
        state.withLock { $0.free.append(contentsOf: chunks.reversed()) }
    }

    /// Chunks handed out and not given back.
    var chunksInUse: Int { state.withLock { $0.untouched - $0.free.count } }
    /// Chunks whose memory has been mapped (the arena's resident bound).
    var chunksMapped: Int { state.withLock { min(chunkLimit, $0.segmentCount * Self.chunksPerSegment) } }

    /// The memory of `chunk`, which the caller holds.
    func memory(of chunk: Int32) -> UnsafeMutableRawBufferPointer {
        let index = Int(chunk)
        let base = segments[index / Self.chunksPerSegment]!
        return UnsafeMutableRawBufferPointer(
            start: base + (index % Self.chunksPerSegment) * Self.chunkBytes, count: Self.chunkBytes)
    }

    /// Makes sure the mapping that holds `chunk` exists; `false` if the system refused it.
    private func mapSegment(for chunk: Int, in state: inout State) -> Bool {
        let segment = chunk / Self.chunksPerSegment
        if segment < state.segmentCount { return true }
        let length = Self.chunksPerSegment * Self.chunkBytes
        guard
            let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
            mapped != MAP_FAILED
        else { return false }
        segments[segment] = mapped
        state.segmentCount = segment + 1
        return true
    }
}
