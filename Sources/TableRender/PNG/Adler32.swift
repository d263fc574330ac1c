/// The Adler-32 checksum (RFC 1950 §8.2) of a zlib stream's uncompressed data, updated
/// by the deflater token by token, so that a run of equal bytes costs O(1), not O(n).
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

    /// Adds `byte` when `condition` holds, without a branch.
    @inline(__always)
    mutating func add(_ byte: UInt8, if condition: Bool) {
        let mask: UInt64 = condition ? .max : 0
        a &+= UInt64(byte) & mask
        b &+= a & mask
    }

    /// Adds `count` bytes equal to `byte`: A grows by count × byte, and B by
    /// count × A plus byte × (1 + 2 + … + count).
    @inline(__always)
    mutating func addRun(of byte: UInt8, count: Int) {
        let n = UInt64(count)
        let value = UInt64(byte)
        b &+= n &* a &+ value &* (n &* (n &+ 1) / 2)
        a &+= n &* value
    }

    mutating func add(_ bytes: UnsafePointer<UInt8>, count: Int) {
        for index in 0..<count { add(bytes[index]) }
    }

    mutating func reduce() {
        a %= Self.modulus
        b %= Self.modulus
    }

    /// Adds `first` followed by `count − 1` zero bytes, for any `count`, in O(1):
    /// A grows by `first` once, then B by `count` times the new A.
    mutating func addZeroRun(first: UInt8, count: Int) {
        guard count > 0 else { return }
        reduce()
        a = (a + UInt64(first)) % Self.modulus
        b = (b + UInt64(count) % Self.modulus * a) % Self.modulus
    }
}
