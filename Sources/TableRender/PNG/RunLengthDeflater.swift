/// Writes one fixed-Huffman deflate block (RFC 1951, BTYPE 01) for PNG scanlines,
/// looking only for runs: matches at distance 1 (a repeated byte) and at the pixel
/// size (a repeated pixel); every other byte is a literal. No hash table and no
/// search, so it runs at memory speed; on flat, "up"-filtered table images almost
/// every byte is inside a run. Matches never reach back before the current scanline.
struct RunLengthDeflater {
    /// Bytes per pixel, the distance of the "repeated pixel" match (3 or 4).
    private let pixelDistance: Int
    /// Bits not yet written to the buffer (the low `bitCount` bits).
    private var bits: UInt64 = 0
    private var bitCount = 0

    init(bytesPerPixel: Int) {
        precondition((1...FixedHuffmanCodes.maxDistance).contains(bytesPerPixel), "unsupported pixel size")
        pixelDistance = bytesPerPixel
    }

    /// Starts the block: BFINAL = 1, BTYPE = fixed Huffman.
    mutating func begin(into buffer: inout PNGByteBuffer) {
        write(into: &buffer, reserving: 8) { sink in sink.put(FixedHuffmanCodes.finalFixedBlockHeader) }
    }

    /// Encodes `count` bytes at `scanline`. The 8 bytes after them must be readable
    /// (their values do not matter): runs are compared eight bytes at a time.
    mutating func encode(scanline: UnsafePointer<UInt8>, count: Int, into buffer: inout PNGByteBuffer) {
        let pixelDistance = pixelDistance
        let codes = FixedHuffmanCodes.shared
        // 9 bits per literal at worst; matches cost less per byte.
        write(into: &buffer, reserving: count / 8 * 9 + 16) { sink in
            codes.literals.withUnsafeBufferPointer { literals in
                codes.matches.withUnsafeBufferPointer { matches in
                    sink.put(literals[Int(scanline[0])])
                    var index = 1
                    while index < count {
                        let limit = min(count &- index, FixedHuffmanCodes.maxMatchLength)
                        var length = Self.matchLength(scanline, at: index, distance: 1, limit: limit)
                        var distance = 1
                        if length < limit && index >= pixelDistance {
                            let pixelLength = Self.matchLength(
                                scanline, at: index, distance: pixelDistance, limit: limit)
                            if pixelLength > length { (length, distance) = (pixelLength, pixelDistance) }
                        }
                        if length >= FixedHuffmanCodes.minMatchLength {
                            sink.put(matches[FixedHuffmanCodes.matchIndex(length: length, distance: distance)])
                            index &+= length
                        } else {
                            sink.put(literals[Int(scanline[index])])
                            index &+= 1
                        }
                    }
                }
            }
        }
    }

    /// Encodes a scanline of `count` bytes that is `filterType` followed by zeros
    /// (a row equal to the one above under the "up" filter) without reading it.
    mutating func encodeZeroScanline(filterType: UInt8, count: Int, into buffer: inout PNGByteBuffer) {
        let codes = FixedHuffmanCodes.shared
        let longest = FixedHuffmanCodes.maxMatchLength
        let longRun = codes.matches[FixedHuffmanCodes.matchIndex(length: longest, distance: 1)]
        write(into: &buffer, reserving: count / longest * 2 + 32) { sink in
            sink.put(codes.literals[Int(filterType)])
            guard count > 1 else { return }
            sink.put(codes.literals[0])
            var remaining = count - 2
            while remaining >= longest {
                sink.put(longRun)
                remaining -= longest
            }
            if remaining >= FixedHuffmanCodes.minMatchLength {
                sink.put(codes.matches[FixedHuffmanCodes.matchIndex(length: remaining, distance: 1)])
            } else {
                for _ in 0..<remaining { sink.put(codes.literals[0]) }
            }
        }
    }

    /// Ends the block and pads the stream to a byte boundary.
    mutating func finish(into buffer: inout PNGByteBuffer) {
        write(into: &buffer, reserving: 16) { sink in
            sink.put(FixedHuffmanCodes.endOfBlock)
            sink.flush()
        }
    }

    /// How many bytes from `index` on equal the bytes `distance` earlier, up to `limit`.
    /// Reads up to 8 bytes past `index + limit`.
    @inline(__always)
    private static func matchLength(
        _ bytes: UnsafePointer<UInt8>, at index: Int, distance: Int, limit: Int
    ) -> Int {
        let raw = UnsafeRawPointer(bytes)
        var length = 0
        while true {
            let ahead = raw.loadUnaligned(fromByteOffset: index &+ length, as: UInt64.self)
            let behind = raw.loadUnaligned(fromByteOffset: index &+ length &- distance, as: UInt64.self)
            // Little-endian order: the first differing byte is the lowest non-zero one.
            let difference = (ahead ^ behind).littleEndian
            if difference != 0 { return min(length &+ difference.trailingZeroBitCount &>> 3, limit) }
            length &+= 8
            if length >= limit { return limit }
        }
    }

    /// Runs `body` with a sink writing at the end of `buffer`, after making room for
    /// `reserving` bytes, then keeps what it wrote and the bits it left over.
    private mutating func write(
        into buffer: inout PNGByteBuffer, reserving byteCount: Int, _ body: (inout BitSink) -> Void
    ) {
        buffer.reserve(byteCount)
        var sink = BitSink(out: buffer.end, bits: bits, count: bitCount)
        body(&sink)
        buffer.advance(to: sink.out)
        (bits, bitCount) = (sink.bits, sink.count)
    }
}

/// A deflate bit stream writer: codes fill a 64-bit accumulator from the low end,
/// and whole 32-bit words go out little-endian.
private struct BitSink {
    var out: UnsafeMutablePointer<UInt8>
    var bits: UInt64
    var count: Int

    /// Writes a packed code `bits | bitCount << 24` (at most 24 bits).
    @inline(__always)
    mutating func put(_ packed: UInt32) {
        bits |= UInt64(packed & 0xFF_FFFF) &<< UInt64(count)
        count &+= Int(packed &>> 24)
        if count >= 32 {
            UnsafeMutableRawPointer(out).storeBytes(
                of: UInt32(truncatingIfNeeded: bits).littleEndian, as: UInt32.self)
            out += 4
            bits &>>= 32
            count &-= 32
        }
    }

    /// Writes the remaining bits, padding the last byte with zeros.
    mutating func flush() {
        while count > 0 {
            out.initialize(to: UInt8(truncatingIfNeeded: bits))
            out += 1
            bits &>>= 8
            count -= 8
        }
        (bits, count) = (0, 0)
    }
}
