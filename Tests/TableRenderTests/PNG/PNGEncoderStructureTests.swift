import Testing

@testable import TableRender

/// The file layout: signature, IHDR, IDAT…, IEND, valid CRCs, the zlib header, the
/// filters chosen, and byte-for-byte determinism.
@Suite("PNGEncoder file structure")
struct PNGEncoderStructureTests {
    @Test(arguments: [true, false])
    func chunksAndHeader(opaque: Bool) throws {
        let image = PNGTestImage.mixedRuns(width: 37, height: 21, seed: 8, opaque: opaque)
        let png = image.encoded()
        #expect(png.starts(with: PNGReferenceDecoder.signature))
        let chunks = try #require(PNGReferenceDecoder.chunks(png))
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        #expect(chunks.allSatisfy { $0.crcIsValid })
        #expect(chunks.last?.data.isEmpty == true)
        // The IEND chunk is always the same 12 bytes.
        #expect(png.suffix(12) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        let header = try #require(PNGReferenceDecoder.header(chunks[0]))
        #expect(
            header
                == PNGReferenceDecoder.Header(
                    width: 37, height: 21, bitDepth: 8, colorType: opaque ? 2 : 6, compression: 0, filter: 0,
                    interlace: 0))
        let zlib = chunks[1].data
        #expect(zlib.count > 6)
        #expect(zlib[0] & 0x0F == 8, "deflate")
        #expect((Int(zlib[0]) * 256 + Int(zlib[1])) % 31 == 0, "zlib header check bits")
        #expect(zlib[1] & 0x20 == 0, "no preset dictionary")
    }

    @Test func filtersAreNoneThenUp() {
        let png = PNGTestImage.tableLike(height: 300).encoded()
        let decoded = PNGReferenceDecoder.decode(png)
        #expect(decoded != nil, "zlib could not decode the PNG")
        #expect(decoded?.filterTypes == [0] + [UInt8](repeating: 2, count: 299))
    }

    @Test func deterministic() {
        let image = PNGTestImage.tableLike()
        let first = image.encoded()
        // Compared apart from #expect, which would print every byte on failure.
        let sameImageTwice = image.encoded() == first
        let equalImage = PNGTestImage.tableLike().encoded() == first
        let translucent = PNGTestImage.translucent(width: 99, height: 40, seed: 9)
        let translucentTwice = translucent.encoded() == translucent.encoded()
        #expect(sameImageTwice)
        #expect(equalImage)
        #expect(translucentTwice)
    }

    @Test func imageDataSplitAcrossChunks() throws {
        let image = PNGTestImage.mixedRuns(width: 60, height: 40, seed: 10, opaque: true)
        let whole = image.encoded()
        let split = image.encoded(maxChunkLength: 100)
        let chunks = try #require(PNGReferenceDecoder.chunks(split))
        #expect(chunks.count > 4)
        #expect(chunks.allSatisfy { $0.crcIsValid })
        #expect(chunks.dropFirst().dropLast().allSatisfy { $0.type == "IDAT" && $0.data.count <= 100 })
        #expect(PNGCairoReference.firstMismatch(decoding: split, against: image) == nil)
        #expect(PNGReferenceDecoder.decode(split)?.bytes == PNGReferenceDecoder.decode(whole)?.bytes)
    }

    @Test func emptyImagesHaveNoPNG() {
        let pixel: [UInt32] = [0xFFFF_FFFF]
        pixel.withUnsafeBytes { buffer in
            let base = buffer.baseAddress!
            #expect(PNGEncoder.encode(pixels: base, width: 0, height: 1, stride: 4, opaque: true).isEmpty)
            #expect(PNGEncoder.encode(pixels: base, width: 1, height: 0, stride: 4, opaque: true).isEmpty)
            #expect(!PNGEncoder.encode(pixels: base, width: 1, height: 1, stride: 4, opaque: true).isEmpty)
        }
    }

    @Test func unpremultipliesLikeCairo() {
        // (c × 255 + α / 2) / α, truncated to 8 bits, and zero for α = 0.
        #expect(PNGTranslucentPixels.unpremultiplied(0x8040_2010) == 0x8020_4080)
        #expect(PNGTranslucentPixels.unpremultiplied(0x01FF_FFFF) & 0xFF_FFFF == 0x01_0101)  // 255 × 255 = 0xFE01
        #expect(PNGTranslucentPixels.unpremultiplied(0x00FF_FFFF) == 0)
        #expect(PNGTranslucentPixels.unpremultiplied(0xFF12_3456) == 0xFF56_3412)
        for alpha: UInt32 in 1...255 {
            for channel: UInt32 in [0, alpha / 3, alpha / 2, alpha] {
                let word = PNGTranslucentPixels.unpremultiplied(alpha << 24 | channel << 16)
                #expect(word & 0xFF == (channel * 255 + alpha / 2) / alpha)
            }
        }
    }

    @Test func byteDifferenceWrapsEachByte() {
        var random = PNGTestRandom(seed: 11)
        for _ in 0..<1000 {
            let a = UInt32(truncatingIfNeeded: random.next())
            let b = UInt32(truncatingIfNeeded: random.next())
            var expected: UInt32 = 0
            for shift: UInt32 in [0, 8, 16, 24] {
                expected |=
                    UInt32(UInt8(truncatingIfNeeded: a >> shift) &- UInt8(truncatingIfNeeded: b >> shift)) << shift
            }
            #expect(PNGByteArithmetic.difference(a, b) == expected)
        }
    }
}
