internal import CZlib
internal import TableRender

/// Builds PNG files chunk by chunk for tests of hostile PNGs (issue 38's `zTXt` bomb): chunks with their length
/// and CRC, zlib streams of zeros, and a 1×1 PNG with extra chunks.
public enum PNGChunkBuilder {
    /// A chunk of `type` holding `data`, with its length and CRC.
    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    /// The PNG CRC-32 of `bytes`.
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }

    /// `count` zeros as a zlib stream (level 9: 8 MiB come to about 8 KB).
    public static func compressedZeros(_ count: Int) -> [UInt8] {
        let input = [UInt8](repeating: 0, count: count)
        var length = compressBound(uLong(count))
        var output = [UInt8](repeating: 0, count: Int(length))
        _ = compress2(&output, &length, input, uLong(count), 9)
        return Array(output.prefix(Int(length)))
    }

    /// An opaque gray 1×1 PNG from TableShot's encoder.
    public static func pixel() -> [UInt8] {
        let pixels: [UInt32] = [0xFF80_8080]
        return pixels.withUnsafeBytes {
            PNGEncoder.encode(pixels: $0.baseAddress!, width: 1, height: 1, stride: 4, opaque: true)
        }
    }

    /// `pixel()` with `extra` chunks between its IHDR and its image data.
    public static func pixel(with extra: [[UInt8]]) -> [UInt8] {
        let plain = pixel()
        // The signature's 8 bytes and IHDR's 25.
        return Array(plain[0..<33]) + extra.joined() + Array(plain[33...])
    }

    /// A `zTXt` chunk (keyword "Comment", compression method 0) whose text inflates to `bytes` zeros.
    public static func compressedText(inflatingTo bytes: Int) -> [UInt8] {
        chunk("zTXt", Array("Comment".utf8) + [0, 0] + compressedZeros(bytes))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }
}
