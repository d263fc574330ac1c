internal import CZlib

/// Refuses a PNG whose compressed image data inflates to more than its header implies, before libpng reads it.
///
/// libpng (through Cairo's reader) inflates every IDAT byte it is given, also past the last row: a 5656 × 5656 px
/// PNG of 8 MB whose data inflates to 8 GiB took 17 s to decode (2 MB inflating to 2 GiB: 5 s), for an image
/// whose rows need 122 MiB. Here the data is inflated once into a small scratch buffer and counted; past the
/// size the header implies (every row's filter byte and pixels, for Adam7 every pass's rows, plus a margin) the
/// PNG is refused. A genuine PNG pays one extra inflate of its own size (zlib, about 1 ms per MiB of rows).
enum PNGInflateBound {
    /// Whether `png`'s image data inflates to no more than its header allows; `false` for anything that is not a
    /// readable PNG with a valid IHDR.
    static func holds(_ png: [UInt8]) -> Bool {
        guard let header = Header(png), let limit = header.inflatedLimit else { return false }
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return false }
        defer { inflateEnd(&stream) }
        var scratch = [UInt8](repeating: 0, count: 64 << 10)
        var inflated = 0
        var offset = 8
        while offset + 8 <= png.count {
            let length = Int(bigEndian(png, offset))
            let type = png[offset + 4..<offset + 8]
            let dataStart = offset + 8
            // A chunk cut short is refused by libpng, but only after it has inflated what there is: count that too.
            let available = min(length, png.count - dataStart)
            if type.elementsEqual("IDAT".utf8) {
                let ended = png.withUnsafeBufferPointer { bytes -> Bool? in
                    stream.next_in = UnsafeMutablePointer(mutating: bytes.baseAddress! + dataStart)
                    stream.avail_in = UInt32(available)
                    while stream.avail_in > 0 {
                        let status = scratch.withUnsafeMutableBufferPointer { out -> Int32 in
                            stream.next_out = out.baseAddress
                            stream.avail_out = UInt32(out.count)
                            return inflate(&stream, Z_NO_FLUSH)
                        }
                        inflated += scratch.count - Int(stream.avail_out)
                        if inflated > limit { return nil }
                        if status == Z_STREAM_END { return true }
                        // A corrupt stream is for libpng to report; nothing more is inflated here.
                        guard status == Z_OK || status == Z_BUF_ERROR else { return true }
                    }
                    return false
                }
                guard let ended else { return false }
                if ended { return true }
            } else if type.elementsEqual("IEND".utf8) {
                return true
            }
            offset = dataStart + length + 4
        }
        return true
    }

    /// The fields of IHDR that decide the size of the image data.
    private struct Header {
        let width: Int
        let height: Int
        let bitsPerPixel: Int
        let interlaced: Bool

        init?(_ png: [UInt8]) {
            let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            guard png.count >= 33, png.prefix(8).elementsEqual(signature), png[12..<16].elementsEqual("IHDR".utf8)
            else { return nil }
            width = Int(bigEndian(png, 16))
            height = Int(bigEndian(png, 20))
            let depth = Int(png[24])
            // Channels per color type: gray, RGB, palette, gray + alpha, RGBA.
            let channels: [UInt8: Int] = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4]
            guard width > 0, height > 0, [1, 2, 4, 8, 16].contains(depth), let count = channels[png[25]] else {
                return nil
            }
            bitsPerPixel = depth * count
            interlaced = png[28] == 1
        }

        /// The most bytes the data may inflate to: each row's filter byte and pixels (for Adam7, each pass's rows,
        /// bounded by twice the rows plus a byte of rounding each), plus 1/64 and 4 KiB of margin. `nil` when it
        /// does not fit an `Int`.
        var inflatedLimit: Int? {
            let (bits, overflow) = width.multipliedReportingOverflow(by: bitsPerPixel)
            guard !overflow else { return nil }
            let rowBytes = (bits + 7) / 8
            let rows = interlaced ? 2 * height : height
            let perRow = rowBytes + (interlaced ? 2 : 1)
            let (total, overflowed) = rows.multipliedReportingOverflow(by: perRow)
            guard !overflowed else { return nil }
            return total + total / 64 + 4096
        }
    }
}

/// The 4-byte big-endian number at `offset` of a PNG's bytes (chunk lengths, IHDR fields).
func bigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
}
