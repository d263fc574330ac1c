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
    /// whole ARGB words and write three bytes of the difference. Each 4-byte store
    /// spills one byte that the next pixel (or the padding) takes.
    private static func filterOpaque(
        _ row: UnsafeRawPointer, _ above: UnsafeRawPointer?, width: Int, into out: UnsafeMutableRawPointer
    ) {
        if let above {
            for x in 0..<width {
                let pixel = row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
                let up = above.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
                out.storeBytes(of: rgb(byteDifference(pixel, up)), toByteOffset: x &* 3, as: UInt32.self)
            }
        } else {
            for x in 0..<width {
                let pixel = row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
                out.storeBytes(of: rgb(pixel), toByteOffset: x &* 3, as: UInt32.self)
            }
        }
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

    /// ARGB word → a word whose little-endian bytes are R, G, B, (junk).
    @inline(__always)
    private static func rgb(_ argb: UInt32) -> UInt32 {
        (argb.byteSwapped &>> 8).littleEndian
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

    /// Byte-wise `a − b` modulo 256 in each of the four bytes (SWAR: the high bit of
    /// each byte is handled apart so that no borrow crosses into the next byte).
    @inline(__always)
    static func byteDifference(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let high: UInt32 = 0x8080_8080
        return ((a | high) &- (b & ~high)) ^ ((a ^ ~b) & high)
    }
}
