/// How a Cairo ARGB32 pixel (a native-endian word, premultiplied alpha) becomes PNG
/// bytes, alone (filter "none") or filtered "up" against the pixel above. Static
/// requirements, so that the encoder's loops are specialized for each format.
///
/// A pixel's bytes travel as a `UInt64` holding them in file order from the low byte.
protocol PNGPixelFormat {
    /// 3 (RGB) or 4 (RGBA): bytes per pixel, and the distance of a repeated pixel
    /// (at most `FixedHuffmanCodes.maxDistance`).
    static var bytesPerPixel: Int { get }
    /// The bits of a word that reach the file: an unchanged pixel is one whose masked word
    /// equals the masked word above.
    static var significantBits: UInt32 { get }
    /// The bytes of `word` (filter "none").
    static func bytes(_ word: UInt32) -> UInt64
    /// The bytes of `word` minus those of `above`, byte-wise modulo 256 (filter "up").
    static func difference(_ word: UInt32, _ above: UInt32) -> UInt64
}

/// Opaque images: 8-bit RGB (color type 2); the alpha byte, undefined in RGB24
/// surfaces, is never read.
enum PNGOpaquePixels: PNGPixelFormat {
    static var bytesPerPixel: Int { 3 }
    static var significantBits: UInt32 { 0xFF_FFFF }

    @inline(__always)
    static func bytes(_ word: UInt32) -> UInt64 {
        // 0x__RRGGBB → R, G, B from the low byte.
        UInt64(word &>> 16 & 0xFF | word & 0xFF00 | (word & 0xFF) &<< 16)
    }

    /// The filter commutes with reordering bytes: subtract whole words, then reorder.
    @inline(__always)
    static func difference(_ word: UInt32, _ above: UInt32) -> UInt64 {
        bytes(PNGByteArithmetic.difference(word, above))
    }
}

/// Translucent images: 8-bit RGBA (color type 6), un-premultiplied as Cairo's PNG writer does.
enum PNGTranslucentPixels: PNGPixelFormat {
    static var bytesPerPixel: Int { 4 }
    static var significantBits: UInt32 { .max }

    @inline(__always)
    static func bytes(_ word: UInt32) -> UInt64 {
        UInt64(unpremultiplied(word))
    }

    /// Equal premultiplied words un-premultiply equally, so callers test those first.
    @inline(__always)
    static func difference(_ word: UInt32, _ above: UInt32) -> UInt64 {
        UInt64(PNGByteArithmetic.difference(unpremultiplied(word), unpremultiplied(above)))
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

/// Byte-wise arithmetic on whole words (SWAR).
enum PNGByteArithmetic {
    /// `a − b` modulo 256 in each byte of the words: the high bit of each byte is
    /// handled apart so that no borrow crosses into the next byte.
    @inline(__always)
    static func difference<Word: FixedWidthInteger & UnsignedInteger>(_ a: Word, _ b: Word) -> Word {
        let high = Word.max / 0xFF * 0x80  // 0x80 in every byte
        return ((a | high) &- (b & ~high)) ^ ((a ^ ~b) & high)
    }
}
