/// The zlib stream (RFC 1950) around the deflate strips: a two-byte header, the strips
/// one after the other, and the Adler-32 of all the scanlines, big-endian.
enum ZlibFraming {
    /// CMF: deflate, 32 KiB window; FLG: fastest level, check bits for CMF·256 + FLG ≡ 0 (mod 31).
    static let header: [UInt8] = [0x78, 0x01]

    /// The four trailer bytes: the Adler-32 of the scanlines of every strip, combined
    /// from each strip's own (`scanlineCount` bytes per row).
    static func trailer(_ strips: [PNGStrip], scanlineCount: Int) -> [UInt8] {
        var checksum = strips[0].checksum
        for strip in strips.dropFirst() {
            checksum = Adler32.combine(checksum, strip.checksum, secondLength: strip.rows.count * scanlineCount)
        }
        return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: checksum >> $0) }
    }
}
