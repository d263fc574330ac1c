public import TablePixels
internal import TableRender

/// A per-pixel comparison of two images of the same size.
public struct PixelDiff: Sendable {
    /// Pixels whose largest channel difference exceeds the tolerance.
    public let differentPixels: Int
    /// Largest channel difference anywhere (0–255).
    public let maxDelta: Int
    /// A picture of the difference: the expected image faded to gray, differing pixels in red.
    public let image: DecodedImage

    /// Compares `actual` with `expected`; `nil` when their sizes differ.
    public init?(expected: DecodedImage, actual: DecodedImage, channelTolerance: Int = 0) {
        guard expected.width == actual.width, expected.height == actual.height else { return nil }
        var output = [UInt8](repeating: 255, count: expected.rgba.count)
        var count = 0
        var maxDelta = 0
        for pixel in 0..<(expected.width * expected.height) {
            let offset = pixel * 4
            var delta = 0
            for channel in 0..<4 {
                delta = max(delta, abs(Int(expected.rgba[offset + channel]) - Int(actual.rgba[offset + channel])))
            }
            maxDelta = max(maxDelta, delta)
            if delta > channelTolerance {
                count += 1
                output[offset] = 255
                output[offset + 1] = 0
                output[offset + 2] = 0
            } else {
                let gray = UInt8(
                    (Int(expected.rgba[offset]) + Int(expected.rgba[offset + 1]) + Int(expected.rgba[offset + 2]))
                        / 3 / 4 + 191)
                output[offset] = gray
                output[offset + 1] = gray
                output[offset + 2] = gray
            }
        }
        differentPixels = count
        self.maxDelta = maxDelta
        image = DecodedImage(width: expected.width, height: expected.height, rgba: output)
    }
}
