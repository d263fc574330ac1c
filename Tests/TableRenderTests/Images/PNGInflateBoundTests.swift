import TablePixels
internal import Testing

@testable internal import TableRender

/// `PNGInflateBound`: a PNG whose image data inflates past what its header implies (a decompression bomb) is
/// refused before libpng inflates it; every genuine PNG passes and decodes as before.
struct PNGInflateBoundTests {
    /// An opaque `width` × `height` PNG of one gray, from TableShot's own encoder.
    static func png(width: Int, height: Int, opaque: Bool = true) -> [UInt8] {
        let pixels = [UInt32](repeating: 0xFF80_8080, count: width * height)
        return pixels.withUnsafeBytes {
            PNGEncoder.encode(pixels: $0.baseAddress!, width: width, height: height, stride: width * 4, opaque: opaque)
        }
    }

    /// `png` with its IHDR saying `width` × `height` (and, with `interlaced`, Adam7), its CRC made right again.
    static func relabelled(_ png: [UInt8], width: UInt32, height: UInt32, interlaced: Bool = false) -> [UInt8] {
        var bytes = png
        for (offset, value) in [(16, width), (20, height)] {
            for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * index)) }
        }
        bytes[28] = interlaced ? 1 : 0
        let crc = crc32(Array(bytes[12..<29]))
        for index in 0..<4 { bytes[29 + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index)) }
        return bytes
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }

    @Test(arguments: [(1, 1, true), (37, 5, true), (300, 200, false), (1000, 1000, true)])
    func genuinePNGsPassAndDecode(width: Int, height: Int, opaque: Bool) throws {
        let png = Self.png(width: width, height: height, opaque: opaque)
        #expect(PNGInflateBound.holds(png))
        let image = try #require(DecodedImage(png: png))
        #expect(image.width == width && image.height == height)
        #expect(Array(image.rgba.prefix(4)) == [0x80, 0x80, 0x80, 0xFF])
    }

    @Test func dataThatInflatesPastItsHeaderIsRefused() {
        // 2000 × 2000 px of rows (16 MB inflated) under a header of 100 × 100 (40 KB): a bomb of ratio 400.
        let bomb = Self.relabelled(Self.png(width: 2000, height: 2000), width: 100, height: 100)
        #expect(!PNGInflateBound.holds(bomb))
        #expect(DecodedImage(png: bomb) == nil)
        // The same data under a header that needs it all passes.
        #expect(PNGInflateBound.holds(Self.relabelled(Self.png(width: 2000, height: 2000), width: 2000, height: 2000)))
    }

    @Test func anInterlacedHeaderAllowsItsPassesRowsAndNoMore() {
        let data = Self.png(width: 500, height: 500)
        #expect(PNGInflateBound.holds(Self.relabelled(data, width: 500, height: 500, interlaced: true)))
        #expect(!PNGInflateBound.holds(Self.relabelled(data, width: 100, height: 100, interlaced: true)))
    }

    @Test func aCutShortChunkStillCountsWhatIsThere() {
        let bomb = Self.relabelled(Self.png(width: 2000, height: 2000), width: 100, height: 100)
        // Cut in the middle of the IDAT chunk: what is there still inflates past 40 KB.
        #expect(!PNGInflateBound.holds(Array(bomb.prefix(bomb.count - 20))))
    }

    @Test func notAPNGIsRefused() {
        #expect(!PNGInflateBound.holds([]))
        #expect(!PNGInflateBound.holds(Array("not a png at all, but long enough to have a header".utf8)))
    }
}
