import TableDiff
import TablePixels
import TableRender
import Testing

@Suite struct ImageDiffTests {
    @Test func identicalImagesMatch() {
        var image = DecodedImage.filled(width: 40, height: 30)
        image.fill(x: 5, y: 5, width: 10, height: 3, (10, 20, 200, 255))
        let result = ImageDiff.compare(expected: image, actual: image)
        #expect(result.match)
        #expect(result.sizeMismatch == nil)
        #expect(result.diffPixels == 0)
        #expect(result.antialiasedPixels == 0)
        #expect(result.diffRatio == 0)
        #expect(result.maxDelta == 0)
        #expect(result.regions.isEmpty)
        #expect(result.diffImage.width == 40 && result.diffImage.height == 30)
    }

    @Test func oneChangedPixelIsExactlyOne() {
        let expected = DecodedImage.filled(width: 20, height: 20)
        var actual = expected
        actual[7, 9] = DecodedImage.black
        let result = ImageDiff.compare(expected: expected, actual: actual)
        #expect(!result.match)
        #expect(result.diffPixels == 1)
        #expect(result.antialiasedPixels == 0)
        #expect(result.diffRatio == 1.0 / 400)
        #expect(result.regions == [DiffRegion(x: 7, y: 9, width: 1, height: 1)])
        #expect(result.maxDelta > 0.9)
    }

    /// A gray step of k on every channel changes only the luma: delta = 0.5053·k², against
    /// 35215 × 0.1² = 352.15, so 26 (341.6) is under the default threshold and 27 (368.4) over.
    @Test(arguments: [(UInt8(26), false), (27, true)])
    func thresholdBoundary(step: UInt8, differs: Bool) {
        let expected = DecodedImage.filled(width: 9, height: 9, (128, 128, 128, 255))
        var actual = expected
        actual[4, 4] = (128 + step, 128 + step, 128 + step, 255)
        let result = ImageDiff.compare(expected: expected, actual: actual, options: DiffOptions(threshold: 0.1))
        #expect(result.diffPixels == (differs ? 1 : 0))
        #expect(result.match == !differs)
        #expect((result.maxDelta > 0.1) == differs)
        #expect(result.maxDelta > 0.09 && result.maxDelta < 0.11)
    }

    @Test func thresholdZeroCountsAnyVisibleChange() {
        let expected = DecodedImage.filled(width: 5, height: 5, (128, 128, 128, 255))
        var actual = expected
        actual[2, 2] = (129, 128, 128, 255)
        #expect(
            ImageDiff.compare(expected: expected, actual: actual, options: DiffOptions(threshold: 0)).diffPixels == 1)
        #expect(ImageDiff.compare(expected: expected, actual: actual).diffPixels == 0)
    }

    @Test func transparentPixelsCompareAsWhite() {
        let expected = DecodedImage.filled(width: 4, height: 4, (0, 0, 0, 0))
        let actual = DecodedImage.filled(width: 4, height: 4, (255, 0, 0, 0))
        let result = ImageDiff.compare(expected: expected, actual: actual, options: DiffOptions(threshold: 0))
        #expect(result.match)
        #expect(result.maxDelta == 0)
        let white = DecodedImage.filled(width: 4, height: 4)
        #expect(ImageDiff.compare(expected: expected, actual: white, options: DiffOptions(threshold: 0)).match)
    }

    @Test func sizeMismatchIsReportedAndDoesNotMatch() {
        let expected = DecodedImage.filled(width: 640, height: 480)
        let actual = DecodedImage.filled(width: 640, height: 500)
        let result = ImageDiff.compare(
            expected: expected, actual: actual, options: DiffOptions(maxDiffPixels: 1_000_000))
        #expect(!result.match)
        #expect(result.sizeMismatch == "expected 640×480 px, actual 640×500 px")
        #expect(result.diffPixels == 640 * 20)
        #expect(result.diffRatio == Double(640 * 20) / Double(640 * 500))
        #expect(result.regions == [DiffRegion(x: 0, y: 480, width: 640, height: 20)])
        #expect(result.diffImage.width == 640 && result.diffImage.height == 500)
        #expect(result.diffImage.color(0, 480) == [255, 0, 0, 255])
        #expect(result.diffImage.color(0, 479) == [255, 255, 255, 255])
    }

    @Test func sizesDifferingInBothDirectionsMarkBothStrips() {
        let expected = DecodedImage.filled(width: 10, height: 4)
        let actual = DecodedImage.filled(width: 6, height: 8)
        let result = ImageDiff.compare(expected: expected, actual: actual)
        #expect(result.sizeMismatch == "expected 10×4 px, actual 6×8 px")
        #expect(result.diffPixels == 10 * 8 - 6 * 4)
        #expect(result.diffImage.width == 10 && result.diffImage.height == 8)
        #expect(result.regions == [DiffRegion(x: 0, y: 0, width: 10, height: 8)])
    }

    @Test func emptyAndMalformedImagesDoNotCrash() {
        let empty = DecodedImage(width: 0, height: 0, rgba: [])
        let both = ImageDiff.compare(expected: empty, actual: empty)
        #expect(both.match && both.diffPixels == 0 && both.diffRatio == 0 && both.diffImage.rgba.isEmpty)
        let one = ImageDiff.compare(expected: empty, actual: .filled(width: 3, height: 2))
        #expect(!one.match && one.diffPixels == 6 && one.sizeMismatch == "expected 0×0 px, actual 3×2 px")
        let short = DecodedImage(width: 4, height: 4, rgba: [255, 255, 255, 255])
        let truncated = ImageDiff.compare(expected: short, actual: .filled(width: 4, height: 4))
        #expect(truncated.sizeMismatch == "expected 4×0 px, actual 4×4 px" && truncated.diffPixels == 16)
        let negative = DecodedImage(width: -3, height: 5, rgba: [1, 2, 3])
        #expect(ImageDiff.compare(expected: negative, actual: negative).match)
        let huge = DecodedImage(width: .max, height: .max, rgba: [])
        let unaddressable = ImageDiff.compare(expected: huge, actual: .filled(width: 1, height: 1))
        #expect(!unaddressable.match && unaddressable.diffImage.rgba.isEmpty)
        let wide = DecodedImage(width: 1 << 40, height: 1, rgba: [])
        let tall = DecodedImage(width: 1, height: 1 << 40, rgba: [])
        let crossed = ImageDiff.compare(expected: wide, actual: tall)
        #expect(!crossed.match && crossed.diffImage.rgba.isEmpty && crossed.diffPixels == 0)
    }
}
