public import TableRender

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

    /// The tolerance the fidelity report uses: a largest channel delta of 16.
    public static let defaultChannelTolerance = 16

    /// Scores `actual` against `reference`; `nil` when their widths differ or
    /// the overlap is smaller than the SSIM window.
    public init?(
        reference: DecodedImage, actual: DecodedImage, channelTolerance: Int = Self.defaultChannelTolerance,
        similarity: StructuralSimilarity = .standard
    ) {
        guard reference.width == actual.width else { return nil }
        let rows = min(reference.height, actual.height)
        let expected = reference.cropped(rows: 0..<rows)
        let ours = actual.cropped(rows: 0..<rows)
        guard let ssim = similarity.mean(expected, ours) else { return nil }
        self.ssim = ssim
        pixelShare = Self.pixelShare(expected, ours, channelTolerance: channelTolerance)
        self.channelTolerance = channelTolerance
        width = reference.width
        height = rows
    }

    /// The share of pixels of two same-size images whose largest RGB channel
    /// difference is at most `channelTolerance`.
    public static func pixelShare(_ first: DecodedImage, _ second: DecodedImage, channelTolerance: Int) -> Double {
        let pixels = min(first.width * first.height, second.width * second.height)
        guard pixels > 0 else { return 1 }
        var within = 0
        first.rgba.withUnsafeBufferPointer { a in
            second.rgba.withUnsafeBufferPointer { b in
                for pixel in 0..<pixels {
                    let offset = pixel * 4
                    let delta = max(
                        abs(Int(a[offset]) - Int(b[offset])), abs(Int(a[offset + 1]) - Int(b[offset + 1])),
                        abs(Int(a[offset + 2]) - Int(b[offset + 2])))
                    if delta <= channelTolerance { within += 1 }
                }
            }
        }
        return Double(within) / Double(pixels)
    }
}
