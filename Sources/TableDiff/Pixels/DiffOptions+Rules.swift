extension DiffOptions {
    /// Whether `diffPixels` differing pixels out of `pixelCount` pass (sizes being equal).
    ///
    /// - `precision` or `perceptualPrecision` set: swift-snapshot-testing, matching pixels over all pixels
    ///   ≥ `precision` (default 1). The Playwright limits are then ignored.
    /// - else `maxDiffPixels` or `maxDiffPixelRatio` set: Playwright, `diffPixels ≤ maxDiffPixels` and
    ///   `diffRatio ≤ maxDiffPixelRatio`; a limit left unset does not constrain (as in Playwright, where
    ///   only a ratio means "at most ratio × pixels").
    /// - else pixelmatch: no pixel may differ.
    func accepts(diffPixels: Int, pixelCount: Int) -> Bool {
        let ratio = pixelCount > 0 ? Double(diffPixels) / Double(pixelCount) : 0
        let precision = Self.number(precision)
        if precision != nil || Self.number(perceptualPrecision) != nil {
            let required = Self.unit(precision, orIfUnset: 1)
            return pixelCount == 0 || Double(pixelCount - diffPixels) / Double(pixelCount) >= required
        }
        let ratioLimit = Self.number(maxDiffPixelRatio)
        if maxDiffPixels != nil || ratioLimit != nil {
            return diffPixels <= max(0, maxDiffPixels ?? .max) && ratio <= Self.unit(ratioLimit, orIfUnset: 1)
        }
        return diffPixels == 0
    }

    /// The largest YIQ delta (squared, unnormalised) a pixel may have and still match.
    var maxYIQDelta: Double {
        let unitThreshold = Self.unit(threshold, orIfUnset: DiffOptions().threshold)
        return YIQColorDelta.maximum * unitThreshold * unitThreshold
    }

    /// The largest CIE94 ΔE a pixel may have and still match, when `perceptualPrecision` is set.
    var maxPerceptualDelta: Double? {
        guard let perceptualPrecision = Self.number(perceptualPrecision) else { return nil }
        return (1 - Self.unit(perceptualPrecision, orIfUnset: 1)) * PerceptualDelta.maximum
    }

    /// `value`, or nil when it is NaN (which counts as unset).
    private static func number(_ value: Double?) -> Double? {
        value.flatMap { $0.isNaN ? nil : $0 }
    }

    /// `value` clamped to 0…1; `fallback` when it is nil or NaN.
    private static func unit(_ value: Double?, orIfUnset fallback: Double) -> Double {
        guard let value, !value.isNaN else { return fallback }
        return min(max(value, 0), 1)
    }
}
