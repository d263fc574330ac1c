internal import CZlib

/// gzip (RFC 1952) with zlib's deflate: what `ResponseCompression` sends.
enum Gzip {
    /// zlib's default level: within a few per cent of the best ratio on JSON, SVG and scripts, at a fraction of
    /// level 9's time.
    static let level: Int32 = 6

    /// `bytes` as one gzip member; `nil` if zlib fails (the answer then goes out uncompressed).
    static func compress(_ bytes: UnsafeRawBufferPointer, level: Int32 = level) -> [UInt8]? {
        var stream = z_stream()
        // windowBits 15 + 16: a gzip header and trailer instead of zlib's.
        guard
            deflateInit2_(
                &stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                Int32(MemoryLayout<z_stream>.size)) == Z_OK
        else { return nil }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, UInt(bytes.count)))
        var status: Int32 = Z_STREAM_ERROR
        let output = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
            stream.next_in = UnsafeMutablePointer(mutating: bytes.bindMemory(to: UInt8.self).baseAddress)
            stream.avail_in = UInt32(bytes.count)
            stream.next_out = buffer.baseAddress
            stream.avail_out = UInt32(bound)
            status = deflate(&stream, Z_FINISH)
            count = status == Z_STREAM_END ? Int(stream.total_out) : 0
        }
        return status == Z_STREAM_END ? output : nil
    }
}
