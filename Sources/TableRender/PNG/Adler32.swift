internal import CZlib

/// The running Adler-32 checksum (RFC 1950) of a zlib stream's uncompressed data.
struct Adler32 {
    /// Adler-32 works modulo the largest prime below 2¹⁶.
    private static let modulus: UInt64 = 65_521

    private(set) var value: UInt32 = 1

    /// Adds `count` bytes at `bytes` (zlib's unrolled implementation).
    mutating func update(_ bytes: UnsafePointer<UInt8>, count: Int) {
        value = UInt32(truncatingIfNeeded: adler32_z(UInt(value), bytes, z_size_t(count)))
    }

    /// Adds `first` followed by `count − 1` zero bytes without reading them:
    /// A grows by `first` once; B grows by `count` times the new A.
    mutating func updateZeroRun(first: UInt8, count: Int) {
        guard count > 0 else { return }
        let a = (UInt64(value & 0xFFFF) + UInt64(first)) % Self.modulus
        let b = (UInt64(value >> 16) + UInt64(count) % Self.modulus * a) % Self.modulus
        value = UInt32(b << 16 | a)
    }
}
