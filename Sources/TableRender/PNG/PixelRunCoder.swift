/// The tokenizer of `RunLengthDeflater`: one decision per pixel, not per byte.
///
/// A pixel equal to the pixel before extends a run at the pixel distance; a pixel whose
/// bytes are all equal (zero, or a gray step) starts a run at distance 1, after one
/// literal unless the byte before is the same; any other pixel goes out as literals,
/// all its bytes with one store. A stretch of zero pixels (pixels equal to the ones
/// above, under "up") or of repeats is one call, in O(1). Runs go out when they end, as
/// matches of at most 258 bytes; none reaches before the coder's first byte.
struct PixelRunCoder<Format: PNGPixelFormat> {
    var sink: DeflateBitSink
    var adler: Adler32
    let tables: FixedHuffmanCodes.Tables
    /// The last pixel's bytes; more than a pixel's bits (never equal to one) when the
    /// last byte was not part of a pixel.
    private(set) var previous: UInt64 = .max
    /// The last byte coded.
    private var lastByte: UInt64 = 0
    /// Bytes after the last token that repeat those `runDistance` earlier.
    private var run = 0
    private var runDistance = 1

    init(sink: DeflateBitSink, adler: Adler32, tables: FixedHuffmanCodes.Tables) {
        self.sink = sink
        self.adler = adler
        self.tables = tables
    }

    /// Codes one byte that is not part of a pixel (a scanline's filter type) as a literal.
    @inline(__always)
    mutating func putByte(_ byte: UInt8) {
        putRun()
        sink.put(tables.literals[Int(byte)])
        adler.add(byte)
        previous = .max
        lastByte = UInt64(byte)
    }

    /// Codes the bytes of one pixel that differs from the pixel before (`previous`).
    @inline(__always)
    mutating func put(pixel: UInt64) {
        let count = Format.bytesPerPixel
        adler.add(pixel: pixel, count: count)
        putRun()
        let first = pixel & 0xFF
        if pixel == first &* (count == 4 ? 0x0101_0101 : 0x01_0101) {
            startByteRun(of: first, count: count)
        } else {
            var (codes, codeBits): (UInt64, UInt64) = (0, 0)
            for offset in 0..<count {
                let packed = tables.literals[Int(truncatingIfNeeded: pixel &>> UInt64(offset &* 8) & 0xFF)]
                codes |= UInt64(packed & 0xFF_FFFF) &<< codeBits
                codeBits &+= UInt64(packed &>> 24)
            }
            sink.put(codes, count: Int(codeBits))
        }
        previous = pixel
        lastByte = pixel &>> UInt64(count &* 8 &- 8)
    }

    /// Codes `count` (≥ 1) more copies of the last pixel, part of the checksum's
    /// `maxUnreducedBytes`.
    @inline(__always)
    mutating func putRepeats(_ count: Int) {
        adler.add(pixel: previous, count: Format.bytesPerPixel, times: count)
        if run == 0 { runDistance = Format.bytesPerPixel }
        run &+= count &* Format.bytesPerPixel
    }

    /// Codes `count` (≥ 1) zero pixels, part of the checksum's `maxUnreducedBytes`.
    @inline(__always)
    mutating func putZeroPixels(_ count: Int) {
        let byteCount = count &* Format.bytesPerPixel
        adler.addFewZeros(count: byteCount)
        if previous == 0 {
            run &+= byteCount
            return
        }
        putRun()
        startByteRun(of: 0, count: byteCount)
        previous = 0
        lastByte = 0
    }

    /// Starts a distance-1 run of `count` bytes equal to `byte`, the first of them a
    /// literal unless the byte before is `byte` too.
    @inline(__always)
    private mutating func startByteRun(of byte: UInt64, count: Int) {
        run = count
        runDistance = 1
        if byte != lastByte {
            sink.put(tables.literals[Int(byte)])
            run &-= 1
        }
    }

    /// Writes the pending run as matches of at most 258 bytes, none shorter than 3;
    /// a run of 1 or 2 bytes (always at distance 1) as literals of the last byte.
    @inline(__always)
    mutating func putRun() {
        guard run > 0 else { return }
        let (longest, shortest) = (FixedHuffmanCodes.maxMatchLength, FixedHuffmanCodes.minMatchLength)
        var remaining = run
        run = 0
        guard remaining >= shortest else {
            for _ in 0..<remaining { sink.put(tables.literals[Int(lastByte)]) }
            return
        }
        while remaining >= longest &+ shortest {
            sink.put(tables.match(length: longest, distance: runDistance))
            remaining &-= longest
        }
        if remaining > longest {
            sink.put(tables.match(length: remaining &- shortest, distance: runDistance))
            remaining = shortest
        }
        sink.put(tables.match(length: remaining, distance: runDistance))
    }
}
