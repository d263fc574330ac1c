/// Reads a PNG's dimensions from its signature and IHDR chunk without
/// decoding it, so that oversized images (decompression bombs) are refused
/// before any pixel memory is allocated.
public enum PNGHeader {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Returns `(width, height)` or `nil` when the bytes do not start like a PNG.
    public static func dimensions(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 33, Array(bytes[0..<8]) == signature else { return nil }
        guard bytes[12...15].elementsEqual("IHDR".utf8) else { return nil }
        let width = bigEndian(bytes, at: 16)
        let height = bigEndian(bytes, at: 20)
        guard width > 0, height > 0 else { return nil }
        return (width, height)
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> Int {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
}
