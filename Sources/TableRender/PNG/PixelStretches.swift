/// Measures stretches of pixels that need no per-pixel coding, comparing the Cairo ARGB32
/// words four at a time (one 16-byte vector): pixels equal to those above (zeros under
/// "up"), and pixels that repeat their left neighbour in both rows (so their "up"
/// differences repeat too, as along a separator line).
enum PixelStretches {
    /// How many pixels from `start` on, before `end`, have `significantBits` of their
    /// word equal to those of the word above.
    @inline(__always)
    static func unchanged(
        _ row: UnsafeRawPointer, _ above: UnsafeRawPointer, from start: Int, to end: Int, significantBits: UInt32
    ) -> Int {
        let mask = UInt64(significantBits) | UInt64(significantBits) &<< 32
        var x = start
        // A short gap (one glyph stroke to the next) ends in the first group.
        if x &+ 4 <= end {
            let difference = groupDifference(row, x, above, x, mask)
            if difference.0 | difference.1 != 0 { return firstPixel(difference) }
            x &+= 4
        }
        // Long gaps: sixteen pixels a step.
        while x &+ 16 <= end {
            let (a, b) = (groupDifference(row, x, above, x, mask), groupDifference(row, x &+ 4, above, x &+ 4, mask))
            let (c, d) = (
                groupDifference(row, x &+ 8, above, x &+ 8, mask),
                groupDifference(row, x &+ 12, above, x &+ 12, mask)
            )
            if a.0 | a.1 | b.0 | b.1 | c.0 | c.1 | d.0 | d.1 != 0 { break }
            x &+= 16
        }
        while x &+ 4 <= end {
            let difference = groupDifference(row, x, above, x, mask)
            if difference.0 | difference.1 != 0 { return x &- start &+ firstPixel(difference) }
            x &+= 4
        }
        while x < end && (word(row, x) ^ word(above, x)) & significantBits == 0 { x &+= 1 }
        return x &- start
    }

    /// How many pixels from `start` (≥ 1) on, before `end`, equal their left neighbour
    /// in `row` and in `above` (in `significantBits`).
    @inline(__always)
    static func repeated(
        _ row: UnsafeRawPointer, _ above: UnsafeRawPointer, from start: Int, to end: Int, significantBits: UInt32
    ) -> Int {
        let mask = UInt64(significantBits) | UInt64(significantBits) &<< 32
        var x = start
        while x &+ 4 <= end {
            let inRow = groupDifference(row, x, row, x &- 1, mask)
            let inAbove = groupDifference(above, x, above, x &- 1, mask)
            let difference = (inRow.0 | inAbove.0, inRow.1 | inAbove.1)
            if difference.0 | difference.1 != 0 { return x &- start &+ firstPixel(difference) }
            x &+= 4
        }
        while x < end {
            let difference = (word(row, x) ^ word(row, x &- 1)) | (word(above, x) ^ word(above, x &- 1))
            if difference & significantBits != 0 { break }
            x &+= 1
        }
        return x &- start
    }

    @inline(__always)
    private static func word(_ pixels: UnsafeRawPointer, _ x: Int) -> UInt32 {
        pixels.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
    }

    /// The masked XOR of pixels `x..<x + 4` of `pixels` and `y..<y + 4` of `other`, as
    /// two words in memory order, each holding two pixels as 0xAARRGGBB_AARRGGBB on
    /// either byte order.
    @inline(__always)
    private static func groupDifference(
        _ pixels: UnsafeRawPointer, _ x: Int, _ other: UnsafeRawPointer, _ y: Int, _ mask: UInt64
    ) -> (UInt64, UInt64) {
        let group = pixels.loadUnaligned(fromByteOffset: x &* 4, as: SIMD16<UInt8>.self)
        let otherGroup = other.loadUnaligned(fromByteOffset: y &* 4, as: SIMD16<UInt8>.self)
        // Tested as words: Swift's SIMD `==` and `any` reductions compile to slow shuffles.
        let words = unsafeBitCast(group ^ otherGroup, to: SIMD2<UInt64>.self)
        return (words[0] & mask, words[1] & mask)
    }

    /// The index (0...3) of the first pixel with a set bit in a group's difference (not zero).
    @inline(__always)
    private static func firstPixel(_ difference: (UInt64, UInt64)) -> Int {
        // Little-endian order: the first pixel in memory is in the low bits.
        let (first, second) = (difference.0.littleEndian, difference.1.littleEndian)
        return first != 0 ? first.trailingZeroBitCount &>> 5 : 2 &+ second.trailingZeroBitCount &>> 5
    }
}
