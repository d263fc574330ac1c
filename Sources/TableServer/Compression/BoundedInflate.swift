internal import CZlib

/// zlib (RFC 1950) data inflated up to a size: how a deflated `?spec=` is read. The output grows with what the
/// data holds, and stops one byte past `limit`, so a small query that inflates to gigabytes costs `limit` bytes.
enum BoundedInflate {
    enum Failure: Error, Equatable {
        /// Not zlib data, or cut short.
        case malformed
        /// It inflates to more than the limit.
        case tooLarge(limit: Int)
    }

    /// Whether `bytes` start with a zlib header (deflate, a window of up to 32 KiB, a valid check): JSON never does,
    /// since a spec starts with `{` or white space.
    static func looksLikeZlib(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 2 else { return false }
        let method = bytes[0] & 0x0F
        let window = bytes[0] >> 4
        return method == 8 && window <= 7 && (Int(bytes[0]) << 8 | Int(bytes[1])) % 31 == 0
    }

    static func inflate(_ bytes: [UInt8], limit: Int) throws(Failure) -> [UInt8] {
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .malformed
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 << 10)
        var input = bytes
        var status: Int32 = Z_OK
        input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = UInt32(source.count)
            repeat {
                let produced = chunk.withUnsafeMutableBufferPointer { target -> Int in
                    stream.next_out = target.baseAddress
                    stream.avail_out = UInt32(target.count)
                    status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    return target.count - Int(stream.avail_out)
                }
                output += chunk.prefix(produced)
            } while status == Z_OK && output.count <= limit && (stream.avail_in > 0 || stream.avail_out == 0)
        }
        if output.count > limit { throw .tooLarge(limit: limit) }
        guard status == Z_STREAM_END else { throw .malformed }
        return output
    }
}
