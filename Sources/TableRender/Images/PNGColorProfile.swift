internal import CZlib

/// The ICC profile a PNG embeds in its `iCCP` chunk (PNG 3rd edition §11.3.2.3), read so that a decoded image's
/// pixels can be brought to sRGB, the space TableShot draws and compares in. iOS snapshot tools write Display P3
/// PNGs (swift-snapshot-testing draws in a key window in P3, issue #1083): read as if they were sRGB, systemGreen
/// (52,199,89) reads (101,196,102) (`Docs/research/ios26-switch-colour.md`).
enum PNGColorProfile {
    /// The largest profile inflated (Display P3's is 536 bytes; profiles with large tables stay under 1 MiB).
    static let maxProfileBytes = 1 << 20

    /// The inflated profile of `png`'s `iCCP` chunk, or `nil` when there is none (or it is unreadable, or larger
    /// than `maxProfileBytes`). Only chunks before the first `IDAT` count (where the PNG standard places it).
    static func embeddedProfile(_ png: [UInt8]) -> [UInt8]? {
        var offset = 8
        while offset + 8 <= png.count {
            let length = Int(bigEndian(png, offset))
            let dataStart = offset + 8
            guard length <= png.count - dataStart else { return nil }
            let type = png[offset + 4..<offset + 8]
            if type.elementsEqual("IDAT".utf8) || type.elementsEqual("IEND".utf8) { return nil }
            if type.elementsEqual("iCCP".utf8) {
                return inflateProfile(png[dataStart..<dataStart + length])
            }
            offset = dataStart + length + 4
        }
        return nil
    }

    /// An `iCCP` chunk's data: a 1–79 byte name, a NUL, the compression method (0: zlib), the zlib stream.
    private static func inflateProfile(_ chunk: ArraySlice<UInt8>) -> [UInt8]? {
        guard let nul = chunk.prefix(80).firstIndex(of: 0), nul + 2 <= chunk.endIndex, chunk[nul + 1] == 0 else {
            return nil
        }
        let compressed = Array(chunk[(nul + 2)...])
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var profile: [UInt8] = []
        var scratch = [UInt8](repeating: 0, count: 16 << 10)
        return compressed.withUnsafeBufferPointer { input -> [UInt8]? in
            guard let base = input.baseAddress else { return nil }
            stream.next_in = UnsafeMutablePointer(mutating: base)
            stream.avail_in = UInt32(input.count)
            while true {
                let status = scratch.withUnsafeMutableBufferPointer { out -> Int32 in
                    stream.next_out = out.baseAddress
                    stream.avail_out = UInt32(out.count)
                    return inflate(&stream, Z_NO_FLUSH)
                }
                profile += scratch[0..<(scratch.count - Int(stream.avail_out))]
                guard profile.count <= maxProfileBytes else { return nil }
                if status == Z_STREAM_END { return profile }
                guard status == Z_OK, stream.avail_in > 0 || stream.avail_out == 0 else { return nil }
            }
        }
    }
}
