import TablePixels
import TableRender

/// Small images built in code for the diff tests.
extension DecodedImage {
    typealias RGBA = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

    static let white: RGBA = (255, 255, 255, 255)
    static let black: RGBA = (0, 0, 0, 255)

    /// An image of one color.
    static func filled(width: Int, height: Int, _ color: RGBA = white) -> DecodedImage {
        let pixel = [color.red, color.green, color.blue, color.alpha]
        return DecodedImage(
            width: width, height: height,
            rgba: Array((0..<(width * height)).map { _ in pixel }.joined()))
    }

    /// Black ink on white, each pixel's gray set by how much of it `inside` covers
    /// (16 × 16 samples per pixel), as an anti-aliasing rasterizer draws an edge.
    static func inked(width: Int, height: Int, inside: (Double, Double) -> Bool) -> DecodedImage {
        var image = filled(width: width, height: height)
        let samples = 16
        for y in 0..<height {
            for x in 0..<width {
                var covered = 0
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        let px = Double(x) + (Double(sx) + 0.5) / Double(samples)
                        let py = Double(y) + (Double(sy) + 0.5) / Double(samples)
                        if inside(px, py) { covered += 1 }
                    }
                }
                let gray = UInt8((255 * Double(samples * samples - covered) / Double(samples * samples)).rounded())
                image[x, y] = (gray, gray, gray, 255)
            }
        }
        return image
    }

    subscript(x: Int, y: Int) -> RGBA {
        get {
            let offset = (y * width + x) * 4
            return (rgba[offset], rgba[offset + 1], rgba[offset + 2], rgba[offset + 3])
        }
        set {
            let offset = (y * width + x) * 4
            rgba[offset] = newValue.red
            rgba[offset + 1] = newValue.green
            rgba[offset + 2] = newValue.blue
            rgba[offset + 3] = newValue.alpha
        }
    }

    /// Fills the rectangle with `color`.
    mutating func fill(x: Int, y: Int, width: Int, height: Int, _ color: RGBA) {
        for row in y..<(y + height) {
            for column in x..<(x + width) { self[column, row] = color }
        }
    }

    /// The pixel as `[r, g, b, a]`, for `#expect` (tuples are not Equatable).
    func color(_ x: Int, _ y: Int) -> [UInt8] {
        let pixel = self[x, y]
        return [pixel.red, pixel.green, pixel.blue, pixel.alpha]
    }

    /// Pixels whose RGBA differs from `other`'s (same size).
    func changedPixels(comparedWith other: DecodedImage) -> Int {
        (0..<(width * height)).filter { rgba[$0 * 4..<$0 * 4 + 4] != other.rgba[$0 * 4..<$0 * 4 + 4] }.count
    }
}
