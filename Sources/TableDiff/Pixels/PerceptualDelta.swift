import Foundation

/// The CIE94 color difference ΔE*94 between two pixels, the per-pixel test of
/// `DiffOptions.perceptualPrecision` (Core Image's `CILabDeltaE`, which swift-snapshot-testing uses,
/// reports ΔE 1994 values).
///
/// Both pixels are blended over white by their alpha, decoded from sRGB to linear light, converted to
/// CIE XYZ and to CIELAB with the D65 white point (the XYZ of sRGB white, so white is L* 100, a* b* 0),
/// and compared with the graphic-arts weights (kL = kC = kH = 1, K1 = 0.045, K2 = 0.015). ΔE*94 is not
/// symmetric: the expected pixel is the reference whose chroma sets the weights.
enum PerceptualDelta {
    /// ΔE of black against white, the top of the 0…100 scale `perceptualPrecision` maps to.
    static let maximum = 100.0

    struct Lab {
        var lightness: Double
        var a: Double
        var b: Double
    }

    /// ΔE*94 of `sample` against `reference`; 0 when the words are equal.
    static func delta(reference: UInt32, sample: UInt32) -> Double {
        if reference == sample { return 0 }
        return cie94(reference: lab(reference), sample: lab(sample))
    }

    static func cie94(reference: Lab, sample: Lab) -> Double {
        let lightness = reference.lightness - sample.lightness
        let referenceChroma = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let sampleChroma = (sample.a * sample.a + sample.b * sample.b).squareRoot()
        let chroma = referenceChroma - sampleChroma
        let a = reference.a - sample.a
        let b = reference.b - sample.b
        let hueSquared = max(0, a * a + b * b - chroma * chroma)
        let chromaWeight = 1 + 0.045 * referenceChroma
        let hueWeight = 1 + 0.015 * referenceChroma
        let weightedChroma = chroma / chromaWeight
        return (lightness * lightness + weightedChroma * weightedChroma + hueSquared / (hueWeight * hueWeight))
            .squareRoot()
    }

    /// The pixel blended over white, in CIELAB (D65).
    static func lab(_ pixel: UInt32) -> Lab {
        let red: Double
        let green: Double
        let blue: Double
        if pixel >> 24 == 0xFF {
            red = linearTable[Int(pixel & 0xFF)]
            green = linearTable[Int(pixel >> 8 & 0xFF)]
            blue = linearTable[Int(pixel >> 16 & 0xFF)]
        } else {
            let color = PixelColor(pixel)
            (red, green, blue) = (linear(color.red), linear(color.green), linear(color.blue))
        }
        // sRGB (D65) linear RGB to XYZ, each row divided by the white's XYZ (the row's sum).
        let x = (0.412_456_4 * red + 0.357_576_1 * green + 0.180_437_5 * blue) / 0.950_470_0
        let y = (0.212_672_9 * red + 0.715_152_2 * green + 0.072_175_0 * blue) / 1.000_000_1
        let z = (0.019_333_9 * red + 0.119_192_0 * green + 0.950_304_1 * blue) / 1.088_830_0
        let (fx, fy, fz) = (labCurve(x), labCurve(y), labCurve(z))
        return Lab(lightness: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// The sRGB decoding curve for a 0…255 value, giving 0…1 linear light.
    static func linear(_ value: Double) -> Double {
        let unit = value / 255
        return unit <= 0.040_45 ? unit / 12.92 : pow((unit + 0.055) / 1.055, 2.4)
    }

    private static let linearTable: [Double] = (0...255).map { linear(Double($0)) }

    /// CIELAB's f(t): the cube root above (6/29)³, its linear extension below.
    private static func labCurve(_ t: Double) -> Double {
        let edge = 6.0 / 29
        return t > edge * edge * edge ? cbrt(t) : t / (3 * edge * edge) + 4.0 / 29
    }
}
