public import TablePixels
internal import TableRender

/// The picture in the fidelity report: the reference crop, our render and a
/// diff of their overlap, side by side on a gray ground.
public enum FidelityPanel {
    /// The ground between and below the three images.
    public static let ground = PixelColor(hex: 0x808080)

    /// `reference | ours | diff`, `gap` pixels apart. The diff is
    /// `PixelDiff`'s picture of the overlapping rows: the reference faded to
    /// gray, pixels beyond `channelTolerance` in red.
    public static func sideBySide(
        reference: DecodedImage, ours: DecodedImage,
        channelTolerance: Int = FidelityScore.defaultChannelTolerance, gap: Int = 16
    ) -> DecodedImage {
        let rows = min(reference.height, ours.height)
        let diff =
            PixelDiff(
                expected: reference.cropped(rows: 0..<rows), actual: ours.cropped(rows: 0..<rows),
                channelTolerance: channelTolerance)?.image ?? .filled(width: ours.width, height: rows, with: ground)
        let parts = [reference, ours, diff]
        let width = parts.map(\.width).reduce(0, +) + gap * (parts.count - 1)
        var panel = DecodedImage.filled(width: width, height: parts.map(\.height).max() ?? 0, with: ground)
        var x = 0
        for part in parts {
            panel.draw(part, atX: x, y: 0)
            x += part.width + gap
        }
        return panel
    }
}
