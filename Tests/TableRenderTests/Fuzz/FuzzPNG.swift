import CZlib
import Foundation

/// Builds PNG files byte by byte (zlib from `CZlib` for IDAT and the chunk
/// CRCs), valid ones and deliberately broken ones.
enum FuzzPNG {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Color types used here (PNG spec §11.2.2).
    enum ColorType: UInt8 {
        case gray = 0
        case rgb = 2
        case rgba = 6
    }

    /// A complete PNG with a gradient, in the given color type and bit depth (8 or 16).
    static func image(width: Int, height: Int, colorType: ColorType = .rgba, bitDepth: UInt8 = 8) -> [UInt8] {
        let channels = colorType == .gray ? 1 : colorType == .rgb ? 3 : 4
        let bytesPerSample = bitDepth == 16 ? 2 : 1
        var raw: [UInt8] = []
        raw.reserveCapacity(height * (1 + width * channels * bytesPerSample))
        for y in 0..<height {
            raw.append(0)  // filter type "none"
            for x in 0..<width {
                for channel in 0..<channels {
                    let sample = UInt8(truncatingIfNeeded: x * 37 + y * 11 + channel * 80)
                    raw.append(channel == 3 ? 0xFF : sample)
                    if bytesPerSample == 2 { raw.append(sample) }
                }
            }
        }
        return file(
            ihdr: header(
                width: UInt32(width), height: UInt32(height), bitDepth: bitDepth, colorType: colorType.rawValue),
            idat: deflate(raw))
    }

    /// Signature, IHDR, one IDAT with `idat` as its data, IEND.
    static func file(ihdr: [UInt8], idat: [UInt8]) -> [UInt8] {
        signature + chunk("IHDR", ihdr) + chunk("IDAT", idat) + chunk("IEND", [])
    }

    /// IHDR data: width, height, bit depth, color type, deflate, no filter method, no interlace.
    static func header(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 6) -> [UInt8] {
        bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, 0]
    }

    /// Length, type, data and CRC-32 of type + data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
    }

    /// Byte offsets of each chunk's CRC, in file order (for corrupting them).
    static func crcOffsets(of png: [UInt8]) -> [(type: String, offset: Int)] {
        var result: [(String, Int)] = []
        var offset = signature.count
        while offset + 8 <= png.count {
            let length = Int(png[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
            let crcOffset = offset + 8 + length
            guard crcOffset + 4 <= png.count else { break }
            result.append((type, crcOffset))
            offset = crcOffset + 4
        }
        return result
    }

    static func dataURI(_ png: [UInt8]) -> String { "data:image/png;base64," + Data(png).base64EncodedString() }

    static func deflate(_ raw: [UInt8]) -> [UInt8] {
        var length = compressBound(uLong(raw.count))
        var out = [UInt8](repeating: 0, count: Int(length))
        let status = raw.withUnsafeBufferPointer { source in
            compress2(&out, &length, source.baseAddress, uLong(raw.count), Z_BEST_COMPRESSION)
        }
        precondition(status == Z_OK, "compress2 failed: \(status)")
        return Array(out.prefix(Int(length)))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        UInt32(bytes.withUnsafeBufferPointer { CZlib.crc32(0, $0.baseAddress, uInt($0.count)) })
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(value >> $0 & 0xFF) } }
}
