import TableDiff
import TablePixels
import TableRender
import Testing

@Suite struct DiffImageTests {
    @Test func changedUnchangedAndAntialiasedPixels() {
        // A vertical edge at x = 10.25 moved to x = 10.75 (only column 10 changes, and it is
        // anti-aliasing), and one real change far from it.
        let expected = DecodedImage.inked(width: 24, height: 12) { x, _ in x < 10.25 }
        var actual = DecodedImage.inked(width: 24, height: 12) { x, _ in x < 10.75 }
        actual[20, 6] = DecodedImage.black
        let result = ImageDiff.compare(expected: expected, actual: actual)
        #expect(result.diffPixels == 1)
        #expect(result.antialiasedPixels == 12)
        let picture = result.diffImage
        #expect(picture.color(20, 6) == [255, 0, 0, 255])
        #expect(picture.color(10, 6) == [255, 255, 0, 255])
        #expect(picture.color(15, 6) == [255, 255, 255, 255])  // white stays white
        #expect(picture.color(3, 6) == [230, 230, 230, 255])  // black fades to 255 − 25.5
        #expect(picture.rgba.count == 24 * 12 * 4)
    }

    @Test func unchangedPixelsAreTheExpectedLumaFaded() {
        let expected = DecodedImage.filled(width: 3, height: 3, (0, 0, 255, 255))
        var actual = expected
        actual[0, 0] = (0, 0, 254, 255)  // under the threshold: painted like an unchanged pixel
        let picture = ImageDiff.compare(expected: expected, actual: actual).diffImage
        // Y of blue is 0.1145 × 255 = 29.19; 255 + (29.19 − 255) × 0.1 = 232.4.
        #expect(picture.color(1, 1) == [232, 232, 232, 255])
        #expect(picture.color(0, 0) == [232, 232, 232, 255])
        let halfClear = DecodedImage.filled(width: 2, height: 2, (0, 0, 0, 128))
        let faded = ImageDiff.compare(expected: halfClear, actual: halfClear).diffImage
        #expect(faded.color(1, 1) == [242, 242, 242, 255])  // 255 − 25.5 × 128/255
    }

    @Test func includingAntialiasingPaintsItRed() {
        let expected = DecodedImage.inked(width: 24, height: 12) { x, _ in x < 10.25 }
        let actual = DecodedImage.inked(width: 24, height: 12) { x, _ in x < 10.75 }
        let result = ImageDiff.compare(
            expected: expected, actual: actual, options: DiffOptions(includeAntialiasing: true))
        #expect(result.diffPixels == 12 && result.antialiasedPixels == 0)
        #expect(result.diffImage.color(10, 6) == [255, 0, 0, 255])
    }
}
