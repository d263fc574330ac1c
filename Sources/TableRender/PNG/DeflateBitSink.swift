/// A deflate bit stream writer: codes fill a 64-bit accumulator from the low end, and
/// after each code the whole bytes go out with one unconditional 8-byte store (no
/// branch), so the buffer needs 8 bytes of room past what is written.
struct DeflateBitSink {
    var out: UnsafeMutablePointer<UInt8>
    /// Fewer than 8 pending bits between calls.
    var bits: UInt64
    var count: Int

    /// Writes a packed code `bits | bitCount << 24` (at most 24 bits).
    @inline(__always)
    mutating func put(_ packed: UInt32) {
        put(UInt64(packed & 0xFF_FFFF), count: Int(packed &>> 24))
    }

    /// Writes the low `codeCount` (at most 56) bits of `code`: several codes at once.
    @inline(__always)
    mutating func put(_ code: UInt64, count codeCount: Int) {
        bits |= code &<< UInt64(count)
        count &+= codeCount
        UnsafeMutableRawPointer(out).storeBytes(of: bits.littleEndian, as: UInt64.self)
        let whole = count &>> 3
        out += whole
        bits &>>= UInt64(whole &<< 3)
        count &= 7
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
