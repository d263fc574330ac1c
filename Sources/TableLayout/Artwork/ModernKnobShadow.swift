internal import Foundation

/// The iOS 13–18 knob's shadow as a radial gradient: the knob's disc blurred by a Gaussian
/// (`ControlArtwork.modernShadowSigma`, in the 27 pt knob's units), its alpha at each distance from the shadow's
/// centre integrated once, numerically, and rounded to 1e-5 so that every machine draws the same bytes.
enum ModernKnobShadow {
    /// The gradient's end, in knob radii: the disc's edge and three standard deviations beyond it.
    static let outerRadius = 1 + 3 * sigma

    /// σ in knob radii.
    private static let sigma = ControlArtwork.modernShadowSigma / 13.5

    /// The stops, from the centre (offset 0) to `outerRadius` (offset 1).
    static let stops: [(offset: Double, alpha: Double)] = (0...32).map { step in
        let offset = Double(step) / 32
        let coverage = discCoverage(atDistance: offset * outerRadius)
        return (offset, (ControlArtwork.modernShadowAlpha * coverage * 1e5).rounded() / 1e5)
    }

    /// The share of a unit disc's area that a 2D Gaussian of `sigma`, centred `distance` from the disc's centre,
    /// sees: the blurred disc's value there (a midpoint sum over 160 radii and 90 angles of the half disc, which the
    /// line through both centres mirrors; about 14 ms once per process in a release build).
    private static func discCoverage(atDistance distance: Double) -> Double {
        let radii = 160
        let angles = 90
        let twoSigmaSquared = 2 * sigma * sigma
        var sum = 0.0
        for i in 0..<radii {
            let rho = (Double(i) + 0.5) / Double(radii)
            var ring = 0.0
            for j in 0..<angles {
                let theta = (Double(j) + 0.5) / Double(angles) * Double.pi
                let squared = rho * rho + distance * distance - 2 * rho * distance * cos(theta)
                ring += exp(-squared / twoSigmaSquared)
            }
            sum += ring * rho
        }
        let area = 2 * (1 / Double(radii)) * (Double.pi / Double(angles))
        return min(1, sum * area / (Double.pi * twoSigmaSquared))
    }
}
