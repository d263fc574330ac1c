import Foundation
import TableLayout
import TablePixels
import TableRender
import TableShotTesting
import Testing

/// Fidelity of the modern looks against real iOS 16–18 renders (`../shared/modern-refs/`), as
/// `UIKitFidelityTests` does for iOS 12 and the classic look: renders each reference's spec, scores it outside
/// the text (whose stand-in fonts differ by design) and checks the insetGrouped geometry exactly with
/// `ModernGeometryProbe`. Scores have floors just below today's values; they are never pixel goldens. With
/// `FIDELITY_REPORT=1` it also writes `Docs/fidelity/modern/<name>.png` and `Docs/fidelity-modern.md`.
@Suite struct ModernFidelityTests {
    static let referenceDirectory = UIKitFidelityTests.referenceDirectory.appendingPathComponent("modern")

    @Test func modernFidelityAgainstUIKit() throws {
        let pipeline = try #require(Fixtures.pipeline)
        var results: [ModernFidelityResult] = []
        for reference in ModernFidelityReference.all {
            let result = try Self.measure(
                reference, png: Self.referenceDirectory.appendingPathComponent("\(reference.name).png"),
                spec: Self.referenceDirectory.appendingPathComponent("\(reference.name).json"), with: pipeline)
            print(result.summaryLine)
            result.assertScores()
            result.assertGeometry(knownIssuesIn: "ModernFidelityReference.all")
            if UIKitFidelityTests.writesReport {
                try result.writePanel(
                    to: UIKitFidelityTests.docsDirectory.appendingPathComponent("fidelity/modern/\(result.name).png"))
            }
            results.append(result)
        }
        if UIKitFidelityTests.writesReport {
            try Data(ModernFidelityReport.markdown(results).utf8).write(
                to: UIKitFidelityTests.docsDirectory.appendingPathComponent("fidelity-modern.md"))
        }
    }

    /// Scores our render of the spec at `spec` against the reference image at `png` (its table area from
    /// `reference.tableTop`) and checks the geometry.
    static func measure(
        _ reference: ModernFidelityReference, png pngFile: URL, spec specFile: URL, with pipeline: RenderPipeline
    ) throws -> ModernFidelityResult {
        let png = try Data(contentsOf: pngFile)
        let spec = try Data(contentsOf: specFile)
        let image = try #require(DecodedImage(png: [UInt8](png)), "\(reference.name).png is not a PNG")
        let table = image.cropped(rows: reference.tableTop..<image.height)
        let output = try pipeline.render(json: [UInt8](spec))
        let ours = try #require(DecodedImage(png: output.png))
        let mask = PixelMask.text(of: output.tree, width: ours.width, height: ours.height)
        let score = try #require(
            FidelityScore(
                reference: table, actual: ours, excluding: mask, ssimDownsampling: output.tree.scale),
            "\(reference.name): widths \(table.width) ≠ \(ours.width)")
        let overlap = 0..<score.height
        let settings = reference.settings(width: ours.width, scale: output.tree.scale)
        let checks = ModernGeometryComparison.checks(
            reference: ModernGeometryProbe(image: table.cropped(rows: overlap), settings: settings),
            ours: ModernGeometryProbe(image: ours.cropped(rows: overlap), settings: settings))
        return ModernFidelityResult(reference: reference, table: table, ours: ours, score: score, checks: checks)
    }
}
