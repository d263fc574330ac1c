public import TablePixels

/// What `ImageDiff.compare(expected:actual:options:)` found.
public struct ImageDiffResult: Sendable, Equatable {
    /// Whether the images match under the options' rule (always false when the sizes differ).
    public var match: Bool
    /// When the sizes differ: "expected 640×480 px, actual 640×500 px" (then `match` is false; not an error).
    public var sizeMismatch: String?
    /// Pixels counted as different: over the per-pixel test and not excused as anti-aliasing, plus, when
    /// the sizes differ, every pixel of the larger canvas outside one of the images.
    public var diffPixels: Int
    /// Pixels over the per-pixel test that were excused as anti-aliasing (0 with `includeAntialiasing`).
    public var antialiasedPixels: Int
    /// `diffPixels` / pixels compared (those of the larger canvas when sizes differ; 0 for an empty canvas).
    public var diffRatio: Double
    /// The largest per-pixel YIQ delta over the pixels both images have, normalised 0…1 on `threshold`'s
    /// scale: `√(delta / 35215)`, so a pixel exceeds `threshold` exactly when its value here does. 0 when
    /// identical; it includes pixels excused as anti-aliasing.
    public var maxDelta: Double
    /// Bounding boxes of the differing areas, largest (most differing pixels) first, at most
    /// `ImageDiff.maxRegions`. Differing pixels at most 5 px apart both horizontally and vertically (so at
    /// most 4 clean pixels between them) are in the same area, and so on transitively.
    public var regions: [DiffRegion]
    /// The diff picture, canvas-sized and opaque: unchanged pixels as the expected image's luma faded toward
    /// white, differing pixels red (255, 0, 0), anti-aliased pixels yellow (255, 255, 0).
    public var diffImage: DecodedImage

    public init(
        match: Bool, sizeMismatch: String?, diffPixels: Int, antialiasedPixels: Int, diffRatio: Double,
        maxDelta: Double, regions: [DiffRegion], diffImage: DecodedImage
    ) {
        self.match = match
        self.sizeMismatch = sizeMismatch
        self.diffPixels = diffPixels
        self.antialiasedPixels = antialiasedPixels
        self.diffRatio = diffRatio
        self.maxDelta = maxDelta
        self.regions = regions
        self.diffImage = diffImage
    }
}
