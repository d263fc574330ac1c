public import TablePixels
internal import TableRender

/// Measures the geometry of a classic grouped table (iOS 5/6) to the device pixel: where each rounded
/// group starts and ends, its border columns, its etched separator and highlight rows, the pinstripe's
/// phase, and the shape of the groups' corners. Reads only columns that text never reaches (left of the
/// titles at x = 20 pt), so fonts do not matter. Works the same on a UIKit screenshot and on our render.
public struct ClassicGeometryProbe: Sendable {
    /// The image probed (straight RGBA).
    public let image: DecodedImage
    /// Device pixels per point.
    public let scale: Int

    public init(image: DecodedImage, scale: Int) {
        self.image = image
        self.scale = scale
    }

    /// classic-metrics §1.1: one 7 pt period of the pinstripe, in points.
    static let stripes: [(width: Int, color: PixelColor)] = [
        (4, PixelColor(hex: 0xC5CCD4)), (1, PixelColor(hex: 0xC5CCD2)), (2, PixelColor(hex: 0xCBD2D8)),
    ]
    /// classic-metrics §1.3: the border over the stripes, the dark etched line and the light one.
    static let border = PixelColor(hex: 0xA1A7AD)
    static let etchedLine = PixelColor(hex: 0xCACACA)
    static let etchedHighlight = PixelColor(hex: 0xFDFDFD)
    /// Channel tolerance for the line colors (the references are 8-bit renders of alpha blends).
    static let tolerance = 3

    /// x = 14 pt: inside a group (its interior starts at 10), left of any text (20).
    var interiorColumn: Int { 14 * scale }

    /// The pinstripe's color at pixel column `x`, phased from x = 0.
    public func stripeColor(x: Int) -> PixelColor {
        let period = Self.stripes.reduce(0) { $0 + $1.width } * scale
        var offset = x % period
        for stripe in Self.stripes {
            if offset < stripe.width * scale { return stripe.color }
            offset -= stripe.width * scale
        }
        return Self.stripes[0].color
    }

    func isStripe(x: Int, y: Int, tolerance: Int = 2) -> Bool {
        image.color(x: x, y: y).maxChannelDelta(to: stripeColor(x: x)) <= tolerance
    }

    /// Each group's rows, top border to bottom highlight: runs of rows that are not pinstripe at x = 14 pt,
    /// extended by the border rows that x = 14 pt misses where it crosses the rounded corner (checked at
    /// x = 30 pt, on the straight part of the border; at most 2 pt each way).
    public func groups() -> [Range<Int>] {
        let straight = 30 * scale
        return GeometryProbe.runs((0..<image.height).map { !isStripe(x: interiorColumn, y: $0) }).map { run in
            var top = run.lowerBound
            var bottom = run.upperBound
            while top > 0, run.lowerBound - top < 2 * scale, !isStripe(x: straight, y: top - 1) { top -= 1 }
            while bottom < image.height, bottom - run.upperBound < 2 * scale, !isStripe(x: straight, y: bottom) {
                bottom += 1
            }
            return top..<bottom
        }
    }

    /// Rows at x = 14 pt that are `color` (the etched line or its highlight).
    public func rows(of color: PixelColor) -> [Int] {
        (0..<image.height).filter {
            image.color(x: interiorColumn, y: $0).maxChannelDelta(to: color) <= Self.tolerance
        }
    }

    /// The first column from the left and from the right that is the border, on `row`.
    public func borderColumns(row: Int) -> (left: Int?, right: Int?) {
        let isBorder = { (x: Int) in image.color(x: x, y: row).maxChannelDelta(to: Self.border) <= Self.tolerance }
        return ((0..<image.width).first(where: isBorder), (0..<image.width).reversed().first(where: isBorder))
    }

    /// Pixel columns of the light stripe in the first period, on `row` (`5 6` at 1x).
    public func lightStripeColumns(row: Int) -> [Int] {
        let light = Self.stripes[2].color
        return (0..<(7 * scale)).filter { image.color(x: $0, y: row).maxChannelDelta(to: light) <= 1 }
    }

    /// For each of the `count` rows from `top` going down (or up from `top` when `upward`), where the group's
    /// outline starts from the left: the first x at which the outline's accumulated coverage reaches one
    /// half, a pixel's coverage being how much darker its green channel is than the stripe's, relative to
    /// the border's (only darkening counts, so the light interior and highlight do not; an edge that
    /// straddles two pixels still has one position); -1 for a row with no outline. A rounded corner gives
    /// a falling profile.
    public func cornerProfile(from top: Int, count: Int, upward: Bool = false) -> [Int] {
        (0..<count).map { step in
            let y = upward ? top - step : top + step
            guard y >= 0, y < image.height else { return -1 }
            var covered = 0.0
            for x in 0..<(image.width / 2) {
                let stripe = stripeColor(x: x).green
                let darkening = Double(stripe - image.color(x: x, y: y).green) / Double(stripe - Self.border.green)
                covered += min(1, max(0, darkening))
                if covered >= 0.5 { return x }
            }
            return -1
        }
    }
}
