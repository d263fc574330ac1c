public import TablePixels
internal import TableRender

extension DecodedImage {
    /// The RGB color at column `x`, row `y` (alpha ignored; both must be in bounds).
    public func color(x: Int, y: Int) -> PixelColor {
        let offset = (y * width + x) * 4
        return PixelColor(red: Int(rgba[offset]), green: Int(rgba[offset + 1]), blue: Int(rgba[offset + 2]))
    }

    /// Each pixel's largest RGB channel difference from `color`, row-major.
    public func channelDeltas(to color: PixelColor) -> [UInt8] {
        var deltas = [UInt8](repeating: 0, count: width * height)
        let (red, green, blue) = (color.red, color.green, color.blue)
        rgba.withUnsafeBufferPointer { bytes in
            deltas.withUnsafeMutableBufferPointer { target in
                for pixel in 0..<target.count {
                    var delta = abs(Int(bytes[pixel * 4]) - red)
                    delta = max(delta, abs(Int(bytes[pixel * 4 + 1]) - green))
                    target[pixel] = UInt8(max(delta, abs(Int(bytes[pixel * 4 + 2]) - blue)))
                }
            }
        }
        return deltas
    }

    /// The image shrunk by `factor` in both directions, each pixel the mean of a `factor × factor` block
    /// (rounded; a partial block at the right or bottom edge is dropped).
    public func downsampled(by factor: Int) -> DecodedImage {
        guard factor > 1 else { return self }
        let outWidth = width / factor
        let outHeight = height / factor
        var bytes = [UInt8](repeating: 255, count: outWidth * outHeight * 4)
        let area = factor * factor
        rgba.withUnsafeBufferPointer { source in
            for y in 0..<outHeight {
                for x in 0..<outWidth {
                    for channel in 0..<3 {
                        var sum = 0
                        for dy in 0..<factor {
                            let row = (y * factor + dy) * width
                            for dx in 0..<factor { sum += Int(source[(row + x * factor + dx) * 4 + channel]) }
                        }
                        bytes[(y * outWidth + x) * 4 + channel] = UInt8((sum + area / 2) / area)
                    }
                }
            }
        }
        return DecodedImage(width: outWidth, height: outHeight, rgba: bytes)
    }

    /// The rows `rows` (clamped to the image) as a new image of the same width.
    public func cropped(rows: Range<Int>) -> DecodedImage {
        let clamped = rows.clamped(to: 0..<height)
        let bytes = Array(rgba[(clamped.lowerBound * width * 4)..<(clamped.upperBound * width * 4)])
        return DecodedImage(width: width, height: clamped.count, rgba: bytes)
    }

    /// A `width × height` image of one opaque color.
    public static func filled(width: Int, height: Int, with color: PixelColor) -> DecodedImage {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for pixel in 0..<(width * height) {
            bytes[pixel * 4] = UInt8(color.red)
            bytes[pixel * 4 + 1] = UInt8(color.green)
            bytes[pixel * 4 + 2] = UInt8(color.blue)
        }
        return DecodedImage(width: width, height: height, rgba: bytes)
    }

    /// Paints the rectangle `x × y` (clipped to the image) with an opaque color.
    public mutating func fill(x: Range<Int>, y: Range<Int>, with color: PixelColor) {
        for row in y.clamped(to: 0..<height) {
            for column in x.clamped(to: 0..<width) {
                let offset = (row * width + column) * 4
                rgba[offset] = UInt8(color.red)
                rgba[offset + 1] = UInt8(color.green)
                rgba[offset + 2] = UInt8(color.blue)
                rgba[offset + 3] = 255
            }
        }
    }

    /// Copies `image` into this one with its top-left corner at (`x`, `y`), clipped.
    public mutating func draw(_ image: DecodedImage, atX x: Int, y: Int) {
        for row in 0..<image.height where (0..<height).contains(y + row) {
            for column in 0..<image.width where (0..<width).contains(x + column) {
                let source = (row * image.width + column) * 4
                let target = ((y + row) * width + x + column) * 4
                for channel in 0..<4 { rgba[target + channel] = image.rgba[source + channel] }
            }
        }
    }
}
