import Foundation
import TableShotTesting

/// `Docs/fidelity-swiftui.md`, written by `SwiftUIFidelityTests` under `FIDELITY_REPORT=1`.
enum SwiftUIFidelityReport {
    static func markdown(_ results: [(entry: SwiftUIFidelityReference, result: ModernFidelityResult)]) -> String {
        var lines = [
            "# Fidelity of `\"framework\": \"swiftUI\"`",
            "",
            "Each reference is a real iOS 18.2 or iOS 26 render of a SwiftUI `List`/`Form` (390 pt @3x, Medium; "
                + "sources and licences in [`Tests/Fixtures/reference/swiftui/README.md`]"
                + "(../Tests/Fixtures/reference/swiftui/README.md)), rendered by TableShot from a "
                + "`\"framework\": \"swiftUI\"` spec written with SwiftUI's elements "
                + "(`Tests/Fixtures/reference/swiftui/<name>.json`). The measures are the modern report's "
                + "([fidelity-modern.md](fidelity-modern.md), which renders the same kind of screens as UIKit "
                + "tables): pixel agreement and SSIM outside text (Inter stands in for San Francisco, so every text "
                + "is masked), and the geometry of sections, corners, separators, row pitch and accessories "
                + "(chevrons, switches and their knobs) **exact to the device pixel**. Screens marked *kept aside* "
                + "are the ones issue 29 keeps to check the work: nothing was measured or calibrated on them.",
            "",
            "Text widths are reported apart, in [fidelity-text.md](fidelity-text.md): the same strings set in the "
                + "stand-in against San Francisco on real screens.",
            "",
            "| image | use | geometry exact | outside text: pixel share (Δ ≤ 16) | SSIM | text masked | "
                + "reference · ours · diff |",
            "| --- | --- | --- | --- | --- | --- | --- |",
        ]
        for (entry, result) in results {
            let name = entry.reference.name
            let failed = result.checks.count - result.passedChecks
            let geometry =
                failed == 0
                ? "pass (\(result.checks.count) / \(result.checks.count))"
                : "\(failed) known difference\(failed == 1 ? "" : "s") (\(result.passedChecks) / "
                    + "\(result.checks.count))"
            lines.append(
                "| `\(name)` | \(entry.keptAside ? "kept aside: check only" : "calibration") | \(geometry) | "
                    + "\(FidelityResult.decimal(result.score.pixelShare)) | "
                    + "\(FidelityResult.decimal(result.score.ssim)) | "
                    + "\(String(format: "%.1f", result.score.maskedShare * 100)) % | "
                    + "[side by side](fidelity/swiftui/\(name).png) |")
        }
        lines += [
            "", "## Known geometry differences", "",
            "Checks that fail today because our layout or drawing differs (reference → ours, device pixels of the "
                + "crop); the test matches each by its exact values, so any other value fails and a fixed one is "
                + "reported as stale.",
            "",
        ]
        lines += FidelityReportSection.knownDifferences(results.map(\.result)) {
            "\($0.kind.rawValue) \($0.subject): \($0.reference) → \($0.ours)"
        }
        lines += ["", "## Images", ""]
        for (entry, _) in results {
            let name = entry.reference.name
            lines += ["### `\(name)`", "", "![\(name)](fidelity/swiftui/\(name).png)", ""]
        }
        lines += [
            "## Regenerating", "",
            "`FIDELITY_REPORT=1 swift test --filter SwiftUIFidelity` rewrites this page and the side-by-side "
                + "images in `Docs/fidelity/swiftui/`. Adding a reference is one entry in "
                + "`Tests/TableRenderTests/Fidelity/SwiftUIFidelityReference.swift` with the PNG, its spec and a "
                + "README line in `Tests/Fixtures/reference/swiftui/`.",
            "",
        ]
        return lines.joined(separator: "\n")
    }
}
