extension RunLengthDeflater {
    /// The tokenizer: literals up to the next run of 3 or more, then the longest run.
    /// A run of one byte longer than a match goes out as matches of 258 bytes in a row.
    @inline(__always)
    static func encodeRuns(
        _ scanline: UnsafePointer<UInt8>, from start: Int, to end: Int, pixelDistance: Int,
        tables: FixedHuffmanCodes.Tables, sink sinkState: inout DeflateBitSink, adler adlerState: inout Adler32
    ) {
        // Local copies stay in registers; the caller's live in memory.
        var (sink, adler) = (sinkState, adlerState)
        defer { (sinkState, adlerState) = (sink, adler) }
        var index = start
        while index < end {
            // Bytes before the next run go out as literals, up to six at a time.
            let literalCount =
                index >= pixelDistance
                ? min(RunFinder.bytesBeforeRun(scanline, at: index, pixelDistance: pixelDistance), end &- index)
                : index == 0 ? 1 : 0
            if literalCount > 0 {
                putLiterals(scanline + index, count: literalCount, tables: tables, sink: &sink, adler: &adler)
                index &+= literalCount
                continue
            }
            // A repeated byte of 3 or more wins: no pixel run can be longer (`RunFinder.pixelRun`).
            let byteRun = RunFinder.byteRun(scanline, at: index, limit: end &- index)
            if byteRun >= FixedHuffmanCodes.minMatchLength {
                let encoded = byteRun &- putByteRun(length: byteRun, tables: tables, sink: &sink)
                adler.addRun(of: scanline[index &- 1], count: encoded)
                index &+= encoded
                continue
            }
            let limit = min(end &- index, FixedHuffmanCodes.maxMatchLength)
            let pixelRun =
                index >= pixelDistance
                ? RunFinder.pixelRun(scanline, at: index, limit: limit, pixelDistance: pixelDistance) : 0
            if pixelRun >= FixedHuffmanCodes.minMatchLength {
                sink.put(tables.match(length: pixelRun, distance: pixelDistance))
                adler.add(scanline + index, count: pixelRun)
                index &+= pixelRun
            } else {
                // No run after all: one cut short by `end`, or a byte of the first pixel.
                sink.put(tables.literals[Int(scanline[index])])
                adler.add(scanline[index])
                index &+= 1
            }
        }
    }

    /// Writes `count` (1...6) bytes as literals with one store: 6 codes of 9 bits and the
    /// sink's 7 pending bits fit its 64-bit word. Always does the work of six, selecting
    /// with conditional moves: how many literals come next is not predictable. Reads 6
    /// bytes at `bytes`.
    @inline(__always)
    private static func putLiterals(
        _ bytes: UnsafePointer<UInt8>, count: Int, tables: FixedHuffmanCodes.Tables, sink: inout DeflateBitSink,
        adler: inout Adler32
    ) {
        var codes: UInt64 = 0
        var codeBits = 0
        for offset in 0..<6 {
            let taken = offset < count
            let packed = tables.literals[Int(bytes[offset])] & (taken ? .max : 0)
            codes |= UInt64(packed & 0xFF_FFFF) &<< UInt64(codeBits)
            codeBits &+= Int(packed &>> 24)
            adler.add(bytes[offset], if: taken)
        }
        sink.put(codes, count: codeBits)
    }

    /// Writes a distance-1 run of `length` bytes as matches of 258 bytes, then one of the
    /// rest if that is 3 or more; returns how many bytes are left (0...2), for the caller
    /// to write as literals.
    @inline(__always)
    static func putByteRun(length: Int, tables: FixedHuffmanCodes.Tables, sink: inout DeflateBitSink) -> Int {
        let longest = FixedHuffmanCodes.maxMatchLength
        let longRun = tables.match(length: longest, distance: 1)
        var remaining = length
        while remaining >= longest {
            sink.put(longRun)
            remaining &-= longest
        }
        guard remaining >= FixedHuffmanCodes.minMatchLength else { return remaining }
        sink.put(tables.match(length: remaining, distance: 1))
        return 0
    }
}
