extension PNGScanlineFilter {
    /// RGBA: un-premultiply each pixel and subtract the un-premultiplied pixel above,
    /// byte-wise. Equal premultiplied pixels un-premultiply equally: a group of four
    /// equal to the four above is zeros at once, and so is each equal pixel.
    static func filterTranslucent(
        _ row: UnsafeRawPointer, _ above: UnsafeRawPointer?, width: Int, into out: UnsafeMutableRawPointer
    ) {
        let quads = width / 4
        for quad in 0..<quads {
            if let above {
                let pixels = row.loadUnaligned(fromByteOffset: quad &* 16, as: SIMD16<UInt8>.self)
                let up = above.loadUnaligned(fromByteOffset: quad &* 16, as: SIMD16<UInt8>.self)
                let words = unsafeBitCast(pixels ^ up, to: SIMD2<UInt64>.self)
                if words[0] | words[1] == 0 {
                    out.storeBytes(of: SIMD16<UInt8>(), toByteOffset: quad &* 16, as: SIMD16<UInt8>.self)
                    continue
                }
            }
            for x in quad &* 4..<quad &* 4 &+ 4 { filterTranslucentPixel(x, row, above, into: out) }
        }
        for x in quads * 4..<width { filterTranslucentPixel(x, row, above, into: out) }
    }

    @inline(__always)
    private static func filterTranslucentPixel(
        _ x: Int, _ row: UnsafeRawPointer, _ above: UnsafeRawPointer?, into out: UnsafeMutableRawPointer
    ) {
        let word = row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
        var filtered = unpremultiplied(word)
        if let above {
            let wordAbove = above.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
            filtered = word == wordAbove ? 0 : byteDifference(filtered, unpremultiplied(wordAbove))
        }
        out.storeBytes(of: filtered.littleEndian, toByteOffset: x &* 4, as: UInt32.self)
    }

    /// Premultiplied ARGB word → straight RGBA (R in the low byte), rounding exactly
    /// as Cairo's PNG writer does: `(c × 255 + α / 2) / α`, and all zero when α = 0.
    @inline(__always)
    static func unpremultiplied(_ argb: UInt32) -> UInt32 {
        let alpha = argb &>> 24
        if alpha == 255 {
            let swapped = argb.byteSwapped  // B G R A from high to low
            return swapped &>> 8 | swapped &<< 24
        }
        if alpha == 0 { return 0 }
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            // Out-of-range input (c > α) is truncated to 8 bits, as Cairo does.
            ((argb &>> shift & 0xFF) &* 255 &+ alpha / 2) / alpha & 0xFF
        }
        return channel(16) | channel(8) &<< 8 | channel(0) &<< 16 | alpha &<< 24
    }
}
