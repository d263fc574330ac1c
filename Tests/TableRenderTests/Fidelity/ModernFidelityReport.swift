import Foundation
import TableShotTesting

/// `Docs/fidelity-modern.md`, written by `ModernFidelityTests` under `FIDELITY_REPORT=1`.
enum ModernFidelityReport {
    static func markdown(_ results: [ModernFidelityResult]) -> String {
        var lines = [
            "# Fidelity of the modern looks",
            "",
            "Each reference is a real iOS 16–18 or iOS 26 render of a SwiftUI `List`/`Form` in the insetGrouped style (sources "
                + "and licences in [`Tests/Fixtures/reference/modern/README.md`]"
                + "(../Tests/Fixtures/reference/modern/README.md)), rendered by TableShot from the spec beside it "
                + "(`Tests/Fixtures/reference/modern/<name>.json`). The reference's table area starts at the row its "
                + "entry in `ModernFidelityReference.all` names (what is above it, bars, large titles and content the "
                + "spec cannot draw, is cut off); only the rows both images have are compared. The iOS 12 and classic "
                + "references are in [fidelity.md](fidelity.md).",
            "",
            "- **Outside text**: the scores leave out every text of our layout tree (each label's frame widened by "
                + "8 pt and 2 pt), since Inter stands in for San Francisco by design; the share left out is given.",
            "- **Pixel share**: unmasked device pixels whose largest RGB channel difference is at most 16.",
            "- **SSIM**: mean structural similarity on Rec. 601 luma at one pixel per point (@3x images averaged "
                + "over 3 × 3 blocks), 11 × 11 Gaussian window (σ = 1.5), C1 = (0.01·255)², C2 = (0.03·255)², over "
                + "the window positions with no masked pixel.",
            "- **Geometry** (`ModernGeometryProbe`), every check **exact to the device pixel** (no tolerance): the "
                + "sections (rows where fewer than half the pixels are the background colour; the first one's top "
                + "from the crop, each other's gap below the previous one; height; the columns within 3 levels of the "
                + "cell colour), each closed corner's profile (per row from the edge row, the first x within 3 levels "
                + "of the cell colour, measured from the section's edge column, until it reaches 0, as in "
                + "modern-metrics §3), the separators of each section (runs of rows holding one colour over a third "
                + "of the width, cell colour above and below: offset from the section top, thickness, each row's "
                + "colour composite, columns, and the row pitch), and in every row the accessory (the rightmost ink "
                + "cluster, more than 20 levels from both the cell and the background colour, starting within 50 pt "
                + "of the right edge: columns, rows from the row's top) with the knob of a switch (a cluster 30 pt "
                + "or wider: the knob-white run across its middle row and down its middle column). Light images "
                + "read #F2F2F7 / white, dark ones black / #1C1C1E; the RC renders are off-screen, white on white, "
                + "so only their separators are measured (from the crop's top).",
            "",
            "| image | outside text: pixel share (Δ ≤ 16) | SSIM | text masked | geometry passed / total | "
                + "reference · ours · diff |",
            "| --- | --- | --- | --- | --- | --- |",
        ]
        for result in results {
            let name = result.reference.name
            lines.append(
                "| `\(name)` | \(FidelityResult.decimal(result.score.pixelShare)) | "
                    + "\(FidelityResult.decimal(result.score.ssim)) | "
                    + "\(String(format: "%.1f", result.score.maskedShare * 100)) % | "
                    + "\(result.passedChecks) / \(result.checks.count) | [side by side](fidelity/modern/\(name).png) |")
        }
        lines += [
            "", "## Known geometry differences", "",
            "Checks that fail today because our layout or drawing differs (reference → ours, device pixels of the "
                + "crop). The test marks each as a known issue matched by its exact values, so any other value fails "
                + "and a fixed one is reported as stale.",
            "",
        ]
        lines += FidelityReportSection.knownDifferences(results) {
            "\($0.kind.rawValue) \($0.subject): \($0.reference) → \($0.ours)"
        }
        lines += ["", "## Images", ""]
        for result in results {
            lines += [
                "### `\(result.reference.name)`", "",
                "![\(result.reference.name)](fidelity/modern/\(result.reference.name).png)", "",
            ]
        }
        lines += handProbes + regenerating
        return lines.joined(separator: "\n")
    }

    /// The first, hand-made probes of HA18 (issue 12), kept for what the automated probe does not measure.
    private static let handProbes = [
        "## Hand probes (HA18)", "",
        "Measured by hand on `ha-ios18.2-gestures-value-rows-light-390pt-3x` before this test existed (points are "
            + "device pixels / 3; \"ink\" is any channel below 235 for the chevron, 150–200 for text). The automated "
            + "checks above cover the section, separator and chevron rows; the text rows stay here.",
        "",
        "| probe | iOS 18.2 (HA18) | TableShot | difference |",
        "| --- | --- | --- | --- |",
        "| header ink x; its baseline above the section | 40.67; 8.67 | 40.67; 8.67 | 0 |",
        "| title ink x; ink top below the row top | 41.33; 15.67 | 41.33; 15.33 | 0; −0.33 |",
        "| value text end | 331.67 | 326.33 | −5.33: our content–accessory padding is UIKit's 16 (DEC26); "
            + "SwiftUI's row leaves about 11 |",
        "",
    ]

    private static let regenerating = [
        "## Regenerating", "",
        "`FIDELITY_REPORT=1 swift test --filter Fidelity` renders every reference's spec, prints one score line per "
            + "image, and rewrites this page (and `fidelity.md`) with the side-by-side images in "
            + "`Docs/fidelity/modern/` (reference crop, our render, and the diff of their overlap with differing "
            + "pixels in red). Without `FIDELITY_REPORT` (as in CI) the test only checks the scores against their "
            + "floors and the geometry. Adding a reference is one entry in "
            + "`Tests/TableRenderTests/Fidelity/ModernFidelityReference.swift` (name, first table row, appearance, "
            + "floors) with the PNG, its spec and a README line in `Tests/Fixtures/reference/modern/`; record its "
            + "differences in `ModernKnownIssues.swift`. When a score rises, raise its floor to the new value minus "
            + "0.02; when a known difference is fixed, the test says so — remove it.",
        "",
    ]
}
