internal import CZlib

/// The IHDR fields this encoder writes: 8 bits per channel, no interlacing.
struct PNGImageHeader {
    /// PNG color types (PNG spec §11.2.2) the encoder writes.
    enum ColorType: UInt8 {
        case rgb = 2
        case rgba = 6
    }

    let width: Int
    let height: Int
    let colorType: ColorType

    /// The 13 bytes of the IHDR chunk.
    var bytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.appendBigEndian(UInt32(width))
        bytes.appendBigEndian(UInt32(height))
        // Bit depth 8, color type, compression 0 (deflate), filter method 0, no interlace.
        bytes += [8, colorType.rawValue, 0, 0, 0]
        return bytes
    }
}

/// Frames a zlib stream as a PNG file: signature, IHDR, IDAT chunks, IEND.
enum PNGFileWriter {
    /// The 8-byte PNG signature (PNG spec §5.2).
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// Length, type and CRC around each chunk's data.
    private static let chunkOverhead = 12

    /// The complete file; `imageData` is split into IDAT chunks of at most `maxChunkLength` bytes.
    static func file(header: PNGImageHeader, imageData: borrowing PNGByteBuffer, maxChunkLength: Int) -> [UInt8] {
        let idatCount = max(1, (imageData.count + maxChunkLength - 1) / maxChunkLength)
        var file: [UInt8] = []
        file.reserveCapacity(signature.count + 13 + imageData.count + (idatCount + 2) * chunkOverhead)
        file += signature
        header.bytes.withUnsafeBufferPointer { appendChunk("IHDR", $0, to: &file) }
        for index in 0..<idatCount {
            let start = index * maxChunkLength
            let range = start..<min(start + maxChunkLength, imageData.count)
            imageData.withBytes(in: range) { appendChunk("IDAT", $0, to: &file) }
        }
        appendChunk("IEND", UnsafeBufferPointer(start: nil, count: 0), to: &file)
        return file
    }

    /// Appends one chunk: data length, type, data, then the CRC-32 of type and data.
    private static func appendChunk(_ type: StaticString, _ data: UnsafeBufferPointer<UInt8>, to file: inout [UInt8]) {
        file.appendBigEndian(UInt32(data.count))
        let start = file.count
        file += UnsafeBufferPointer(start: type.utf8Start, count: type.utf8CodeUnitCount)
        file += data
        let crc = file.withUnsafeBufferPointer { bytes in
            crc32_z(0, bytes.baseAddress.map { $0 + start }, z_size_t(bytes.count - start))
        }
        file.appendBigEndian(UInt32(truncatingIfNeeded: crc))
    }
}

extension [UInt8] {
    /// Appends `value` most-significant byte first, as PNG stores all integers.
    fileprivate mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) })
    }
}
