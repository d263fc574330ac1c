internal import Foundation
public import TableRender

/// Structural similarity (SSIM, Wang et al. 2004) of two images' luma, with a
/// Gaussian window and the paper's constants: `C1 = (0.01 · 255)²`,
/// `C2 = (0.03 · 255)²`. Luma is Rec. 601 (`0.299 R + 0.587 G + 0.114 B`,
/// alpha ignored). The score is the mean of the SSIM map over every position
/// where the whole window fits inside the image ("valid" filtering), so it
/// is 1 exactly when the lumas are equal.
public struct StructuralSimilarity: Sendable {
    /// Side of the square window in pixels (odd).
    public let windowSize: Int
    /// Standard deviation of the Gaussian weights, in pixels.
    public let sigma: Double
    /// The normalized 1-D weights (the window is their outer product).
    public let weights: [Double]

    /// `C1 = (0.01 · 255)²`, stabilizing the luminance term for 8-bit images.
    public static let c1 = (0.01 * 255) * (0.01 * 255)
    /// `C2 = (0.03 · 255)²`, stabilizing the contrast–structure term.
    public static let c2 = (0.03 * 255) * (0.03 * 255)

    /// The paper's window: 11 × 11, σ = 1.5.
    public static let standard = StructuralSimilarity(windowSize: 11, sigma: 1.5)

    /// A Gaussian window `windowSize` pixels wide with deviation `sigma`.
    public init(windowSize: Int, sigma: Double) {
        self.windowSize = windowSize
        self.sigma = sigma
        let half = windowSize / 2
        let raw = (0..<windowSize).map { index in
            let distance = Double(index - half)
            return exp(-(distance * distance) / (2 * sigma * sigma))
        }
        let total = raw.reduce(0, +)
        weights = raw.map { $0 / total }
    }

    /// Mean SSIM of two images of the same size; `nil` when their sizes
    /// differ or they are smaller than the window.
    public func mean(_ first: DecodedImage, _ second: DecodedImage) -> Double? {
        guard first.width == second.width, first.height == second.height,
            first.width >= windowSize, first.height >= windowSize
        else { return nil }
        let width = first.width
        let height = first.height
        let x = Self.luma(first)
        let y = Self.luma(second)
        let products = (
            xx: zip(x, x).map(*), yy: zip(y, y).map(*), xy: zip(x, y).map(*)
        )
        let muX = blur(x, width: width, height: height)
        let muY = blur(y, width: width, height: height)
        let sXX = blur(products.xx, width: width, height: height)
        let sYY = blur(products.yy, width: width, height: height)
        let sXY = blur(products.xy, width: width, height: height)
        var total = 0.0
        for index in muX.indices {
            let mx = muX[index]
            let my = muY[index]
            let varianceX = sXX[index] - mx * mx
            let varianceY = sYY[index] - my * my
            let covariance = sXY[index] - mx * my
            let numerator = (2 * mx * my + Self.c1) * (2 * covariance + Self.c2)
            let denominator = (mx * mx + my * my + Self.c1) * (varianceX + varianceY + Self.c2)
            total += numerator / denominator
        }
        return total / Double(muX.count)
    }

    /// Rec. 601 luma of every pixel, row-major.
    public static func luma(_ image: DecodedImage) -> [Double] {
        image.rgba.withUnsafeBufferPointer { bytes in
            (0..<(image.width * image.height)).map { pixel -> Double in
                let red: Double = 0.299 * Double(bytes[pixel * 4])
                let green: Double = 0.587 * Double(bytes[pixel * 4 + 1])
                let blue: Double = 0.114 * Double(bytes[pixel * 4 + 2])
                return red + green + blue
            }
        }
    }

    /// Separable Gaussian filter, valid positions only:
    /// `(width − windowSize + 1) × (height − windowSize + 1)` values.
    private func blur(_ values: [Double], width: Int, height: Int) -> [Double] {
        let outWidth = width - windowSize + 1
        let outHeight = height - windowSize + 1
        var horizontal = [Double](repeating: 0, count: outWidth * height)
        var output = [Double](repeating: 0, count: outWidth * outHeight)
        weights.withUnsafeBufferPointer { kernel in
            values.withUnsafeBufferPointer { source in
                horizontal.withUnsafeMutableBufferPointer { target in
                    for row in 0..<height {
                        for column in 0..<outWidth {
                            var sum = 0.0
                            let start = row * width + column
                            for tap in 0..<kernel.count { sum += kernel[tap] * source[start + tap] }
                            target[row * outWidth + column] = sum
                        }
                    }
                }
            }
            horizontal.withUnsafeBufferPointer { source in
                output.withUnsafeMutableBufferPointer { target in
                    for row in 0..<outHeight {
                        for column in 0..<outWidth {
                            var sum = 0.0
                            for tap in 0..<kernel.count { sum += kernel[tap] * source[(row + tap) * outWidth + column] }
                            target[row * outWidth + column] = sum
                        }
                    }
                }
            }
        }
        return output
    }
}
