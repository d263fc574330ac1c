import TableShotTesting

@testable import TableRender

/// A Cairo-style ARGB32 pixel buffer (native-endian words, premultiplied alpha) with
/// an arbitrary stride; bytes past each row's pixels hold junk the encoder must ignore.
struct PNGTestImage {
    let width: Int
    let height: Int
    /// Bytes per row, at least `width × 4`.
    let stride: Int
    /// Whether every pixel has alpha 255 (the `opaque` flag passed to the encoder).
    var opaque: Bool
    private(set) var bytes: [UInt8]

    /// An image filled with `fill`; padding bytes after each row are `0xA5`.
    init(width: Int, height: Int, stride: Int? = nil, opaque: Bool = true, fill: UInt32 = 0xFFFF_FFFF) {
        self.width = width
        self.height = height
        self.stride = stride ?? width * 4
        self.opaque = opaque
        bytes = [UInt8](repeating: 0xA5, count: self.stride * height)
        for y in 0..<height {
            for x in 0..<width { self[x, y] = fill }
        }
    }

    /// The ARGB32 word at (`x`, `y`).
    subscript(x: Int, y: Int) -> UInt32 {
        get { bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self) } }
        set {
            bytes.withUnsafeMutableBytes {
                $0.storeBytes(of: newValue, toByteOffset: y * stride + x * 4, as: UInt32.self)
            }
        }
    }

    /// Fills the rectangle with `color`, clipped to the image.
    mutating func fill(x: Int, y: Int, width: Int, height: Int, _ color: UInt32) {
        for row in (y..<max(y + height, y)).clamped(to: 0..<self.height) {
            for column in (x..<max(x + width, x)).clamped(to: 0..<self.width) { self[column, row] = color }
        }
    }

    /// The same pixels with a different stride (and different junk in the padding).
    func restrided(_ newStride: Int, junk: UInt8 = 0x3C) -> PNGTestImage {
        var copy = PNGTestImage(width: width, height: height, stride: newStride, opaque: opaque)
        copy.bytes = [UInt8](repeating: junk, count: newStride * height)
        for y in 0..<height {
            for x in 0..<width { copy[x, y] = self[x, y] }
        }
        return copy
    }

    /// Runs our encoder on the buffer: with the defaults, as `PNGEncoder.encode` does.
    func encoded(maxChunkLength: Int = PNGEncoder.maxPNGChunkLength, stripCount: Int? = nil, threads: Int? = nil)
        -> [UInt8]
    {
        let options = PNGEncoder.Options(maxChunkLength: maxChunkLength, stripCount: stripCount, threads: threads)
        return withPixels {
            PNGEncoder.encode(
                pixels: $0.base, width: width, height: height, stride: stride, opaque: opaque, options: options)
        }
    }

    /// Calls `body` with the buffer as the encoder sees it.
    func withPixels<Result>(_ body: (PNGPixels) -> Result) -> Result {
        bytes.withUnsafeBytes { buffer in
            body(PNGPixels(base: buffer.baseAddress!, width: width, height: height, stride: stride, opaque: opaque))
        }
    }

    /// Packs an ARGB32 word from straight (non-premultiplied) components, premultiplying
    /// with rounding, so that every channel is at most alpha (valid Cairo data).
    static func premultiplied(red: Int, green: Int, blue: Int, alpha: Int) -> UInt32 {
        func scaled(_ channel: Int) -> UInt32 { UInt32((channel * alpha + 127) / 255) }
        return UInt32(alpha) << 24 | scaled(red) << 16 | scaled(green) << 8 | scaled(blue)
    }

    /// An opaque color from 0xRRGGBB.
    static func rgb(_ hex: UInt32) -> UInt32 { 0xFF00_0000 | hex }
}

/// The seeded generator of the test images, so every one is the same on every run.
struct PNGTestRandom: RandomNumberGenerator {
    private var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    mutating func next() -> UInt64 { generator.next() }

    mutating func byte() -> Int { Int(next() & 0xFF) }
}
