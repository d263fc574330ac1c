/// Turns rows of Cairo ARGB32 pixels into PNG scanlines: a filter-type byte, then
/// RGB bytes (opaque images) or un-premultiplied RGBA bytes, filtered "up" against
/// the row above ("none" for the first row). Conversion and filtering are one pass.
struct PNGScanlineFilter: ~Copyable {
    /// PNG filter types (PNG spec §9.2) this filter writes.
    enum FilterType: UInt8 {
        case none = 0
        case up = 2
    }

    /// Bytes readable after a scanline, so that readers may load whole words.
    static let padding = 8

    let width: Int
    let opaque: Bool
    /// 3 (RGB) or 4 (RGBA).
    let bytesPerPixel: Int
    /// Bytes per scanline, filter byte included.
    let scanlineCount: Int
    private let scanline: UnsafeMutablePointer<UInt8>
    /// RGBA only: the un-premultiplied last row, and room for the next one (RGBA words).
    private var previous: UnsafeMutablePointer<UInt32>
    private var current: UnsafeMutablePointer<UInt32>

    init(width: Int, opaque: Bool) {
        self.width = width
        self.opaque = opaque
        bytesPerPixel = opaque ? 3 : 4
        scanlineCount = 1 + width * bytesPerPixel
        scanline = .allocate(capacity: scanlineCount + Self.padding)
        scanline.initialize(repeating: 0, count: scanlineCount + Self.padding)
        let rowWords = opaque ? 0 : width
        previous = .allocate(capacity: rowWords)
        current = .allocate(capacity: rowWords)
    }

    deinit {
        scanline.deallocate()
        previous.deallocate()
        current.deallocate()
    }

    /// Filters one row of `width` ARGB32 pixels. `above` is the row above, nil for the
    /// first row; for RGBA it must hold the same bytes as the last row passed to this
    /// method. Returns the scanline (`scanlineCount` bytes followed by `padding`
    /// readable bytes), valid until the next call.
    mutating func filter(row: UnsafeRawPointer, above: UnsafeRawPointer?) -> UnsafePointer<UInt8> {
        scanline[0] = (above == nil ? FilterType.none : FilterType.up).rawValue
        let out = UnsafeMutableRawPointer(scanline + 1)
        if opaque {
            Self.filterOpaque(row, above, width: width, into: out)
        } else {
            filterTranslucent(row, hasRowAbove: above != nil, into: out)
            swap(&previous, &current)
        }
        return UnsafePointer(scanline)
    }

    /// RGB: the filter commutes with dropping alpha and reordering bytes, so subtract
    /// whole ARGB pixels (four at a time, byte-wise in a vector register) and keep
    /// three bytes of each. Every 8-byte store spills two bytes that the next store
    /// (or the padding) overwrites.
    private static func filterOpaque(
        _ row: UnsafeRawPointer, _ above: UnsafeRawPointer?, width: Int, into out: UnsafeMutableRawPointer
    ) {
        let quads = width / 4
        if let above {
            for quad in 0..<quads {
                let pixels = row.loadUnaligned(fromByteOffset: quad &* 16, as: SIMD16<UInt8>.self)
                let up = above.loadUnaligned(fromByteOffset: quad &* 16, as: SIMD16<UInt8>.self)
                storeQuad(pixels &- up, at: out + quad &* 12)
            }
        } else {
            for quad in 0..<quads {
                storeQuad(row.loadUnaligned(fromByteOffset: quad &* 16, as: SIMD16<UInt8>.self), at: out + quad &* 12)
            }
        }
        for x in quads * 4..<width {
            var pixel = UInt64(row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self))
            if let above {
                pixel = byteDifference(pixel, UInt64(above.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)))
            }
            out.storeBytes(of: rgbPair(pixel), toByteOffset: x * 3, as: UInt64.self)
        }
    }

    /// Writes the RGB bytes of four ARGB pixels (in memory order) at `out`: 12 bytes and 2 of junk.
    @inline(__always)
    private static func storeQuad(_ pixels: SIMD16<UInt8>, at out: UnsafeMutableRawPointer) {
        let pairs = unsafeBitCast(pixels, to: SIMD2<UInt64>.self)
        out.storeBytes(of: rgbPair(nativePair(pairs[0])), as: UInt64.self)
        out.storeBytes(of: rgbPair(nativePair(pairs[1])), toByteOffset: 6, as: UInt64.self)
    }

    /// Eight bytes of memory holding two native-endian pixels → the first pixel in the low half.
    @inline(__always)
    private static func nativePair(_ word: UInt64) -> UInt64 {
        #if _endian(little)
            word
        #else
            word &>> 32 | word &<< 32
        #endif
    }

    /// Two ARGB words (first in the low half) → a word whose little-endian bytes are
    /// R, G, B of the first, R, G, B of the second, then two junk bytes.
    @inline(__always)
    private static func rgbPair(_ argbPair: UInt64) -> UInt64 {
        // Byte-swapped: A1 R1 G1 B1 A0 R0 G0 B0 from low to high.
        let swapped = argbPair.byteSwapped
        return (swapped &>> 40 | swapped &<< 16 & 0xFFFF_FF00_0000).littleEndian
    }

    /// RGBA: un-premultiply into `current`, then subtract `previous` byte-wise.
    private func filterTranslucent(_ row: UnsafeRawPointer, hasRowAbove: Bool, into out: UnsafeMutableRawPointer) {
        for x in 0..<width {
            let pixel = Self.unpremultiplied(row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self))
            current[x] = pixel
            let filtered = hasRowAbove ? Self.byteDifference(pixel, previous[x]) : pixel
            out.storeBytes(of: filtered.littleEndian, toByteOffset: x &* 4, as: UInt32.self)
        }
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

    /// `a − b` modulo 256 in each byte of the words (SWAR: the high bit of each byte is
    /// handled apart so that no borrow crosses into the next byte).
    @inline(__always)
    static func byteDifference<Word: FixedWidthInteger & UnsignedInteger>(_ a: Word, _ b: Word) -> Word {
        let high = Word.max / 0xFF * 0x80  // 0x80 in every byte
        return ((a | high) &- (b & ~high)) ^ ((a ^ ~b) & high)
    }
}
