internal import ArgumentParser
internal import TableDiff

/// The comparison knobs `test` and `diff` share, named as users know them from pixelmatch, Playwright
/// (`maxDiffPixels`, `maxDiffPixelRatio`) and swift-snapshot-testing (`precision`, `perceptualPrecision`).
struct DiffOptionFlags: ParsableArguments {
    @Option(help: "Per-pixel color distance in YIQ space, 0…1 (pixelmatch's threshold).")
    var threshold: Double = 0.1
    @Flag(help: "Count anti-aliased edge pixels as differences.")
    var includeAntialiasing = false
    @Option(help: "Match when at most this many pixels differ (Playwright).")
    var maxDiffPixels: Int?
    @Option(help: "Match when at most this share of pixels differ, 0…1 (Playwright).")
    var maxDiffPixelRatio: Double?
    @Option(help: "Share of pixels that must match, 0…1 (swift-snapshot-testing).")
    var precision: Double?
    @Option(help: "How close a pixel must be to match, 0…1 (swift-snapshot-testing).")
    var perceptualPrecision: Double?

    func validate() throws {
        guard (0...1).contains(threshold) else { throw ValidationError("--threshold must be between 0 and 1") }
        for (name, value) in [
            ("--max-diff-pixel-ratio", maxDiffPixelRatio), ("--precision", precision),
            ("--perceptual-precision", perceptualPrecision),
        ] {
            if let value, !(0...1).contains(value) { throw ValidationError("\(name) must be between 0 and 1") }
        }
        if let maxDiffPixels, maxDiffPixels < 0 { throw ValidationError("--max-diff-pixels must not be negative") }
    }

    var options: DiffOptions {
        DiffOptions(
            threshold: threshold, includeAntialiasing: includeAntialiasing, maxDiffPixels: maxDiffPixels,
            maxDiffPixelRatio: maxDiffPixelRatio, precision: precision, perceptualPrecision: perceptualPrecision)
    }
}
