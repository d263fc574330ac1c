/// Writes deflate data (RFC 1951) for PNG scanlines: one fixed-Huffman block (BTYPE 01)
/// that looks only for runs, i.e. matches at distance 1 (a repeated byte) and at the
/// pixel size (a repeated pixel); every other byte is a literal. No hash table and no
/// search; on flat, "up"-filtered table images almost every byte is inside a run, and
/// the pixels equal to the row above are skipped as a whole (`RunLengthDeflater+Rows`).
/// Matches never reach back before the current scanline, so the blocks of several
/// deflaters can be concatenated (`PNGStrip`). The Adler-32 of the bytes is kept token
/// by token, stretches of zeros and repeats in O(1).
struct RunLengthDeflater {
    /// Bits not yet written to the buffer (the low `bitCount` bits).
    private var bits: UInt64 = 0
    private var bitCount = 0
    private var adler = Adler32()

    /// The Adler-32 of every byte encoded so far.
    var checksum: UInt32 { adler.value }

    /// Starts the block, the stream's last one (BFINAL = 1) when `isLast`.
    mutating func beginBlock(isLast: Bool, into buffer: inout PNGByteBuffer) {
        write(into: &buffer, reserving: 16) { sink, _ in sink.put(FixedHuffmanCodes.fixedBlockHeader(isLast: isLast)) }
    }

    /// Ends the block and the data at a byte boundary. A block that is not the last is
    /// followed by an empty stored block (zlib's sync flush: its header, zero padding,
    /// LEN = 0, NLEN = 0xFFFF), after which the next deflater's block starts on a byte.
    mutating func endBlock(isLast: Bool, into buffer: inout PNGByteBuffer) {
        write(into: &buffer, reserving: 24) { sink, _ in
            sink.put(FixedHuffmanCodes.endOfBlock)
            if !isLast { sink.put(FixedHuffmanCodes.storedBlockHeader) }
            sink.flush()
        }
        if !isLast { buffer.append([0x00, 0x00, 0xFF, 0xFF]) }
    }

    /// Encodes a scanline of `count` bytes that is `filterType` followed by zeros
    /// (a row equal to the one above under the "up" filter) without reading it.
    mutating func encodeZeroScanline(filterType: UInt8, count: Int, into buffer: inout PNGByteBuffer) {
        adler.add(filterType)
        adler.addZeros(count: count - 1)
        write(into: &buffer, reserving: count / FixedHuffmanCodes.maxMatchLength * 2 + 32) { sink, _ in
            FixedHuffmanCodes.shared.withTables { tables in
                sink.put(tables.literals[Int(filterType)])
                guard count > 1 else { return }
                sink.put(tables.literals[0])
                var remaining = count - 2
                while remaining >= FixedHuffmanCodes.minMatchLength {
                    let length = min(remaining, FixedHuffmanCodes.maxMatchLength)
                    sink.put(tables.match(length: length, distance: 1))
                    remaining -= length
                }
                for _ in 0..<remaining { sink.put(tables.literals[0]) }
            }
        }
    }

    /// Runs `body` with a sink writing at the end of `buffer`, after making room for
    /// `reserving` bytes, then keeps what it wrote and the bits it left over; `body` also
    /// gets the checksum to update.
    mutating func write(
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
