/// Deterministic sample images for the encoder tests and benchmark.
extension PNGTestImage {
    /// Opaque random noise: the worst case for a run-length coder.
    static func noise(width: Int, height: Int, seed: UInt64, stride: Int? = nil) -> PNGTestImage {
        var random = PNGTestRandom(seed: seed)
        var image = PNGTestImage(width: width, height: height, stride: stride)
        for y in 0..<height {
            for x in 0..<width { image[x, y] = 0xFF00_0000 | UInt32(truncatingIfNeeded: random.next()) & 0xFF_FFFF }
        }
        return image
    }

    /// Translucent content: fully transparent areas, opaque bands, alpha gradients and
    /// premultiplied noise with random alpha (every channel ≤ alpha).
    static func translucent(width: Int, height: Int, seed: UInt64, stride: Int? = nil) -> PNGTestImage {
        var random = PNGTestRandom(seed: seed)
        var image = PNGTestImage(width: width, height: height, stride: stride, opaque: false, fill: 0)
        for y in 0..<height {
            for x in 0..<width {
                switch (y / 4 + x / 16) % 4 {
                case 0: image[x, y] = 0
                case 1: image[x, y] = premultiplied(red: 0x34, green: 0x78, blue: 0xF6, alpha: 255)
                case 2: image[x, y] = premultiplied(red: 255, green: 59, blue: 48, alpha: (x * 255) / max(width - 1, 1))
                default:
                    image[x, y] = premultiplied(
                        red: random.byte(), green: random.byte(), blue: random.byte(), alpha: random.byte())
                }
            }
        }
        return image
    }

    /// Random runs of every kind the deflater distinguishes: rows equal to the one above,
    /// flat fills, repeated pixels, repeated bytes, partial copies and noise.
    static func mixedRuns(width: Int, height: Int, seed: UInt64, opaque: Bool, stride: Int? = nil) -> PNGTestImage {
        var random = PNGTestRandom(seed: seed)
        var image = PNGTestImage(width: width, height: height, stride: stride, opaque: opaque, fill: 0)
        func pixel() -> UInt32 {
            opaque
                ? 0xFF00_0000 | UInt32(truncatingIfNeeded: random.next()) & 0xFF_FFFF
                : premultiplied(red: random.byte(), green: random.byte(), blue: random.byte(), alpha: random.byte())
        }
        for y in 0..<height {
            var x = 0
            while x < width {
                let run = 1 + Int(random.next() % 12)
                let kind = y > 0 ? random.next() % 5 : random.next() % 3
                let color = pixel()
                for column in x..<min(x + run, width) {
                    switch kind {
                    case 0: image[column, y] = color
                    case 1: image[column, y] = pixel()
                    case 2: image[column, y] = opaque ? 0xFF00_0000 | (color & 0xFF) * 0x01_0101 : 0
                    default: image[column, y] = image[column, y - 1]
                    }
                }
                x += run
            }
            if y > 0 && random.next() % 3 == 0 {
                for column in 0..<width { image[column, y] = image[column, y - 1] }
            }
        }
        return image
    }
}
