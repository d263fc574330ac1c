/// Turns rows of Cairo ARGB32 pixels into PNG scanlines: a filter-type byte, then
/// RGB bytes (opaque images) or un-premultiplied RGBA bytes, filtered "up" against
/// the row above ("none" for the first row). Conversion and filtering are one pass.
///
/// Rows of table screenshots differ from the row above in few pixels: four pixels at a
/// time are compared first, and an unchanged group becomes zeros without conversion.
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

    init(width: Int, opaque: Bool) {
        self.width = width
        self.opaque = opaque
        bytesPerPixel = opaque ? 3 : 4
        scanlineCount = 1 + width * bytesPerPixel
        scanline = .allocate(capacity: scanlineCount + Self.padding)
        scanline.initialize(repeating: 0, count: scanlineCount + Self.padding)
    }

    deinit { scanline.deallocate() }

    /// Filters one row of `width` ARGB32 pixels; `above` is the row above, nil for the
    /// first row. Returns the scanline (`scanlineCount` bytes followed by `padding`
    /// readable bytes), valid until the next call.
    mutating func filter(row: UnsafeRawPointer, above: UnsafeRawPointer?) -> UnsafePointer<UInt8> {
        scanline[0] = (above == nil ? FilterType.none : FilterType.up).rawValue
        let out = UnsafeMutableRawPointer(scanline + 1)
        if opaque {
            Self.filterOpaque(row, above, width: width, into: out)
        } else {
            Self.filterTranslucent(row, above, width: width, into: out)
        }
        return UnsafePointer(scanline)
    }

    /// RGB: the filter commutes with dropping alpha and reordering bytes, so subtract
    /// whole ARGB pixels (four at a time, byte-wise in a vector register) and keep
    /// three bytes of each. Every store of a group spills up to four bytes that the next
    /// store (or the padding) overwrites.
    private static func filterOpaque(
        _ row: UnsafeRawPointer, _ above: UnsafeRawPointer?, width: Int, into out: UnsafeMutableRawPointer
    ) {
        let quads = width / 4
        if let above {
            // The alpha byte of each word: undefined in RGB24 surfaces, never written.
            let colorBytes: UInt64 = 0x00FF_FFFF_00FF_FFFF
            for quad in 0..<quads {
                let pixels = row.loadUnaligned(fromByteOffset: quad &* 16, as: SIMD16<UInt8>.self)
                let up = above.loadUnaligned(fromByteOffset: quad &* 16, as: SIMD16<UInt8>.self)
                let difference = pixels &- up
                let words = unsafeBitCast(difference, to: SIMD2<UInt64>.self)
                if (words[0] | words[1]) & colorBytes == 0 {
                    out.storeBytes(of: SIMD16<UInt8>(), toByteOffset: quad &* 12, as: SIMD16<UInt8>.self)
                } else {
                    storeQuad(difference, at: out + quad &* 12)
                }
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

    /// `a − b` modulo 256 in each byte of the words (SWAR: the high bit of each byte is
    /// handled apart so that no borrow crosses into the next byte).
    @inline(__always)
    static func byteDifference<Word: FixedWidthInteger & UnsignedInteger>(_ a: Word, _ b: Word) -> Word {
        let high = Word.max / 0xFF * 0x80  // 0x80 in every byte
        return ((a | high) &- (b & ~high)) ^ ((a ^ ~b) & high)
    }
}
