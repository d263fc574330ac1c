internal import CLibCrypto

/// SHA-256 (FIPS 180-4), for cache keys, ETags and the engine fingerprint: OpenSSL's implementation (it uses the
/// CPU's SHA extensions where there are some), behind a value type — a copy hashes on independently.
public struct SHA256: Sendable {
    private var context = SHA256_CTX()

    public init() {
        SHA256_Init(&context)
    }

    /// Adds `bytes` to the message.
    public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let hashed: Void? = bytes.withContiguousStorageIfAvailable { update(raw: UnsafeRawBufferPointer($0)) }
        if hashed == nil { Array(bytes).withUnsafeBytes { update(raw: $0) } }
    }

    /// Adds the bytes in `raw` to the message (hashed in place, without copies).
    public mutating func update(raw: UnsafeRawBufferPointer) {
        guard let base = raw.baseAddress, !raw.isEmpty else { return }
        SHA256_Update(&context, base, raw.count)
    }

    /// The 32-byte digest of everything added so far (the hasher itself can go on).
    public func finalize() -> [UInt8] {
        var copy = context
        return [UInt8](unsafeUninitializedCapacity: Int(SHA256_DIGEST_LENGTH)) { digest, count in
            SHA256_Final(digest.baseAddress, &copy)
            count = Int(SHA256_DIGEST_LENGTH)
        }
    }

    /// The digest of `bytes` as lowercase hex.
    public static func hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hasher = SHA256()
        hasher.update(bytes)
        return hexString(hasher.finalize())
    }

    /// `bytes` (a digest or a prefix of one) as lowercase hex.
    public static func hexString<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.underestimatedCount * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
