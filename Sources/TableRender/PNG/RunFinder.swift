/// Finds runs in a scanline for `RunLengthDeflater`, comparing 8 to 32 bytes at a time
/// with unaligned loads: callers keep 8 readable bytes after the scanline.
enum RunFinder {
    /// How many bytes from `index` (≥ 1) on equal the byte before it, up to `limit`: the
    /// length of the distance-1 run there, which may exceed one match. Reads up to 8
    /// bytes past `index + limit`.
    @inline(__always)
    static func byteRun(_ bytes: UnsafePointer<UInt8>, at index: Int, limit: Int) -> Int {
        let raw = UnsafeRawPointer(bytes + index)
        let repeated = SIMD16<UInt8>(repeating: bytes[index &- 1])
        var length = 0
        // In "up"-filtered rows most bytes sit in long runs of zeros: skip them 32 at a time.
        while length &+ 32 <= limit {
            let low = raw.loadUnaligned(fromByteOffset: length, as: SIMD16<UInt8>.self) ^ repeated
            let high = raw.loadUnaligned(fromByteOffset: length &+ 16, as: SIMD16<UInt8>.self) ^ repeated
            // Tested as words: Swift's SIMD `==` and `any` reductions compile to slow shuffles.
            let (lowWords, highWords) = (words(low), words(high))
            if lowWords.0 | lowWords.1 | highWords.0 | highWords.1 != 0 {
                return length &+ firstNonZeroByte(lowWords.0, lowWords.1, highWords.0, highWords.1)
            }
            length &+= 32
        }
        return matchLength(bytes, at: index &+ length, distance: 1, limit: limit &- length) &+ length
    }

    /// The 16 bytes of `vector` as two words in little-endian order (byte k of memory is
    /// bits 8k..<8k+8 of the first word, for k < 8).
    @inline(__always)
    private static func words(_ vector: SIMD16<UInt8>) -> (UInt64, UInt64) {
        let words = unsafeBitCast(vector, to: SIMD2<UInt64>.self)
        return (words[0].littleEndian, words[1].littleEndian)
    }

    /// The index of the first non-zero byte of four consecutive little-endian words (at
    /// least one non-zero), without branches: where a run ends is not predictable. A
    /// zero word has 64 trailing zeros, and only then is `bits >> 6` one.
    @inline(__always)
    private static func firstNonZeroByte(_ w0: UInt64, _ w1: UInt64, _ w2: UInt64, _ w3: UInt64) -> Int {
        @inline(__always) func then(_ bits: Int, _ next: Int) -> Int { bits &+ (next & (0 &- bits &>> 6)) }
        let bits = then(
            w0.trailingZeroBitCount,
            then(w1.trailingZeroBitCount, then(w2.trailingZeroBitCount, w3.trailingZeroBitCount)))
        return bits &>> 3
    }

    /// The run at `pixelDistance` from `index` (≥ `pixelDistance`), up to `limit` bytes.
    ///
    /// Only worth asking when the byte run there is shorter than `pixelDistance − 1`: a
    /// byte run of v from `index − 1` to `index + n` with n ≥ `pixelDistance − 1` ends at a
    /// byte ≠ v whose byte `pixelDistance` back is v, so the pixel run ends there too.
    @inline(__always)
    static func pixelRun(_ bytes: UnsafePointer<UInt8>, at index: Int, limit: Int, pixelDistance: Int) -> Int {
        matchLength(bytes, at: index, distance: pixelDistance, limit: limit)
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
        while length < limit {
            let ahead = raw.loadUnaligned(fromByteOffset: index &+ length, as: UInt64.self)
            let behind = raw.loadUnaligned(fromByteOffset: index &+ length &- distance, as: UInt64.self)
            // Little-endian order: the first differing byte is the lowest non-zero one.
            let difference = (ahead ^ behind).littleEndian
            if difference != 0 { return min(length &+ difference.trailingZeroBitCount &>> 3, limit) }
            length &+= 8
        }
        return limit
    }
}
