import TablePixels
internal import TableShotTesting
internal import Testing

@testable internal import TableRender

/// `PNGChunkFilter`: libpng is given only the chunks that decide the pixels, so a PNG's compressed text (a `zTXt`
/// bomb) is never inflated; pixels decode as before.
struct PNGChunkFilterTests {
    typealias Build = PNGChunkBuilder

    @Test func textAndProfileChunksAreDroppedAndThePixelsKept() throws {
        let text = Build.compressedText(inflatingTo: 1 << 20)
        let plainText = Build.chunk("tEXt", Array("Title".utf8) + [0] + Array("hello".utf8))
        let international = Build.chunk("iTXt", Array("Title".utf8) + [0, 1, 0, 0, 0] + Build.compressedZeros(1 << 16))
        let profile = Build.chunk("iCCP", Array("icc".utf8) + [0, 0] + Build.compressedZeros(1 << 16))
        let gamma = Build.chunk("gAMA", [0, 0, 0xB1, 0x8F])
        let png = Build.pixel(with: [text, plainText, international, profile, gamma])
        #expect(PNGChunkFilter.filter(png) == Build.pixel(with: [gamma]))
        let image = try #require(DecodedImage(png: png))
        #expect(image == DecodedImage(png: Build.pixel()))
    }

    @Test func aPNGWithNothingToDropIsPassedAsItIs() {
        let png = Build.pixel()
        #expect(PNGChunkFilter.filter(png) == png)
        let notPNG = Array("no signature here".utf8)
        #expect(PNGChunkFilter.filter(notPNG) == notPNG)
    }

    @Test func bytesAfterIENDGo() {
        let png = Build.pixel()
        #expect(PNGChunkFilter.filter(png + Array(repeating: 9, count: 13)) == png)
    }
}
