import Testing

@testable import TableRender

/// The paths of the pixel coder (`PixelRunCoder`, `PixelStretches`): stretches of pixels
/// equal to the row above and of repeated pixels of every length and alignment, gray
/// steps (distance-1 runs), runs longer than a match, and the checksum's reduction
/// inside long rows. Every image must decode, through zlib (which checks Adler-32) and
/// Cairo's reader, to exactly its pixels, as one strip and as several.
@Suite("PNGEncoder stretches and runs")
struct PNGEncoderStretchTests {
    private func expectDecodes(
        _ image: PNGTestImage, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for stripCount in [1, 3] {
            let png = image.encoded(stripCount: stripCount)
            let mismatch = PNGCairoReference.firstMismatch(decoding: png, against: image)
            #expect(mismatch == nil, "\(name), \(stripCount) strips: \(mismatch ?? "")", sourceLocation: sourceLocation)
            let decoded = PNGReferenceDecoder.decode(png)
            #expect(decoded != nil, "\(name): zlib could not decode it", sourceLocation: sourceLocation)
        }
    }

    /// Changed pixels separated by unchanged gaps of 0 to 40 pixels, at every offset
    /// from a group of four: the gap measure must stop at the right pixel.
    @Test(arguments: [true, false])
    func unchangedGapsOfEveryLength(opaque: Bool) {
        let width = 900
        var image = PNGTestImage(width: width, height: 4, opaque: opaque, fill: PNGTestImage.rgb(0xF2F2F7))
        var x = 0
        var gap = 0
        while x < width {
            image[x, 1] = opaque ? PNGTestImage.rgb(0x101010 &* UInt32(gap % 15)) : 0x8020_1008
            x += 1 + gap
            gap = (gap + 1) % 41
        }
        // Row 2 is row 1 shifted by one pixel; row 3 equals row 2 except for its last pixel.
        for column in 1..<width { image[column, 2] = image[column - 1, 1] }
        for column in 0..<width { image[column, 3] = image[column, 2] }
        image[width - 1, 3] = PNGTestImage.rgb(0x336699)
        expectDecodes(image, "gaps, opaque: \(opaque)")
    }

    /// Lines of a new color over every length 1...300 and at every start: repeats of a
    /// changed pixel, some longer than one match of 258 bytes.
    @Test(arguments: [true, false])
    func repeatedPixelsOfEveryLength(opaque: Bool) {
        let lengths = Array(1...40) + [85, 86, 87, 88, 129, 130, 172, 259, 260, 261, 300]
        var image = PNGTestImage(width: 320, height: lengths.count + 1, opaque: opaque, fill: 0xFFFF_FFFF)
        for (index, length) in lengths.enumerated() {
            let color =
                opaque
                ? PNGTestImage.rgb(0xC8C7CC) : PNGTestImage.premultiplied(red: 200, green: 199, blue: 204, alpha: 128)
            image.fill(x: index % 9, y: index + 1, width: length, height: 1, color)
        }
        expectDecodes(image, "lines, opaque: \(opaque)")
    }

    /// Gray steps: pixels whose bytes are all equal, coded as distance-1 runs, after
    /// a literal or continuing the byte before, next to colored pixels.
    @Test func grayStepsAndUniformPixels() {
        var random = PNGTestRandom(seed: 51)
        var image = PNGTestImage(width: 257, height: 40, fill: PNGTestImage.rgb(0xFFFFFF))
        for y in 1..<image.height {
            for x in 0..<image.width where random.next() % 3 != 0 {
                let gray = UInt32(random.next() % 4) * 0x40
                image[x, y] = random.next() % 5 == 0 ? PNGTestImage.rgb(0x0000FF) : PNGTestImage.rgb(gray * 0x01_0101)
            }
        }
        expectDecodes(image, "gray steps")
    }

    /// Rows longer than the pixels coded between two reductions of the checksum, with
    /// stretches of zeros and repeats across that boundary, of white (the largest sums).
    /// (Cairo reads images up to 32 767 pixels wide.)
    @Test(arguments: [true, false])
    func checksumReducedInsideLongRows(opaque: Bool) {
        let width = 32_767
        var image = PNGTestImage(width: width, height: 3, opaque: opaque, fill: 0xFF00_0000)
        image.fill(x: 0, y: 1, width: width, height: 1, 0xFFFF_FFFF)
        image.fill(x: 16_000, y: 2, width: 700, height: 1, 0xFFFF_FFFF)
        image[16_390, 2] = 0xFF12_3456
        image[32_000, 2] = 0xFFFF_FFFF
        expectDecodes(image, "long rows, opaque: \(opaque)")
    }

    /// Table images need few bits: unchanged rows and stretches cost almost nothing.
    @Test func flatImagesStaySmall() {
        var image = PNGTestImage(width: 750, height: 1760, fill: PNGTestImage.rgb(0xEFEFF4))
        for y in Swift.stride(from: 0, to: 1760, by: 88) {
            image.fill(x: 32, y: y, width: 718, height: 1, PNGTestImage.rgb(0xC8C7CC))
        }
        expectDecodes(image, "flat table")
        #expect(image.encoded().count < 40_000)
    }

    /// One-pixel-wide and two-pixel-wide images of every kind, and a single column of noise.
    @Test(arguments: [1, 2, 3, 4, 5])
    func narrowImages(width: Int) {
        expectDecodes(.mixedRuns(width: width, height: 33, seed: UInt64(60 + width), opaque: true), "opaque \(width)")
        expectDecodes(.mixedRuns(width: width, height: 33, seed: UInt64(70 + width), opaque: false), "alpha \(width)")
        expectDecodes(.noise(width: width, height: 17, seed: UInt64(80 + width)), "noise \(width)")
    }
}
