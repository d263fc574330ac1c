import Foundation
import TableDiff
import TablePixels
import TableRender
import Testing

@Suite struct DiffOptionsTests {
    @Test func defaults() {
        let options = DiffOptions()
        #expect(options.threshold == 0.1)
        #expect(!options.includeAntialiasing)
        #expect(options.maxDiffPixels == nil && options.maxDiffPixelRatio == nil)
        #expect(options.precision == nil && options.perceptualPrecision == nil)
    }

    @Test func missingKeysDecodeAsDefaults() throws {
        let decoded = try JSONDecoder().decode(DiffOptions.self, from: Data(#"{"maxDiffPixels": 12}"#.utf8))
        #expect(decoded == DiffOptions(maxDiffPixels: 12))
        #expect(try JSONDecoder().decode(DiffOptions.self, from: Data("{}".utf8)) == DiffOptions())
    }

    @Test func roundTrips() throws {
        let options = DiffOptions(
            threshold: 0.2, includeAntialiasing: true, maxDiffPixels: 3, maxDiffPixelRatio: 0.01, precision: 0.99,
            perceptualPrecision: 0.98)
        let data = try JSONEncoder().encode(options)
        #expect(try JSONDecoder().decode(DiffOptions.self, from: data) == options)
    }

    @Test func outOfRangeValuesAreClamped() {
        let expected = DecodedImage.filled(width: 4, height: 4, (128, 128, 128, 255))
        let actual = DecodedImage.filled(width: 4, height: 4, (160, 160, 160, 255))
        func diffPixels(_ options: DiffOptions) -> Int {
            ImageDiff.compare(expected: expected, actual: actual, options: options).diffPixels
        }
        // A threshold above 1 acts as 1 (nothing differs), below 0 as 0, NaN as the default 0.1.
        #expect(diffPixels(DiffOptions(threshold: 7)) == 0)
        #expect(diffPixels(DiffOptions(threshold: -1)) == 16)
        #expect(diffPixels(DiffOptions(threshold: .nan)) == 16)
        #expect(ImageDiff.compare(expected: expected, actual: actual, options: DiffOptions(precision: -2)).match)
    }
}
