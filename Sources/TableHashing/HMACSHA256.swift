internal import CLibCrypto

/// HMAC-SHA256 (RFC 2104) by OpenSSL's one-shot `HMAC`: the signature of signed image URLs.
public enum HMACSHA256 {
    /// The 32-byte authentication code of `message` under `key`.
    public static func code(_ message: some Collection<UInt8>, key: some Collection<UInt8>) -> [UInt8] {
        let message = Array(message)
        let key = Array(key)
        var output = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        _ = key.withUnsafeBufferPointer { key in
            message.withUnsafeBufferPointer { message in
                HMAC(
                    EVP_sha256(), key.baseAddress, Int32(key.count), message.baseAddress, message.count, &output,
                    &length)
            }
        }
        return Array(output.prefix(Int(length)))
    }
}
