extension RunLengthDeflater {
    /// Pixels coded between two reductions of the checksum: 4 bytes each at most.
    private static let pixelsPerReduction = Adler32.maxUnreducedBytes / 4

    /// Encodes the scanline of `width` ARGB32 pixels at `row` in `format`: filtered
    /// "up" against `above`, or "none" when `above` is nil. Pixels equal to the ones
    /// above are found (`UnchangedPixels`) and coded as zeros without being converted;
    /// the others are converted, filtered and coded pixel by pixel (`PixelRunCoder`).
    mutating func encodeRow<Format: PNGPixelFormat>(
        _ format: Format.Type, row: UnsafeRawPointer, above: UnsafeRawPointer?, width: Int,
        into buffer: inout PNGByteBuffer
    ) {
        // At most 9 bits per byte, plus the pending bits and the sink's 8-byte store.
        let reserve = (1 + width * Format.bytesPerPixel) * 9 / 8 + 32
        write(into: &buffer, reserving: reserve) { sink, adler in
            FixedHuffmanCodes.shared.withTables { tables in
                var coder = PixelRunCoder<Format>(sink: sink, adler: adler, tables: tables)
                if let above {
                    coder.putByte(PNGFilterType.up.rawValue)
                    Self.codeDifferences(row, above, width: width, coder: &coder)
                } else {
                    coder.putByte(PNGFilterType.none.rawValue)
                    Self.codePixels(row, width: width, coder: &coder)
                }
                coder.putRun()
                coder.adler.reduce()
                (sink, adler) = (coder.sink, coder.adler)
            }
        }
    }

    /// Codes the differences of `row` from `above` (filter "up").
    @inline(__always)
    private static func codeDifferences<Format>(
        _ row: UnsafeRawPointer, _ above: UnsafeRawPointer, width: Int, coder: inout PixelRunCoder<Format>
    ) {
        var x = 0
        while x < width {
            let chunkEnd = min(width, x &+ pixelsPerReduction)
            while x < chunkEnd {
                let word = row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
                let up = above.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
                if (word ^ up) & Format.significantBits == 0 {
                    let count = PixelStretches.unchanged(
                        row, above, from: x &+ 1, to: chunkEnd, significantBits: Format.significantBits)
                    coder.putZeroPixels(1 &+ count)
                    x &+= 1 &+ count
                    continue
                }
                let difference = Format.difference(word, up)
                if difference == coder.previous {
                    // A repeat, as along a line: its repeats are measured on the words.
                    let count = PixelStretches.repeated(
                        row, above, from: x &+ 1, to: chunkEnd, significantBits: Format.significantBits)
                    coder.putRepeats(1 &+ count)
                    x &+= 1 &+ count
                } else {
                    coder.put(pixel: difference)
                    x &+= 1
                }
            }
            coder.adler.reduce()
        }
    }

    /// Codes the pixels of `row` as they are (filter "none").
    @inline(__always)
    private static func codePixels<Format>(_ row: UnsafeRawPointer, width: Int, coder: inout PixelRunCoder<Format>) {
        var x = 0
        while x < width {
            let chunkEnd = min(width, x &+ pixelsPerReduction)
            while x < chunkEnd {
                let pixel = Format.bytes(row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self))
                if pixel == coder.previous {
                    coder.putRepeats(1)
                } else {
                    coder.put(pixel: pixel)
                }
                x &+= 1
            }
            coder.adler.reduce()
        }
    }
}

/// PNG filter types (PNG spec §9.2) the encoder writes.
enum PNGFilterType: UInt8 {
    case none = 0
    case up = 2
}
