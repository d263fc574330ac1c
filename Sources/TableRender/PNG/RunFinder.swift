/// Finds runs in a scanline for `RunLengthDeflater`, comparing eight bytes at a time
/// with unaligned loads: callers keep 8 readable bytes after the scanline.
enum RunFinder {
    /// The longer of the runs at `index` (≥ 1) at distance 1 and at `pixelDistance`, up
    /// to `limit` bytes; the byte run wins ties.
    @inline(__always)
    static func longestRun(
        _ bytes: UnsafePointer<UInt8>, at index: Int, limit: Int, pixelDistance: Int
    ) -> (length: Int, distance: Int) {
        let byteRun = matchLength(bytes, at: index, distance: 1, limit: limit)
        guard byteRun < limit && index >= pixelDistance else { return (byteRun, 1) }
        let pixelRun = matchLength(bytes, at: index, distance: pixelDistance, limit: limit)
        return pixelRun > byteRun ? (pixelRun, pixelDistance) : (byteRun, 1)
    }

    /// How many of the bytes from `index` on (0...6) come before the first position where
    /// three bytes equal those 1 or `pixelDistance` (≤ `index`) bytes earlier, judged from
    /// one 8-byte window: no run of 3 starts in the first six, so they are literals.
    /// Reads up to 8 bytes past `index`.
    @inline(__always)
    static func bytesBeforeRun(_ bytes: UnsafePointer<UInt8>, at index: Int, pixelDistance: Int) -> Int {
        let raw = UnsafeRawPointer(bytes)
        // Little-endian order: byte k of memory is bits 8k..<8k+8.
        let here = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self).littleEndian
        let byteBack = raw.loadUnaligned(fromByteOffset: index &- 1, as: UInt64.self).littleEndian
        let pixelBack = raw.loadUnaligned(fromByteOffset: index &- pixelDistance, as: UInt64.self).littleEndian
        let starts = runOfThreeStarts(here ^ byteBack) | runOfThreeStarts(here ^ pixelBack)
        return min(starts.trailingZeroBitCount &>> 3, 6)
    }

    /// 0x80 in byte k (k < 6) when bytes k, k+1 and k+2 of `difference` are zero.
    @inline(__always)
    private static func runOfThreeStarts(_ difference: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        // Exact zero-byte flags (0x80), without the borrow false positives of x − 0x01….
        let zero = ~(((difference & low) &+ low) | difference | low)
        return zero & zero &>> 8 & zero &>> 16 & 0x0000_8080_8080_8080
    }

    /// How many bytes from `index` on equal the bytes `distance` earlier, up to `limit`.
    /// Reads up to 8 bytes past `index + limit`.
    @inline(__always)
    private static func matchLength(
        _ bytes: UnsafePointer<UInt8>, at index: Int, distance: Int, limit: Int
    ) -> Int {
        let raw = UnsafeRawPointer(bytes)
        var length = 0
        while true {
            let ahead = raw.loadUnaligned(fromByteOffset: index &+ length, as: UInt64.self)
            let behind = raw.loadUnaligned(fromByteOffset: index &+ length &- distance, as: UInt64.self)
            // Little-endian order: the first differing byte is the lowest non-zero one.
            let difference = (ahead ^ behind).littleEndian
            if difference != 0 { return min(length &+ difference.trailingZeroBitCount &>> 3, limit) }
            length &+= 8
            if length >= limit { return limit }
        }
    }
}
