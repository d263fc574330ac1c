internal import CLibDeflate

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The deflate data of one strip of rows, encoded on its own: the first row is filtered
/// against the row above it as usual, but the deflate data starts afresh (matches never
/// reach before a scanline) and ends on a byte boundary, so strips encoded on different
/// threads concatenate into one stream. A class, so that each thread fills its own.
final class PNGStrip: @unchecked Sendable {
    let rows: Range<Int>
    /// The stream's last strip ends with the final block; the others with a sync flush.
    let isLast: Bool
    private(set) var data: PNGByteBuffer
    /// The Adler-32 of the strip's scanlines, once encoded.
    private(set) var checksum: UInt32 = 1
    /// The CRC-32 of `data`, once encoded, for the PNG chunk around it.
    private(set) var crc: UInt32 = 0

    init(rows: Range<Int>, isLast: Bool) {
        self.rows = rows
        self.isLast = isLast
        data = PNGByteBuffer(capacity: 0)
    }

    /// Filters and deflates the strip's rows of `pixels`. A row whose bytes equal the row
    /// above is all zeros under "up": it is found with `memcmp` and written as long
    /// distance-1 matches without being converted.
    func encode(_ pixels: PNGPixels) {
        if pixels.opaque {
            encode(pixels, as: PNGOpaquePixels.self)
        } else {
            encode(pixels, as: PNGTranslucentPixels.self)
        }
    }

    private func encode<Format: PNGPixelFormat>(_ pixels: PNGPixels, as format: Format.Type) {
        var deflater = RunLengthDeflater()
        let scanlineCount = 1 + pixels.width * Format.bytesPerPixel
        let rowBytes = pixels.width * 4
        data = PNGByteBuffer(capacity: rows.count * scanlineCount / 16 + 1024)
        deflater.beginBlock(isLast: isLast, into: &data)
        for y in rows {
            let row = pixels.row(y)
            let above = y > 0 ? row - pixels.stride : nil
            if let above, memcmp(row, above, rowBytes) == 0 {
                deflater.encodeZeroScanline(filterType: PNGFilterType.up.rawValue, count: scanlineCount, into: &data)
            } else {
                deflater.encodeRow(format, row: row, above: above, width: pixels.width, into: &data)
            }
        }
        deflater.endBlock(isLast: isLast, into: &data)
        checksum = deflater.checksum
        crc = libdeflate_crc32(0, data.bytes.baseAddress, data.count)
    }
}
