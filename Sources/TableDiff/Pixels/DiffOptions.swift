/// How `ImageDiff` decides whether a pixel differs and whether two images match.
///
/// Two families of knobs, after the tools golden tests usually come from:
/// - pixelmatch / Playwright (`threshold`, `includeAntialiasing`, `maxDiffPixels`, `maxDiffPixelRatio`);
/// - swift-snapshot-testing (`precision`, `perceptualPrecision`).
///
/// Setting `precision` or `perceptualPrecision` switches the match rule to swift-snapshot-testing's;
/// see `ImageDiff.compare(expected:actual:options:)` for the exact rules. Values outside 0…1 are clamped,
/// NaN counts as the default (or as unset for the optional ones).
public struct DiffOptions: Sendable, Equatable, Codable {
    /// Per-pixel color distance in YIQ space, 0…1 (pixelmatch's `threshold`, default 0.1): a pixel differs
    /// when its YIQ delta exceeds `35215 × threshold²`, i.e. when its normalised delta
    /// (`ImageDiffResult.maxDelta`'s scale) is above `threshold`.
    public var threshold: Double = 0.1
    /// Count anti-aliased pixels as differences (default false: they are detected, painted yellow and not
    /// counted). When true, detection is skipped (as pixelmatch's `includeAA`): every pixel over the
    /// per-pixel test counts, and `ImageDiffResult.antialiasedPixels` is 0.
    public var includeAntialiasing: Bool = false
    /// Playwright: the images match if at most this many pixels differ.
    public var maxDiffPixels: Int? = nil
    /// Playwright: …and at most this share of the pixels (0…1).
    public var maxDiffPixelRatio: Double? = nil
    /// swift-snapshot-testing: the share of pixels that must match (0…1; 1 = all).
    public var precision: Double? = nil
    /// swift-snapshot-testing: how close a pixel must be to count as matching (0…1; 1 = exactly).
    ///
    /// A pixel matches when its CIE94 color difference ΔE*94 (graphic-arts weights, the expected pixel as
    /// the reference; both pixels blended over white and converted from sRGB to CIELAB with the D65 white)
    /// is at most `(1 − perceptualPrecision) × 100`. swift-snapshot-testing uses Core Image's
    /// `CILabDeltaE`, which reports ΔE 1994 values, so 0.98 here means what it means there
    /// (ΔE ≤ 2, about one just-noticeable difference). When set, this replaces `threshold` as the
    /// per-pixel test; anti-aliased pixels are still excluded unless `includeAntialiasing`.
    public var perceptualPrecision: Double? = nil

    public init(
        threshold: Double = 0.1, includeAntialiasing: Bool = false, maxDiffPixels: Int? = nil,
        maxDiffPixelRatio: Double? = nil, precision: Double? = nil, perceptualPrecision: Double? = nil
    ) {
        self.threshold = threshold
        self.includeAntialiasing = includeAntialiasing
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
    }

    private enum CodingKeys: String, CodingKey {
        case threshold, includeAntialiasing, maxDiffPixels, maxDiffPixelRatio, precision, perceptualPrecision
    }

    /// Decodes with every key optional: a missing key keeps its default.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        threshold = try container.decodeIfPresent(Double.self, forKey: .threshold) ?? 0.1
        includeAntialiasing = try container.decodeIfPresent(Bool.self, forKey: .includeAntialiasing) ?? false
        maxDiffPixels = try container.decodeIfPresent(Int.self, forKey: .maxDiffPixels)
        maxDiffPixelRatio = try container.decodeIfPresent(Double.self, forKey: .maxDiffPixelRatio)
        precision = try container.decodeIfPresent(Double.self, forKey: .precision)
        perceptualPrecision = try container.decodeIfPresent(Double.self, forKey: .perceptualPrecision)
    }
}
