internal import CZlib

/// An independent PNG reader for tests: chunk parsing with CRC checks, zlib's
/// `uncompress` (which checks Adler-32), and all five PNG filters undone.
enum PNGReferenceDecoder {
    struct Chunk {
        let type: String
        let data: [UInt8]
        let crcIsValid: Bool
    }

    struct Header: Equatable {
        let width: Int
        let height: Int
        let bitDepth: UInt8
        let colorType: UInt8
        let compression: UInt8
        let filter: UInt8
        let interlace: UInt8
    }

    /// Raw, unfiltered scanline bytes (RGB or RGBA, no filter bytes) and each row's filter type.
    struct Image {
        let header: Header
        let bytes: [UInt8]
        let filterTypes: [UInt8]
        var bytesPerPixel: Int { header.colorType == 6 ? 4 : 3 }
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunks after the signature, or nil if the file is truncated or has trailing bytes.
    static func chunks(_ png: [UInt8]) -> [Chunk]? {
        guard png.starts(with: signature) else { return nil }
        var chunks: [Chunk] = []
        var offset = signature.count
        while offset < png.count {
            guard offset + 12 <= png.count else { return nil }
            let length = Int(bigEndian(png, at: offset))
            guard offset + 12 + length <= png.count else { return nil }
            let typeAndData = Array(png[(offset + 4)..<(offset + 8 + length)])
            let stored = bigEndian(png, at: offset + 8 + length)
            let computed = typeAndData.withUnsafeBufferPointer { crc32_z(0, $0.baseAddress, z_size_t($0.count)) }
            chunks.append(
                Chunk(
                    type: String(decoding: typeAndData.prefix(4), as: UTF8.self), data: Array(typeAndData.dropFirst(4)),
                    crcIsValid: UInt(stored) == computed))
            offset += 12 + length
        }
        return chunks
    }

    static func header(_ chunk: Chunk) -> Header? {
        guard chunk.type == "IHDR", chunk.data.count == 13 else { return nil }
        let data = chunk.data
        return Header(
            width: Int(bigEndian(data, at: 0)), height: Int(bigEndian(data, at: 4)), bitDepth: data[8],
            colorType: data[9], compression: data[10], filter: data[11], interlace: data[12])
    }

    /// Decodes an 8-bit RGB or RGBA, non-interlaced PNG to raw bytes.
    static func decode(_ png: [UInt8]) -> Image? {
        guard let chunks = chunks(png), chunks.allSatisfy(\.crcIsValid), let first = chunks.first,
            let header = header(first), header.bitDepth == 8, [2, 6].contains(header.colorType)
        else { return nil }
        let bytesPerPixel = header.colorType == 6 ? 4 : 3
        let rowBytes = header.width * bytesPerPixel
        guard
            let filtered = inflate(
                chunks.filter { $0.type == "IDAT" }.flatMap(\.data), count: header.height * (rowBytes + 1))
        else { return nil }
        var raw = [UInt8](repeating: 0, count: header.height * rowBytes)
        var filterTypes: [UInt8] = []
        for y in 0..<header.height {
            let type = filtered[y * (rowBytes + 1)]
            filterTypes.append(type)
            for i in 0..<rowBytes {
                let x = filtered[y * (rowBytes + 1) + 1 + i]
                let a = i >= bytesPerPixel ? raw[y * rowBytes + i - bytesPerPixel] : 0
                let b = y > 0 ? raw[(y - 1) * rowBytes + i] : 0
                let c = i >= bytesPerPixel && y > 0 ? raw[(y - 1) * rowBytes + i - bytesPerPixel] : 0
                guard let predicted = predictor(type, a, b, c) else { return nil }
                raw[y * rowBytes + i] = x &+ predicted
            }
        }
        return Image(header: header, bytes: raw, filterTypes: filterTypes)
    }

    /// The `count` bytes of a zlib stream, by zlib's `uncompress` (which checks the Adler-32),
    /// or nil if it fails or the stream holds another count.
    static func inflate(_ zlib: [UInt8], count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count + 1)
        var length = uLongf(bytes.count)
        guard uncompress(&bytes, &length, zlib, uLong(zlib.count)) == Z_OK, Int(length) == count else { return nil }
        return Array(bytes.prefix(count))
    }

    /// Inflates raw deflate data (no zlib framing, no preset dictionary) that must hold
    /// exactly `count` bytes; nil on any error, e.g. a match reaching before its start.
    /// `final` says whether the data must end with the last block (BFINAL) or not.
    static func inflateRaw(_ deflate: [UInt8], count: Int, final: Bool) -> [UInt8]? {
        var stream = z_stream()
        guard inflateInit2_(&stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var input = deflate
        var output = [UInt8](repeating: 0, count: count + 1)
        let status = input.withUnsafeMutableBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                stream.next_in = input.baseAddress
                stream.avail_in = uInt(input.count)
                stream.next_out = output.baseAddress
                stream.avail_out = uInt(output.count)
                return CZlib.inflate(&stream, Z_SYNC_FLUSH)
            }
        }
        let ended = final ? status == Z_STREAM_END : status == Z_OK
        guard ended, stream.avail_in == 0, Int(stream.total_out) == count else { return nil }
        return Array(output.prefix(count))
    }

    /// The PNG predictor of filter `type` (PNG spec §9.2) from left, up and up-left bytes.
    private static func predictor(_ type: UInt8, _ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8? {
        switch type {
        case 0: return 0
        case 1: return a
        case 2: return b
        case 3: return UInt8((Int(a) + Int(b)) / 2)
        case 4:
            let p = Int(a) + Int(b) - Int(c)
            let (pa, pb, pc) = (abs(p - Int(a)), abs(p - Int(b)), abs(p - Int(c)))
            return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
        default: return nil
        }
    }

    static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
