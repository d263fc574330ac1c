import Testing

@testable import TableDiff

/// CIE94 and the sRGB → CIELAB conversion against published values.
@Suite struct PerceptualDeltaTests {
    private typealias Lab = PerceptualDelta.Lab

    /// Reference values of the colour-science (Python) and delta_e (Dart) packages; the first color is
    /// the reference.
    @Test func cie94MatchesPublishedValues() {
        let first = PerceptualDelta.cie94(
            reference: Lab(lightness: 36, a: 60, b: 41), sample: Lab(lightness: 100, a: 40, b: 90))
        #expect(abs(first - 67.979_177_747_530_19) < 1e-9)
        let second = PerceptualDelta.cie94(
            reference: Lab(lightness: 100, a: 21.572_103_57, b: 272.228_193_50),
            sample: Lab(lightness: 100, a: 426.679_453_53, b: 72.395_908_35))
        #expect(abs(second - 83.779_225_5) < 1e-6)
    }

    @Test func srgbToLab() {
        let red = PerceptualDelta.lab(0xFF00_00FF)
        #expect(abs(red.lightness - 53.24) < 0.01 && abs(red.a - 80.09) < 0.01 && abs(red.b - 67.20) < 0.01)
        let white = PerceptualDelta.lab(0xFFFF_FFFF)
        #expect(abs(white.lightness - 100) < 1e-6 && abs(white.a) < 1e-6 && abs(white.b) < 1e-6)
        #expect(abs(PerceptualDelta.delta(reference: 0xFF00_0000, sample: 0xFFFF_FFFF) - 100) < 1e-6)
        // Transparent reads as white.
        #expect(PerceptualDelta.delta(reference: 0x0000_0000, sample: 0xFFFF_FFFF) < 1e-6)
    }

    @Test func yiqDeltaOfBlackAndWhite() {
        let delta = YIQColorDelta.delta(0xFF00_0000, 0xFFFF_FFFF)
        #expect(abs(delta - 0.5053 * 255 * 255) < 0.01)
        #expect(YIQColorDelta.normalised(YIQColorDelta.maximum * 4) == 1)
    }
}
