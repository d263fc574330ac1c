public import TablePixels

/// Pixel comparison of two renders, for golden-image tests: whether they match and a picture of where not.
public enum ImageDiff {
    /// The most regions a result lists (the largest ones); more would not help anyone read a diff.
    public static let maxRegions = 50

    /// Compares `actual` with `expected`.
    ///
    /// Per pixel (both images have it): equal RGBA words match outright. Otherwise both pixels are blended
    /// over white and compared by the YIQ delta of Kotsarenko & Ramos (`DiffOptions.threshold`), or by
    /// CIE94 ΔE when `DiffOptions.perceptualPrecision` is set. A pixel over the test is anti-aliasing, and
    /// not counted, when it sits on an intensity slope in either image (Vyšniauskas, as pixelmatch does;
    /// see `AntialiasingDetector`), unless `includeAntialiasing`.
    ///
    /// Sizes may differ: the comparison covers the larger extent, every pixel outside either image counts
    /// as differing, `sizeMismatch` says both sizes and `match` is false. The match rule otherwise is
    /// `DiffOptions`' (swift-snapshot-testing when `precision` or `perceptualPrecision` is set, else
    /// Playwright's limits when set, else no differing pixel). Zero-size images compare as empty canvases
    /// (two of them match). Negative sizes count as 0, and an image whose `rgba` holds fewer than
    /// `width × height × 4` bytes is read as the complete rows it holds (so it usually mismatches in
    /// size; the message gives the sizes compared). The caller caps each dimension: the work and memory
    /// are O(width × height) of the larger extent (the widest width by the tallest height), and an extent
    /// too large to address at all gives a 0 × 0 diff image with every pixel counted
    /// (`diffPixels == Int.max`, `diffRatio == 1`).
    ///
    /// Identical rows cost one `memcmp` and painting the faded picture; only unequal pixels get the color
    /// test, and only pixels over it the anti-aliasing test.
    public static func compare(
        expected: DecodedImage, actual: DecodedImage, options: DiffOptions = DiffOptions()
    ) -> ImageDiffResult {
        let checkedExpected = CheckedImage(expected)
        let checkedActual = CheckedImage(actual)
        let canvas = DiffCanvas(checkedExpected, checkedActual)
        let sameSize = checkedExpected.width == checkedActual.width && checkedExpected.height == checkedActual.height
        let mismatch =
            sameSize
            ? nil
            : "expected \(checkedExpected.width)×\(checkedExpected.height) px, "
                + "actual \(checkedActual.width)×\(checkedActual.height) px"
        guard let byteCount = CheckedImage.byteCount(width: canvas.width, height: canvas.height) else {
            return unaddressable(mismatch: mismatch)
        }
        var tally = DiffTally()
        let pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
            initialized = byteCount
            guard byteCount > 0, let base = buffer.baseAddress else { return }
            let painter = DiffImagePainter(output: UnsafeMutableRawPointer(base), width: canvas.width)
            var scanner = DiffScanner(test: PixelTest(options), canvas: canvas, painter: painter)
            withViews(checkedExpected, checkedActual, canvas) { scanner.scan(expected: $0, actual: $1) }
            tally = scanner.tally
        }
        let pixelCount = byteCount / 4
        return ImageDiffResult(
            match: mismatch == nil && options.accepts(diffPixels: tally.diffPixels, pixelCount: pixelCount),
            sizeMismatch: mismatch, diffPixels: tally.diffPixels, antialiasedPixels: tally.antialiasedPixels,
            diffRatio: pixelCount > 0 ? Double(tally.diffPixels) / Double(pixelCount) : 0,
            maxDelta: YIQColorDelta.normalised(tally.maxYIQDelta),
            regions: tally.regions.regions(limit: maxRegions),
            diffImage: DecodedImage(width: canvas.width, height: canvas.height, rgba: pixels))
    }

    /// Runs `body` with views of the images' common area, or with nils when there is none.
    private static func withViews(
        _ expected: CheckedImage, _ actual: CheckedImage, _ canvas: DiffCanvas,
        _ body: (PixelView?, PixelView?) -> Void
    ) {
        expected.rgba.withUnsafeBytes { expectedBytes in
            actual.rgba.withUnsafeBytes { actualBytes in
                guard canvas.hasOverlap, let expectedBase = expectedBytes.baseAddress,
                    let actualBase = actualBytes.baseAddress
                else { return body(nil, nil) }
                body(
                    PixelView(
                        base: expectedBase, stride: expected.width, width: canvas.overlapWidth,
                        height: canvas.overlapHeight),
                    PixelView(
                        base: actualBase, stride: actual.width, width: canvas.overlapWidth,
                        height: canvas.overlapHeight))
            }
        }
    }

    private static func unaddressable(mismatch: String?) -> ImageDiffResult {
        ImageDiffResult(
            match: false, sizeMismatch: mismatch, diffPixels: .max, antialiasedPixels: 0, diffRatio: 1, maxDelta: 0,
            regions: [], diffImage: DecodedImage(width: 0, height: 0, rgba: []))
    }
}
