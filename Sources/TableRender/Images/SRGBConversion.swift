internal import CPangoCairo

#if canImport(Glibc)
    internal import Glibc
#endif

/// Brings pixels in an ICC matrix/TRC colour space (`ICCProfile`) to sRGB: each 8-bit value decoded by its curve
/// to linear light, the three mapped through the colorants to XYZ (D50) and from there to sRGB's linear values
/// (relative colorimetric: colours outside sRGB are clipped), then encoded with sRGB's curve (IEC 61966-2-1).
struct SRGBConversion {
    /// sRGB's colorants in the profile connection space (D50), as in the IEC 61966-2-1 profile's rXYZ/gXYZ/bXYZ.
    static let sRGBColorants: [[Double]] = [
        [0.436_065_7, 0.385_147_9, 0.143_066_4],
        [0.222_488_9, 0.716_873_5, 0.060_607_5],
        [0.013_916_0, 0.097_076_0, 0.714_173_2],
    ]

    /// The 8-bit sRGB value of each linear value in 1/65535 steps.
    private static let encode: [UInt8] = (0...65535).map { step in
        let linear = Double(step) / 65535
        let encoded = linear <= 0.003_130_8 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
        return UInt8(min(max((encoded * 255).rounded(), 0), 255))
    }

    /// Linear value of each channel's 8-bit input.
    private let curves: [[Double]]
    /// Source linear RGB to sRGB linear RGB.
    private let matrix: [[Double]]

    /// The conversion from `profile`, or `nil` when the profile is sRGB already (its colorants and curves
    /// within a rounding of sRGB's), so that an sRGB-tagged PNG's pixels stay exactly as they are.
    init?(from profile: ICCProfile) {
        let toSRGB = Self.multiply(Self.inverse(Self.sRGBColorants), profile.matrix)
        let identity = (0..<3).allSatisfy { row in
            (0..<3).allSatisfy { column in abs(toSRGB[row][column] - (row == column ? 1 : 0)) < 0.002 }
        }
        let sRGBCurve = (0...255).map { value -> Double in
            let encoded = Double(value) / 255
            return encoded <= 0.040_45 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
        }
        let sameCurves = profile.curves.allSatisfy { curve in
            zip(curve, sRGBCurve).allSatisfy { abs($0 - $1) < 0.5 / 255 }
        }
        if identity && sameCurves { return nil }
        curves = profile.curves
        matrix = toSRGB
    }

    /// Converts an ARGB32 (premultiplied) or RGB24 Cairo image surface in place.
    func apply(to surface: OpaquePointer) {
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else { return }
        let opaque = format == CAIRO_FORMAT_RGB24
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return }
        // Screens repeat colours: the last pixel's conversion is kept.
        var lastIn: UInt32 = 0
        var lastOut = convert(0, opaque: opaque)
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let pixel = row[x]
                if pixel != lastIn {
                    lastIn = pixel
                    lastOut = convert(pixel, opaque: opaque)
                }
                row[x] = lastOut
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// One pixel: un-premultiplied, converted, premultiplied again.
    private func convert(_ argb: UInt32, opaque: Bool) -> UInt32 {
        let alpha = opaque ? 255 : argb >> 24
        guard alpha != 0 else { return opaque ? argb : 0 }
        // No array per pixel: a screen of photos has few repeats, and this runs once for each.
        let linear = { (channel: Int) -> Double in
            let premultiplied = argb >> (16 - 8 * UInt32(channel)) & 0xFF
            let straight = min(255, (premultiplied * 255 + alpha / 2) / alpha)
            return curves[channel][Int(straight)]
        }
        let (red, green, blue) = (linear(0), linear(1), linear(2))
        var result = alpha << 24
        for row in 0..<3 {
            let value = matrix[row][0] * red + matrix[row][1] * green + matrix[row][2] * blue
            let clamped = value.isFinite ? min(max(value, 0), 1) : 0
            let step = Int((clamped * 65535).rounded())
            let encoded = UInt32(Self.encode[step])
            result |= ((encoded * alpha + 127) / 255) << (16 - 8 * UInt32(row))
        }
        return opaque ? result | 0xFF00_0000 : result
    }

    private static func multiply(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        (0..<3).map { row in (0..<3).map { column in (0..<3).reduce(0) { $0 + a[row][$1] * b[$1][column] } } }
    }

    private static func inverse(_ m: [[Double]]) -> [[Double]] {
        let determinant =
            m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        let cofactor = { (r0: Int, r1: Int, c0: Int, c1: Int) in m[r0][c0] * m[r1][c1] - m[r0][c1] * m[r1][c0] }
        let adjugate: [[Double]] = [
            [cofactor(1, 2, 1, 2), -cofactor(0, 2, 1, 2), cofactor(0, 1, 1, 2)],
            [-cofactor(1, 2, 0, 2), cofactor(0, 2, 0, 2), -cofactor(0, 1, 0, 2)],
            [cofactor(1, 2, 0, 1), -cofactor(0, 2, 0, 1), cofactor(0, 1, 0, 1)],
        ]
        return adjugate.map { row in row.map { $0 / determinant } }
    }
}
