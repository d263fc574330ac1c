internal import Foundation
public import TablePixels
internal import TableRender

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
        guard let values = map(first, second) else { return nil }
        return values.reduce(0, +) / Double(values.count)
    }

    /// Mean SSIM over the window positions that hold no masked pixel; `nil` when the sizes differ, the images
    /// are smaller than the window or every window holds a masked pixel.
    public func mean(_ first: DecodedImage, _ second: DecodedImage, excluding mask: PixelMask) -> Double? {
        guard let values = map(first, second), mask.width == first.width, mask.height >= first.height else {
            return nil
        }
        let table = mask.summedArea()
        let outWidth = first.width - windowSize + 1
        var total = 0.0
        var count = 0
        for (index, value) in values.enumerated()
        where PixelMask.windowIsClear(
            table, width: mask.width, x: index % outWidth, y: index / outWidth, size: windowSize)
        {
            total += value
            count += 1
        }
        return count > 0 ? total / Double(count) : nil
    }

    /// The SSIM map over every valid window position (row-major,
    /// `(width − windowSize + 1) × (height − windowSize + 1)`): the five
    /// Gaussian-weighted moments (means, variances, covariance) of each window,
    /// computed by one fused separable filter.
    func map(_ first: DecodedImage, _ second: DecodedImage) -> [Double]? {
        guard first.width == second.width, first.height == second.height,
            first.width >= windowSize, first.height >= windowSize
        else { return nil }
        let moments = Self.moments(Self.luma(first), Self.luma(second))
        let filtered = filter(moments, width: first.width, height: first.height)
        let count = filtered.count / 5
        var result = [Double](repeating: 0, count: count)
        filtered.withUnsafeBufferPointer { values in
            result.withUnsafeMutableBufferPointer { target in
                for index in 0..<count {
                    let mx = values[index * 5]
                    let my = values[index * 5 + 1]
                    let varianceX = values[index * 5 + 2] - mx * mx
                    let varianceY = values[index * 5 + 3] - my * my
                    let covariance = values[index * 5 + 4] - mx * my
                    let numerator = (2 * mx * my + Self.c1) * (2 * covariance + Self.c2)
                    let denominator = (mx * mx + my * my + Self.c1) * (varianceX + varianceY + Self.c2)
                    target[index] = numerator / denominator
                }
            }
        }
        return result
    }

    /// Per pixel, interleaved: x, y, x², y², xy.
    private static func moments(_ x: [Double], _ y: [Double]) -> [Double] {
        var result = [Double](repeating: 0, count: x.count * 5)
        result.withUnsafeMutableBufferPointer { target in
            for index in 0..<x.count {
                let a = x[index]
                let b = y[index]
                target[index * 5] = a
                target[index * 5 + 1] = b
                target[index * 5 + 2] = a * a
                target[index * 5 + 3] = b * b
                target[index * 5 + 4] = a * b
            }
        }
        return result
    }

    /// The separable Gaussian filter of five interleaved planes, valid positions only.
    private func filter(_ values: [Double], width: Int, height: Int) -> [Double] {
        let outWidth = width - windowSize + 1
        let outHeight = height - windowSize + 1
        var horizontal = [Double](repeating: 0, count: outWidth * height * 5)
        var output = [Double](repeating: 0, count: outWidth * outHeight * 5)
        let taps = windowSize
        weights.withUnsafeBufferPointer { kernel in
            values.withUnsafeBufferPointer { source in
                horizontal.withUnsafeMutableBufferPointer { target in
                    for row in 0..<height {
                        for column in 0..<outWidth {
                            var sums = (0.0, 0.0, 0.0, 0.0, 0.0)
                            var at = (row * width + column) * 5
                            for tap in 0..<taps {
                                let weight = kernel[tap]
                                sums.0 += weight * source[at]
                                sums.1 += weight * source[at + 1]
                                sums.2 += weight * source[at + 2]
                                sums.3 += weight * source[at + 3]
                                sums.4 += weight * source[at + 4]
                                at += 5
                            }
                            let out = (row * outWidth + column) * 5
                            (target[out], target[out + 1], target[out + 2]) = (sums.0, sums.1, sums.2)
                            (target[out + 3], target[out + 4]) = (sums.3, sums.4)
                        }
                    }
                }
            }
            horizontal.withUnsafeBufferPointer { source in
                output.withUnsafeMutableBufferPointer { target in
                    let stride = outWidth * 5
                    for row in 0..<outHeight {
                        for index in 0..<stride {
                            var sum = 0.0
                            var at = row * stride + index
                            for tap in 0..<taps {
                                sum += kernel[tap] * source[at]
                                at += stride
                            }
                            target[row * stride + index] = sum
                        }
                    }
                }
            }
        }
        return output
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
}
