import CZlib
import TablePixels

/// A fast structural check of an encoded PNG, independent of the encoder: the
/// signature, every chunk's CRC, IHDR's fields, IEND last, and the IDAT stream
/// inflated by zlib (which checks its Adler-32) to exactly one filter byte and
/// one row of 8-bit RGB or RGBA pixels per scanline, with valid filter types.
///
/// `DecodedImage(png:)` decodes with libpng and is the stronger check, but its
/// per-pixel loop costs about 1 µs per pixel in a debug build; the oracle uses it
/// within a pixel budget and this check on every PNG.
enum FuzzPNGCheck {
    /// `nil` when `png` is a valid `width` × `height` PNG; otherwise what is wrong.
    static func problem(_ png: [UInt8], width: Int, height: Int) -> String? {
        guard png.count >= 8, Array(png[0..<8]) == FuzzPNG.signature else { return "no PNG signature" }
        var offset = 8
        var chunks: [String] = []
        var header: [UInt8] = []
        var idat: [UInt8] = []
        while offset < png.count {
            guard offset + 12 <= png.count else { return "truncated chunk at byte \(offset)" }
            let length = Int(readUInt32(png, offset))
            guard offset + 12 + length <= png.count else { return "chunk at byte \(offset) overruns the file" }
            let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
            let typeAndData = Array(png[offset + 4..<offset + 8 + length])
            guard FuzzPNG.crc32(typeAndData) == readUInt32(png, offset + 8 + length) else { return "bad \(type) CRC" }
            let data = typeAndData.dropFirst(4)
            if type == "IHDR" { header = Array(data) }
            if type == "IDAT" { idat += data }
            chunks.append(type)
            offset += 12 + length
        }
        guard chunks.first == "IHDR", chunks.last == "IEND", chunks.contains("IDAT") else {
            return "chunks are \(chunks)"
        }
        guard header.count == 13 else { return "IHDR is \(header.count) bytes" }
        let headerWidth = Int(readUInt32(header, 0))
        let headerHeight = Int(readUInt32(header, 4))
        guard headerWidth == width, headerHeight == height else {
            return "IHDR says \(headerWidth)×\(headerHeight), expected \(width)×\(height)"
        }
        let (bitDepth, colorType) = (header[8], header[9])
        guard bitDepth == 8, colorType == 2 || colorType == 6, header[10...12].allSatisfy({ $0 == 0 }) else {
            return "unexpected IHDR fields \(Array(header[8...12]))"
        }
        let rowBytes = 1 + width * (colorType == 6 ? 4 : 3)
        return inflatedProblem(idat, rowBytes: rowBytes, rows: height)
    }

    private static func inflatedProblem(_ idat: [UInt8], rowBytes: Int, rows: Int) -> String? {
        let expected = rowBytes * rows
        var size = uLongf(expected + 1)
        var raw = [UInt8](repeating: 0, count: expected + 1)
        let status = idat.withUnsafeBufferPointer { source in
            uncompress(&raw, &size, source.baseAddress, uLong(idat.count))
        }
        guard status == Z_OK else { return "zlib uncompress failed with status \(status)" }
        guard Int(size) == expected else { return "IDAT inflates to \(size) bytes, expected \(expected)" }
        for row in 0..<rows where raw[row * rowBytes] > 4 {
            return "row \(row) has filter type \(raw[row * rowBytes])"
        }
        return nil
    }

    private static func readUInt32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
