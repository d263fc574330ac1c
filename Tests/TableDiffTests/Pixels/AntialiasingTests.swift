import TableDiff
import TablePixels
import TableRender
import Testing

/// Edges moved by half a pixel, as text and strokes do when a layout shifts by a fraction of a point:
/// only edge pixels change, and they are anti-aliasing, not differences, unless `includeAntialiasing`.
@Suite struct AntialiasingTests {
    /// A glyph-like shape: a slanted stem 6 px thick (top to bottom, like a stroke of a tall glyph) with a
    /// horizontal bar across it; `shift` moves it right and down.
    private static func glyph(shift: Double) -> DecodedImage {
        DecodedImage.inked(width: 40, height: 40) { x, y in
            let stem = abs(x - shift - 0.3 * y - 10) <= 3
            let bar = abs(y - shift - 20) <= 2.5 && x > 8 && x < 32
            return stem || bar
        }
    }

    /// A diagonal edge: everything below the line x + y = 30.3 (+ shift) inked.
    private static func diagonal(shift: Double) -> DecodedImage {
        DecodedImage.inked(width: 32, height: 32) { x, y in x + y > 30.3 + shift }
    }

    @Test(arguments: ["glyph", "diagonal"])
    func halfPixelShiftIsAntialiasing(shape: String) {
        let make = shape == "glyph" ? Self.glyph : Self.diagonal
        let expected = make(0)
        let actual = make(0.5)
        let changed = expected.changedPixels(comparedWith: actual)
        #expect(changed > 20)

        let excused = ImageDiff.compare(expected: expected, actual: actual, options: DiffOptions(threshold: 0))
        #expect(excused.diffPixels == 0)
        #expect(excused.antialiasedPixels == changed)
        #expect(excused.match == true, "regions: \(excused.regions)")

        let counted = ImageDiff.compare(
            expected: expected, actual: actual, options: DiffOptions(threshold: 0, includeAntialiasing: true))
        #expect(counted.diffPixels == changed)
        #expect(counted.antialiasedPixels == 0)
        #expect(counted.match == false)
    }

    /// A real change next to an edge is still a difference.
    @Test func aNewStrokeIsNotAntialiasing() {
        let expected = Self.glyph(shift: 0)
        var actual = expected
        actual.fill(x: 30, y: 30, width: 6, height: 2, DecodedImage.black)
        let result = ImageDiff.compare(expected: expected, actual: actual)
        #expect(result.diffPixels == 12)
        #expect(result.antialiasedPixels == 0)
    }
}
