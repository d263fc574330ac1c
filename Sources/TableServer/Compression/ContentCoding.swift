/// The content codings the server sends (RFC 9110 §8.4.1): brotli where the client accepts it (smaller), else gzip.
enum ContentCoding: String, CaseIterable, Sendable {
    case brotli = "br"
    case gzip

    /// The `Content-Encoding` value.
    var name: String { rawValue }

    /// What a compressed answer's ETag gets inside its quotes (a strong ETag names one representation,
    /// RFC 9110 §8.8.3).
    var etagSuffix: String { "-\(rawValue)" }

    /// `bytes` in this coding; `kept` when the result is cached (compressed once, so harder); `nil` on failure.
    func compress(_ bytes: UnsafeRawBufferPointer, kept: Bool) -> [UInt8]? {
        switch self {
        case .brotli: return Brotli.compress(bytes, quality: kept ? Brotli.keptQuality : Brotli.quality)
        case .gzip: return Gzip.compress(bytes)
        }
    }
}
