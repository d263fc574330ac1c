/// Tells anti-aliasing from real changes, after Vyšniauskas, "Anti-aliased pixel and intensity slope
/// detector" (2009), in the form pixelmatch uses.
///
/// A pixel that differs between the images is anti-aliasing when, in either image, it sits on an
/// intensity slope: among its 8 neighbours at most 2 have its brightness (a pixel on the image border
/// counts one extra), some are darker and some brighter, and the darkest or the brightest neighbour lies
/// in a flat area in both images (3 or more neighbours of exactly its color, border again counting one).
/// Such a pixel is the blend between two flat areas, so a sub-pixel shift of an edge changes it and
/// nothing else.
struct AntialiasingDetector {
    let expected: PixelView
    let actual: PixelView

    /// Whether the differing pixel at (`x`, `y`) is anti-aliasing in either image.
    @inline(__always) func isAntialiased(_ x: Int, _ y: Int) -> Bool {
        onSlope(x, y, in: expected, other: actual) || onSlope(x, y, in: actual, other: expected)
    }

    /// The 3 × 3 neighbourhood of (`x`, `y`) clipped to the view, and whether it was clipped.
    @inline(__always) private func neighbourhood(_ x: Int, _ y: Int, in view: PixelView) -> (
        xs: ClosedRange<Int>, ys: ClosedRange<Int>, onBorder: Bool
    ) {
        let xs = max(x - 1, 0)...min(x + 1, view.width - 1)
        let ys = max(y - 1, 0)...min(y + 1, view.height - 1)
        let onBorder = xs.count < 3 || ys.count < 3
        return (xs, ys, onBorder)
    }

    private func onSlope(_ x: Int, _ y: Int, in image: PixelView, other: PixelView) -> Bool {
        let (xs, ys, onBorder) = neighbourhood(x, y, in: image)
        let center = image.pixel(x, y)
        let centerLuma = PixelColor(center).luma
        var sameBrightness = onBorder ? 1 : 0
        var darkest = (delta: 0.0, x: 0, y: 0)
        var brightest = (delta: 0.0, x: 0, y: 0)
        // Neighbours often share one color: remember the last one's luma.
        var (known, knownLuma) = (center, centerLuma)
        for ny in ys {
            for nx in xs where nx != x || ny != y {
                let neighbour = image.pixel(nx, ny)
                if neighbour != known { (known, knownLuma) = (neighbour, PixelColor(neighbour).luma) }
                // Positive: the neighbour is darker than the center.
                let delta = centerLuma - knownLuma
                if delta == 0 {
                    sameBrightness += 1
                    if sameBrightness > 2 { return false }
                } else if delta > darkest.delta {
                    darkest = (delta, nx, ny)
                } else if delta < brightest.delta {
                    brightest = (delta, nx, ny)
                }
            }
        }
        guard darkest.delta != 0, brightest.delta != 0 else { return false }
        return (isFlat(darkest.x, darkest.y, in: image) && isFlat(darkest.x, darkest.y, in: other))
            || (isFlat(brightest.x, brightest.y, in: image) && isFlat(brightest.x, brightest.y, in: other))
    }

    /// Whether the pixel has 3 or more neighbours of exactly its color (its border counting one).
    private func isFlat(_ x: Int, _ y: Int, in image: PixelView) -> Bool {
        let (xs, ys, onBorder) = neighbourhood(x, y, in: image)
        let center = image.pixel(x, y)
        var same = onBorder ? 1 : 0
        for ny in ys {
            for nx in xs where (nx != x || ny != y) && image.pixel(nx, ny) == center {
                same += 1
                if same > 2 { return true }
            }
        }
        return false
    }
}
