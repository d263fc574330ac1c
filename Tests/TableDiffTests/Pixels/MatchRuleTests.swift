import TableDiff
import TablePixels
import TableRender
import Testing

/// The match rules: pixelmatch (no differing pixel), Playwright's limits, swift-snapshot-testing's
/// precisions.
@Suite struct MatchRuleTests {
    /// A 10 × 10 white image and a copy with `count` black pixels spread apart (so none is anti-aliasing).
    private static func pair(changed count: Int) -> (DecodedImage, DecodedImage) {
        let expected = DecodedImage.filled(width: 10, height: 10)
        var actual = expected
        for index in 0..<count { actual[(index * 3) % 10, (index * 3) / 10 * 2] = DecodedImage.black }
        return (expected, actual)
    }

    private static func match(_ count: Int, _ options: DiffOptions) -> Bool {
        let (expected, actual) = pair(changed: count)
        let result = ImageDiff.compare(expected: expected, actual: actual, options: options)
        #expect(result.diffPixels == count)
        return result.match
    }

    @Test func noLimitsMeansNoDifferingPixel() {
        #expect(Self.match(0, DiffOptions()))
        #expect(!Self.match(1, DiffOptions()))
    }

    @Test func maxDiffPixels() {
        #expect(Self.match(3, DiffOptions(maxDiffPixels: 3)))
        #expect(!Self.match(4, DiffOptions(maxDiffPixels: 3)))
        #expect(!Self.match(1, DiffOptions(maxDiffPixels: 0)))
    }

    @Test func maxDiffPixelRatio() {
        #expect(Self.match(5, DiffOptions(maxDiffPixelRatio: 0.05)))
        #expect(!Self.match(6, DiffOptions(maxDiffPixelRatio: 0.05)))
    }

    @Test func bothPlaywrightLimitsMustHold() {
        #expect(Self.match(2, DiffOptions(maxDiffPixels: 2, maxDiffPixelRatio: 0.05)))
        #expect(!Self.match(3, DiffOptions(maxDiffPixels: 2, maxDiffPixelRatio: 0.05)))
        #expect(!Self.match(6, DiffOptions(maxDiffPixels: 10, maxDiffPixelRatio: 0.05)))
    }

    @Test func precisionIsTheShareOfMatchingPixels() {
        #expect(Self.match(5, DiffOptions(precision: 0.95)))
        #expect(!Self.match(6, DiffOptions(precision: 0.95)))
        #expect(Self.match(0, DiffOptions(precision: 1)))
        #expect(!Self.match(1, DiffOptions(precision: 1)))
        // Precision wins over Playwright's limits.
        #expect(Self.match(5, DiffOptions(maxDiffPixels: 0, precision: 0.9)))
    }

    /// For neutral grays CIE94 ΔE is ΔL*: 128 → 133 is 1.95, 128 → 134 is 2.34; 0.98 allows 2.
    @Test(arguments: [(UInt8(133), true), (134, false)])
    func perceptualPrecisionOnGrays(level: UInt8, matches: Bool) {
        let expected = DecodedImage.filled(width: 4, height: 4, (128, 128, 128, 255))
        let actual = DecodedImage.filled(width: 4, height: 4, (level, level, level, 255))
        let result = ImageDiff.compare(
            expected: expected, actual: actual, options: DiffOptions(precision: 1, perceptualPrecision: 0.98))
        #expect(result.match == matches)
        #expect(result.diffPixels == (matches ? 0 : 16))
    }

    /// Red 255 → 240: ΔE*94 is 3.21 (CIE76 would say 5.63), so 0.96 (ΔE ≤ 4) passes it, 0.97 does not.
    /// Without `perceptualPrecision` the YIQ test at the default threshold calls this change invisible.
    @Test func perceptualPrecisionIsCIE94() {
        let expected = DecodedImage.filled(width: 4, height: 4, (255, 0, 0, 255))
        let actual = DecodedImage.filled(width: 4, height: 4, (240, 0, 0, 255))
        #expect(
            ImageDiff.compare(expected: expected, actual: actual, options: DiffOptions(perceptualPrecision: 0.96)).match
        )
        #expect(
            !ImageDiff.compare(expected: expected, actual: actual, options: DiffOptions(perceptualPrecision: 0.97))
                .match)
        #expect(ImageDiff.compare(expected: expected, actual: actual, options: DiffOptions(threshold: 0.1)).match)
    }

    @Test func perceptualPrecisionWithAPixelShare() {
        let expected = DecodedImage.filled(width: 10, height: 10)
        var actual = expected
        actual.fill(x: 0, y: 0, width: 10, height: 1, (200, 200, 200, 255))
        let options = DiffOptions(precision: 0.9, perceptualPrecision: 0.98)
        #expect(ImageDiff.compare(expected: expected, actual: actual, options: options).match)
        actual.fill(x: 0, y: 9, width: 1, height: 1, (200, 200, 200, 255))
        #expect(!ImageDiff.compare(expected: expected, actual: actual, options: options).match)
    }
}
