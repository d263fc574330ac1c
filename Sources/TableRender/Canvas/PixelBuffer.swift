/// A worker's pixel memory, reused from render to render (perf-notes: "keep per-worker buffers … instead of
/// allocating 5 MB per render"): a new ARGB32 surface used to be allocated and zeroed for every render, and those
/// multi-megabyte blocks, freed between renders, fragmented the heap that also holds the cached PNGs (the soak's
/// RSS rose by a sixth before it levelled). Buffers up to `retainedBytes` stay with the worker; a larger image gets
/// memory of Cairo's own, freed with its canvas.
final class PixelBuffer {
    /// The largest buffer kept between renders: a 1290 × 2796 px (iPhone Pro Max @3x) frame is 14.4 MB.
    static let retainedBytes = 16 << 20

    private var memory: UnsafeMutableRawPointer?
    private var capacity = 0

    init() {}

    deinit { memory?.deallocate() }

    /// Memory for `bytes` bytes, 64-byte aligned, its contents undefined; `nil` past `retainedBytes`.
    func lend(_ bytes: Int) -> UnsafeMutableRawPointer? {
        guard bytes <= Self.retainedBytes else { return nil }
        if bytes > capacity {
            memory?.deallocate()
            memory = .allocate(byteCount: bytes, alignment: 64)
            capacity = bytes
        }
        return memory
    }
}
