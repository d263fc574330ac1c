/// One RGBA pixel's color as 0…255 values, blended over white by its alpha (straight alpha):
/// `c' = 255 + (c − 255) × a / 255`, so a transparent pixel reads as white whatever its RGB.
///
/// Pixels are handled as 32-bit words with R in the low byte (`PixelView.pixel(_:_:)`).
struct PixelColor {
    var red: Double
    var green: Double
    var blue: Double

    @inline(__always) init(_ pixel: UInt32) {
        let red = Double(pixel & 0xFF)
        let green = Double(pixel >> 8 & 0xFF)
        let blue = Double(pixel >> 16 & 0xFF)
        let alpha = pixel >> 24
        guard alpha < 0xFF else {
            (self.red, self.green, self.blue) = (red, green, blue)
            return
        }
        let coverage = Double(alpha) / 255
        self.red = 255 + (red - 255) * coverage
        self.green = 255 + (green - 255) * coverage
        self.blue = 255 + (blue - 255) * coverage
    }

    /// The YIQ luma Y (Kotsarenko & Ramos's coefficients), 0…255.
    @inline(__always) var luma: Double { red * 0.298_895_31 + green * 0.586_622_47 + blue * 0.114_482_23 }
    /// The YIQ in-phase chroma I.
    @inline(__always) var inPhase: Double { red * 0.595_977_99 - green * 0.274_176_10 - blue * 0.321_801_89 }
    /// The YIQ quadrature chroma Q.
    @inline(__always) var quadrature: Double { red * 0.211_470_17 - green * 0.522_617_11 + blue * 0.311_146_94 }
}
