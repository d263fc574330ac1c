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
    /// Bytes of the zlib stream, with their CRC-32 when the thread that wrote them
    /// computed it: a chunk's CRC then combines it instead of reading the bytes again.
    struct Piece {
        let bytes: UnsafeBufferPointer<UInt8>
        var crc: UInt32?
    }

    /// The 8-byte PNG signature (PNG spec §5.2).
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// Length, type and CRC around each chunk's data.
    private static let chunkOverhead = 12

    /// The complete file; `imageData`, the zlib stream in pieces, is split into IDAT
    /// chunks of at most `maxChunkLength` bytes.
    static func file(header: PNGImageHeader, imageData: [Piece], maxChunkLength: Int) -> [UInt8] {
        let total = imageData.reduce(0) { $0 + $1.bytes.count }
        let idatCount = max(1, (total + maxChunkLength - 1) / maxChunkLength)
        var file: [UInt8] = []
        file.reserveCapacity(signature.count + 13 + total + (idatCount + 2) * chunkOverhead)
        file += signature
        header.bytes.withUnsafeBufferPointer { appendChunk("IHDR", [Piece(bytes: $0)], to: &file) }
        for index in 0..<idatCount {
            let start = index * maxChunkLength
            appendChunk("IDAT", slice(imageData, start..<min(start + maxChunkLength, total)), to: &file)
        }
        appendChunk("IEND", [], to: &file)
        return file
    }

    /// The bytes at `range` of the concatenation of `pieces`, as pieces (a piece cut
    /// short loses its CRC).
    private static func slice(_ pieces: [Piece], _ range: Range<Int>) -> [Piece] {
        var result: [Piece] = []
        var pieceStart = 0
        for piece in pieces {
            let overlap = range.clamped(to: pieceStart..<pieceStart + piece.bytes.count)
            if overlap.count == piece.bytes.count {
                result.append(piece)
            } else if !overlap.isEmpty {
                let bytes = piece.bytes[(overlap.lowerBound - pieceStart)...].prefix(overlap.count)
                result.append(Piece(bytes: UnsafeBufferPointer(rebasing: bytes)))
            }
            pieceStart += piece.bytes.count
        }
        return result
    }

    /// Appends one chunk: data length, type, data, then the CRC-32 of type and data.
    private static func appendChunk(_ type: StaticString, _ data: [Piece], to file: inout [UInt8]) {
        file.appendBigEndian(UInt32(data.reduce(0) { $0 + $1.bytes.count }))
        let typeBytes = UnsafeBufferPointer(start: type.utf8Start, count: type.utf8CodeUnitCount)
        file += typeBytes
        var crc = crc32_z(0, typeBytes.baseAddress, z_size_t(typeBytes.count))
        for piece in data {
            file += piece.bytes
            let count = z_size_t(piece.bytes.count)
            crc =
                piece.crc.map { crc32_combine(crc, uLong($0), off_t(count)) }
                ?? crc32_z(crc, piece.bytes.baseAddress, count)
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
