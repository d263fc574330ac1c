/// Writes a zlib stream (RFC 1950) for PNG scanlines: one fixed-Huffman deflate block
/// (RFC 1951, BTYPE 01) that looks only for runs, i.e. matches at distance 1 (a repeated
/// byte) and at the pixel size (a repeated pixel); every other byte is a literal. No hash
/// table and no search, so it runs at memory speed; on flat, "up"-filtered table images
/// almost every byte is inside a run. Matches never reach back before the current
/// scanline. The Adler-32 is kept token by token, runs in O(1).
struct RunLengthDeflater {
    /// Bytes per pixel, the distance of the "repeated pixel" match (3 or 4).
    private let pixelDistance: Int
    /// Bits not yet written to the buffer (the low `bitCount` bits).
    private var bits: UInt64 = 0
    private var bitCount = 0
    private var adler = Adler32()

    init(bytesPerPixel: Int) {
        precondition((1...FixedHuffmanCodes.maxDistance).contains(bytesPerPixel), "unsupported pixel size")
        pixelDistance = bytesPerPixel
    }

    /// Starts the stream: the zlib header, then BFINAL = 1, BTYPE = fixed Huffman.
    mutating func begin(into buffer: inout PNGByteBuffer) {
        // CMF: deflate, 32 KiB window; FLG: fastest level, check bits for CMF·256 + FLG ≡ 0 (mod 31).
        buffer.append([0x78, 0x01])
        write(into: &buffer, reserving: 16) { sink, _ in sink.put(FixedHuffmanCodes.finalFixedBlockHeader) }
    }

    /// Encodes `count` bytes at `scanline`. The 8 bytes after them must be readable
    /// (their values do not matter): runs are compared eight bytes at a time.
    mutating func encode(scanline: UnsafePointer<UInt8>, count: Int, into buffer: inout PNGByteBuffer) {
        var start = 0
        while start < count {
            let end = min(count, start + Adler32.maxUnreducedBytes)
            encode(scanline, from: start, to: end, into: &buffer)
            start = end
        }
    }

    /// Encodes bytes `start..<end` of `scanline` (no match runs past `end`), then reduces the checksum.
    private mutating func encode(
        _ scanline: UnsafePointer<UInt8>, from start: Int, to end: Int, into buffer: inout PNGByteBuffer
    ) {
        let pixelDistance = pixelDistance
        // At most 9 bits per byte, plus the pending bits and the sink's 8-byte store.
        write(into: &buffer, reserving: (end - start) * 9 / 8 + 32) { sink, adler in
            FixedHuffmanCodes.shared.withTables { tables in
                Self.encodeRuns(
                    scanline, from: start, to: end, pixelDistance: pixelDistance, tables: tables, sink: &sink,
                    adler: &adler)
            }
        }
        adler.reduce()
    }

    /// Encodes a scanline of `count` bytes that is `filterType` followed by zeros
    /// (a row equal to the one above under the "up" filter) without reading it.
    mutating func encodeZeroScanline(filterType: UInt8, count: Int, into buffer: inout PNGByteBuffer) {
        adler.addZeroRun(first: filterType, count: count)
        write(into: &buffer, reserving: count / FixedHuffmanCodes.maxMatchLength * 2 + 32) { sink, _ in
            FixedHuffmanCodes.shared.withTables { tables in
                sink.put(tables.literals[Int(filterType)])
                guard count > 1 else { return }
                sink.put(tables.literals[0])
                let leftOver = Self.putByteRun(length: count - 2, tables: tables, sink: &sink)
                for _ in 0..<leftOver { sink.put(tables.literals[0]) }
            }
        }
    }

    /// Ends the block, pads it to a byte boundary and appends the Adler-32.
    mutating func finish(into buffer: inout PNGByteBuffer) {
        write(into: &buffer, reserving: 24) { sink, _ in
            sink.put(FixedHuffmanCodes.endOfBlock)
            sink.flush()
        }
        buffer.appendBigEndian(adler.value)
    }

    /// Runs `body` with a sink writing at the end of `buffer`, after making room for
    /// `reserving` bytes, then keeps what it wrote and the bits it left over; `body` also
    /// gets the checksum to update.
    private mutating func write(
        into buffer: inout PNGByteBuffer, reserving byteCount: Int,
        _ body: (inout DeflateBitSink, inout Adler32) -> Void
    ) {
        buffer.reserve(byteCount)
        var sink = DeflateBitSink(out: buffer.end, bits: bits, count: bitCount)
        body(&sink, &adler)
        buffer.advance(to: sink.out)
        (bits, bitCount) = (sink.bits, sink.count)
    }
}
