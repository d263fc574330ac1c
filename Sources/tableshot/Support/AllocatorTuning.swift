#if canImport(Glibc)
    internal import CMalloc
#endif

/// glibc malloc settings for a process that renders on several threads at once (issue 14).
///
/// By default glibc serves large blocks with `mmap` (from 128 KiB up, a threshold it raises to the largest block
/// freed so far) and gives a heap's free top back to the kernel past twice that. A render's large blocks (Cairo's
/// and pixman's scratch masks, the PNG's strips and file) then come back as fresh pages over and over: each first
/// touch is a page fault, and in a process with two rendering threads the faults and the `munmap`s (with their
/// TLB shootdowns on the other core) take the process's memory-map lock in turn. Measured with
/// `tableshot bench --concurrent 2` on the 20-row reference (perf, 3000 renders either way): pixman's fill loop,
/// the first writer of those pages, took 3.3 × the samples with two threads that it took with one; with these
/// settings 1.3 ×, and the two-thread rate rose 5–7 % (one thread: 1–2 %).
///
/// Blocks under `mmapThreshold` come from the heaps, and a heap keeps up to `trimThreshold` of free top for the
/// next render. Larger blocks (a compare's decoded images, a huge canvas) are still mapped and unmapped, so what
/// the process keeps stays bounded by what its renders use at once.
enum AllocatorTuning {
    /// Blocks from this size up are mapped on their own (glibc's dynamic threshold never goes above it either).
    static let mmapThreshold: Int32 = 32 << 20
    /// Free space at a heap's top kept for reuse.
    static let trimThreshold: Int32 = 64 << 20

    /// Sets both thresholds (which also stops glibc's own adjusting of them); a no-op off glibc.
    static func apply() {
        #if canImport(Glibc)
            _ = mallopt(M_MMAP_THRESHOLD, mmapThreshold)
            _ = mallopt(M_TRIM_THRESHOLD, trimThreshold)
        #endif
    }
}
