extension Adler32 {
    /// The Adler-32 of the concatenation of two byte strings from the checksums of each
    /// (`first`, `second`) and the length of the second, as zlib's `adler32_combine`:
    /// with n = `secondLength`, A = A₁ + A₂ − 1 and B = B₁ + B₂ + n·(A₁ − 1), modulo 65 521.
    static func combine(_ first: UInt32, _ second: UInt32, secondLength: Int) -> UInt32 {
        precondition(secondLength >= 0, "Adler32.combine: negative length")
        let n = UInt64(secondLength) % modulus
        let (a1, b1) = (UInt64(first & 0xFFFF), UInt64(first >> 16))
        let (a2, b2) = (UInt64(second & 0xFFFF), UInt64(second >> 16))
        // + modulus keeps every intermediate non-negative: a1 ≥ 0 may be below 1, n·a1 below n.
        let a = (a1 + a2 + modulus - 1) % modulus
        let b = (b1 + b2 + n * a1 % modulus + modulus - n) % modulus
        return UInt32(b << 16 | a)
    }
}
