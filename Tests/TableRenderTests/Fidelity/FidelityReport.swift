import TableShotTesting

/// `Docs/fidelity.md`, written by `UIKitFidelityTests` under `FIDELITY_REPORT=1`.
enum FidelityReport {
    static func markdown(_ results: [FidelityResult]) -> String {
        var lines = [
            "# Fidelity against real UIKit",
            "",
            "Each flat reference is a real iOS 12.1 screenshot (320 pt @2x; sources and licenses in "
                + "[`Tests/Fixtures/reference/README.md`](../Tests/Fixtures/reference/README.md)), rendered by "
                + "TableShot from the spec beside it (`Tests/Fixtures/reference/<name>.json`, `ios: \"12\"`). "
                + "The reference's table area is the screenshot below its top 40 px (the status bar, or for "
                + "`pf-*` the 20 pt content inset); only the rows both images have are compared. The modern "
                + "looks (iOS 16–18 and iOS 26, light and dark) have their own report: "
                + "[fidelity-modern.md](fidelity-modern.md).",
            "",
            "- **Pixel share**: pixels whose largest RGB channel difference is at most 16.",
            "- **SSIM**: mean structural similarity on Rec. 601 luma, 11 × 11 Gaussian window (σ = 1.5), "
                + "C1 = (0.01·255)², C2 = (0.03·255)², valid window positions only.",
            "- **Geometry**: exact, to the device pixel: every separator row (all of x = 400…630 is #C8C7CC) "
                + "and its left inset, the ink box of each accessory (pixels more than 16 away from white, "
                + "right of x = 480), and the #F7F7F7 header / #EFEFF4 gap bands.",
            "- **Classic references** (`classic/…`: iOS 5 at 1x, 320 pt, the spec at `ios: \"6\"`; the top "
                + "64 px of status and navigation bar are not compared). Geometry: each rounded group's rows "
                + "(top border to the highlight under it), its border columns, every etched line (#CACACA) and "
                + "highlight (#FDFDFD) row at x = 14 pt, the pinstripe's light-stripe columns, and each "
                + "corner's outline profile (per row, the x where the outline's accumulated darkening reaches "
                + "half the border's).",
            "",
            "Text differs by design (Inter stands in for San Francisco), and the `jr-*` tint went through the Mac's "
                + "color management (#007AFF shows as about (46,125,246)), so blue accessories count as differing "
                + "pixels although their geometry is checked exactly; the pixel scores cannot reach 1.",
            "",
            "| image | pixel share (Δ ≤ 16) | SSIM | geometry passed / total | reference · ours · diff |",
            "| --- | --- | --- | --- | --- |",
        ]
        for result in results {
            let name = result.reference.name
            lines.append(
                "| `\(name)` | \(FidelityResult.decimal(result.score.pixelShare)) | "
                    + "\(FidelityResult.decimal(result.score.ssim)) | \(result.passedChecks) / \(result.checks.count) | "
                    + "[side by side](fidelity/\(name).png) |")
        }
        lines += [
            "", "## Known geometry differences", "",
            "Checks that fail today because our layout or drawing differs from UIKit's (reference → ours, in "
                + "device pixels of the table crop). The test marks each as a known issue matched by its exact "
                + "values, so any other value fails, and a fixed one is reported as stale.",
            "",
        ]
        lines += FidelityReportSection.knownDifferences(results) { "\($0.subject): \($0.reference) → \($0.ours)" }
        lines += [
            "", "## Images", "",
        ]
        for result in results {
            lines += [
                "### `\(result.reference.name)`", "",
                "![\(result.reference.name)](fidelity/\(result.reference.name).png)", "",
            ]
        }
        lines += [
            "## Regenerating",
            "",
            "`FIDELITY_REPORT=1 swift test --filter Fidelity` renders every reference's spec, prints one score "
                + "line per image, and rewrites this page and the side-by-side images in `Docs/fidelity/` "
                + "(reference crop, our render, and the diff of their overlap with differing pixels in red). "
                + "Without `FIDELITY_REPORT` (as in CI) the same test only checks the scores against their floors "
                + "and the geometry, and writes nothing. When a score rises, raise its floor in "
                + "`Tests/TableRenderTests/Fidelity/FidelityReference.swift` to the new value minus 0.02; when a "
                + "known geometry difference is fixed, the test says so — remove it from the same file.",
            "",
        ]
        return lines.joined(separator: "\n")
    }
}
