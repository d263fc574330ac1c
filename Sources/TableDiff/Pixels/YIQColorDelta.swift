/// The perceived color difference of Kotsarenko & Ramos, "Measuring perceived color difference using YIQ
/// NTSC transmission color space in mobile applications" (2010), as pixelmatch applies it: both pixels
/// are blended over white by their alpha, converted to YIQ, and weighted
/// `delta = 0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ²` (the paper's ΔE before its square root).
enum YIQColorDelta {
    /// The largest `delta` two colors can have (pixelmatch's constant); `delta / maximum` is 0…1, and a
    /// pixel differs at threshold `t` when `delta > maximum × t²`.
    static let maximum = 35215.0

    /// The weighted squared YIQ distance between two pixels; 0 when the words are equal.
    @inline(__always) static func delta(_ first: UInt32, _ second: UInt32) -> Double {
        if first == second { return 0 }
        let one = PixelColor(first)
        let other = PixelColor(second)
        let luma = one.luma - other.luma
        let inPhase = one.inPhase - other.inPhase
        let quadrature = one.quadrature - other.quadrature
        return 0.5053 * luma * luma + 0.299 * inPhase * inPhase + 0.1957 * quadrature * quadrature
    }

    /// `delta` normalised to `threshold`'s 0…1 scale: `√(delta / maximum)`, capped at 1.
    static func normalised(_ delta: Double) -> Double {
        min(1, (max(0, delta) / maximum).squareRoot())
    }
}
