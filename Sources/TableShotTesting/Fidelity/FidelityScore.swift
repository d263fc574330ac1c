public import TablePixels
internal import TableRender

/// How close a render comes to a reference screenshot, over the rows both
/// images have (the top `min(height)` rows; widths must agree).
///
/// - `pixelShare`: the share of compared pixels whose largest RGB channel
///   difference is at most `channelTolerance` (alpha ignored).
/// - `ssim`: mean structural similarity of the lumas (`StructuralSimilarity`).
public struct FidelityScore: Sendable {
    /// Share of pixels within `channelTolerance` (0…1).
    public let pixelShare: Double
    /// Mean SSIM on luma (−1…1; 1 for identical lumas).
    public let ssim: Double
    /// The per-channel tolerance `pixelShare` used.
    public let channelTolerance: Int
    /// Compared width in pixels.
    public let width: Int
    /// Compared height in pixels: the overlap of the two images.
    public let height: Int
    /// The share of the overlap left out by the mask (0 without one).
    public let maskedShare: Double
    /// How many device pixels along each side one SSIM pixel averages (1: SSIM at device pixels).
    public let ssimDownsampling: Int

    /// The tolerance the fidelity report uses: a largest channel delta of 16.
    public static let defaultChannelTolerance = 16

    /// Scores `actual` against `reference`; `nil` when their widths differ or
    /// the overlap is smaller than the SSIM window. With a `mask` (as wide as
    /// the images), the pixel share counts only unmasked pixels and SSIM only
    /// windows without a masked pixel. With `ssimDownsampling` n > 1, SSIM
    /// compares the images shrunk to one pixel per n × n block (block means;
    /// a block is masked when any of its pixels is): one point per pixel for an
    /// @n image, so the window covers the same points at every scale.
    public init?(
        reference: DecodedImage, actual: DecodedImage, channelTolerance: Int = Self.defaultChannelTolerance,
        similarity: StructuralSimilarity = .standard, excluding mask: PixelMask? = nil, ssimDownsampling: Int = 1
    ) {
        guard reference.width == actual.width else { return nil }
        let rows = min(reference.height, actual.height)
        let expected = reference.cropped(rows: 0..<rows)
        let ours = actual.cropped(rows: 0..<rows)
        let small = (expected.downsampled(by: ssimDownsampling), ours.downsampled(by: ssimDownsampling))
        let mean =
            mask.map { similarity.mean(small.0, small.1, excluding: $0.downsampled(by: ssimDownsampling)) }
            ?? similarity.mean(small.0, small.1)
        guard let ssim = mean else { return nil }
        self.ssimDownsampling = ssimDownsampling
        self.ssim = ssim
        pixelShare = Self.pixelShare(expected, ours, channelTolerance: channelTolerance, excluding: mask)
        maskedShare = mask?.share(rows: rows) ?? 0
        self.channelTolerance = channelTolerance
        width = reference.width
        height = rows
    }

    /// The share of pixels of two same-size images whose largest RGB channel
    /// difference is at most `channelTolerance`.
    public static func pixelShare(
        _ first: DecodedImage, _ second: DecodedImage, channelTolerance: Int, excluding mask: PixelMask? = nil
    ) -> Double {
        let pixels = min(first.width * first.height, second.width * second.height)
        var within = 0
        var counted = 0
        first.rgba.withUnsafeBufferPointer { a in
            second.rgba.withUnsafeBufferPointer { b in
                for pixel in 0..<pixels {
                    if let mask, mask.isMasked(x: pixel % mask.width, y: pixel / mask.width) { continue }
                    counted += 1
                    let offset = pixel * 4
                    let delta = max(
                        abs(Int(a[offset]) - Int(b[offset])), abs(Int(a[offset + 1]) - Int(b[offset + 1])),
                        abs(Int(a[offset + 2]) - Int(b[offset + 2])))
                    if delta <= channelTolerance { within += 1 }
                }
            }
        }
        return counted > 0 ? Double(within) / Double(counted) : 1
    }
}
