/// The Adler-32 checksum (RFC 1950 §8.2) of a zlib stream's uncompressed data, updated
/// by the deflater pixel by pixel, so that a stretch of zeros costs O(1), not O(n).
///
/// The two sums stay unreduced between `reduce()` calls: after at most
/// `maxUnreducedBytes` bytes, A < 2²⁴ and B < 2⁴⁰, far from overflowing.
struct Adler32 {
    /// The largest prime below 2¹⁶.
    static let modulus: UInt64 = 65_521
    /// How many bytes may be added between two `reduce()` calls.
    static let maxUnreducedBytes = 1 << 16

    private var a: UInt64 = 1
    private var b: UInt64 = 0

    /// The checksum of everything added so far.
    var value: UInt32 { UInt32((b % Self.modulus) << 16 | a % Self.modulus) }

    @inline(__always)
    mutating func add(_ byte: UInt8) {
        a &+= UInt64(byte)
        b &+= a
    }

    /// Adds the low `count` bytes of `pixel`, lowest first.
    @inline(__always)
    mutating func add(pixel: UInt64, count: Int) {
        for offset in 0..<count { add(UInt8(truncatingIfNeeded: pixel &>> UInt64(offset &* 8))) }
    }

    /// Adds `count` zero bytes in O(1), as part of the `maxUnreducedBytes` between
    /// reductions: B grows by `count` × A.
    @inline(__always)
    mutating func addFewZeros(count: Int) {
        b &+= UInt64(count) &* a
    }

    /// Adds `times` copies of the low `count` bytes of `pixel` in O(1), as part of the
    /// `maxUnreducedBytes` between reductions. With S the sum of the bytes and W their
    /// sum weighted `count`, `count − 1`, …, 1: copy k adds `count` × (A + k·S) + W to B.
    @inline(__always)
    mutating func add(pixel: UInt64, count: Int, times: Int) {
        var (sum, weighted): (UInt64, UInt64) = (0, 0)
        for offset in 0..<count {
            let byte = pixel &>> UInt64(offset &* 8) & 0xFF
            sum &+= byte
            weighted &+= byte &* UInt64(count &- offset)
        }
        let (n, width) = (UInt64(times), UInt64(count))
        b &+= width &* n &* a &+ n &* weighted &+ width &* sum &* (n &* (n &- 1) / 2)
        a &+= n &* sum
    }

    mutating func reduce() {
        a %= Self.modulus
        b %= Self.modulus
    }

    /// Adds `count` zero bytes, for any `count`, in O(1): A stays, B grows by `count` × A.
    /// Reduces the sums before and after.
    mutating func addZeros(count: Int) {
        reduce()
        b = (b + UInt64(count) % Self.modulus * a) % Self.modulus
    }
}
