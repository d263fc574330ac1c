/// Encodes Cairo ARGB32 pixels (native-endian 32-bit words, premultiplied alpha) as a PNG file.
///
/// Built for table screenshots: flat colors, many rows equal to the row above, some
/// antialiased text (see perf-notes.md). Each row is converted and filtered "up" in
/// one pass (`PNGScanlineFilter`) and deflated by a run-only, fixed-Huffman deflater
/// (`RunLengthDeflater`); rows equal to the row above are skipped with `memcmp`. Large
/// images are cut into strips of rows (`PNGStripLayout`, from the image's size alone)
/// that are deflated on several threads and concatenated, as pigz does (`PNGStrip`).
/// No shared state: the output depends only on the input pixels.
public enum PNGEncoder {
    /// - Parameters: pixels: base address of the first row; width/height in pixels; stride: bytes per row;
    ///   opaque: true when every pixel has alpha 255 (write 8-bit RGB, color type 2), false → 8-bit RGBA (color type 6, un-premultiplied).
    /// - Returns: the PNG file, or an empty array when `width` or `height` is not in
    ///   1...2³¹−1 (PNG cannot represent such an image).
    /// - Precondition: `stride` ≥ `width` × 4.
    public static func encode(pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, opaque: Bool) -> [UInt8] {
        encode(pixels: pixels, width: width, height: height, stride: stride, opaque: opaque, options: Options())
    }

    /// The largest length a PNG chunk may declare (PNG spec §5.3).
    static let maxPNGChunkLength = Int(Int32.max)

    /// Knobs for tests; the defaults are what `encode` uses.
    struct Options {
        /// IDAT chunks hold at most this many bytes (tests use small values to exercise the split).
        var maxChunkLength = PNGEncoder.maxPNGChunkLength
        /// How many strips, instead of the layout for the image's size.
        var stripCount: Int?
        /// How many threads may encode strips at once (default: one per strip).
        var threads: Int?
    }

    /// `encode` with `options`.
    static func encode(
        pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, opaque: Bool, options: Options
    ) -> [UInt8] {
        precondition((1...maxPNGChunkLength).contains(options.maxChunkLength), "PNGEncoder: invalid chunk length")
        guard
            let plan = plan(
                pixels: pixels, width: width, height: height, stride: stride, opaque: opaque,
                stripCount: options.stripCount)
        else { return [] }
        PNGStripRunner.encode(plan.strips, from: plan.image, threads: options.threads ?? plan.strips.count)
        return plan.file(maxChunkLength: options.maxChunkLength)
    }

    /// The strips to encode `pixels` in (`PNGStripPlan`), or `nil` when `width` or `height` is not in 1...2³¹−1.
    /// - Precondition: `stride` ≥ `width` × 4.
    static func plan(
        pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, opaque: Bool, stripCount: Int? = nil
    ) -> PNGStripPlan? {
        let dimensions = 1...maxPNGChunkLength
        guard dimensions.contains(width), dimensions.contains(height) else { return nil }
        precondition(stride >= width * 4, "PNGEncoder: stride is smaller than a row of pixels")
        return PNGStripPlan(
            image: PNGPixels(base: pixels, width: width, height: height, stride: stride, opaque: opaque),
            stripCount: stripCount)
    }
}
