import Foundation
import TablePixels
import TableRender
import TableShotTesting
import Testing

/// Fidelity against real UIKit (iOS 12.1 screenshots, `../shared/uikit-refs/`):
/// renders each reference's spec, scores it against the screenshot's table
/// area (pixel share within a channel delta of 16, SSIM on luma) and checks
/// the non-text geometry exactly. Scores are reported, with floors just below
/// today's values; they are never pixel goldens. With `FIDELITY_REPORT=1` it
/// also writes `Docs/fidelity/<name>.png` and `Docs/fidelity.md`.
@Suite struct UIKitFidelityTests {
    static let referenceDirectory = Fixtures.repositoryRoot.appendingPathComponent("Tests/Fixtures/reference")
    static let docsDirectory = Fixtures.repositoryRoot.appendingPathComponent("Docs")
    static var writesReport: Bool { ProcessInfo.processInfo.environment["FIDELITY_REPORT"] == "1" }

    @Test func fidelityAgainstUIKit() throws {
        let pipeline = try #require(Fixtures.pipeline)
        var results: [FidelityResult] = []
        for reference in FidelityReference.all {
            let result = try measure(reference, with: pipeline)
            print(result.summaryLine)
            result.assertScores()
            result.assertGeometry(knownIssuesIn: "FidelityReference.all")
            if Self.writesReport {
                try result.writePanel(to: Self.docsDirectory.appendingPathComponent("fidelity/\(result.name).png"))
            }
            results.append(result)
        }
        if Self.writesReport {
            try Data(FidelityReport.markdown(results).utf8).write(
                to: Self.docsDirectory.appendingPathComponent("fidelity.md"))
        }
    }

    private func measure(_ reference: FidelityReference, with pipeline: RenderPipeline) throws -> FidelityResult {
        let png = try Data(contentsOf: Self.referenceDirectory.appendingPathComponent("\(reference.name).png"))
        let spec = try Data(contentsOf: Self.referenceDirectory.appendingPathComponent("\(reference.name).json"))
        let screenshot = try #require(DecodedImage(png: [UInt8](png)), "\(reference.name).png is not a PNG")
        let table = screenshot.cropped(rows: reference.tableTop..<screenshot.height)
        let ours = try #require(DecodedImage(png: try pipeline.render(json: [UInt8](spec)).png))
        let score = try #require(
            FidelityScore(reference: table, actual: ours), "\(reference.name): widths \(table.width) ≠ \(ours.width)")
        let overlap = 0..<score.height
        let checks: [GeometryCheck]
        switch reference.probe {
        case .flat:
            checks = GeometryComparison.checks(
                reference: GeometryProbe(image: table.cropped(rows: overlap)),
                ours: GeometryProbe(image: ours.cropped(rows: overlap)))
        case .classic:
            checks = ClassicGeometryComparison.checks(
                reference: ClassicGeometryProbe(image: table.cropped(rows: overlap), scale: reference.scale),
                ours: ClassicGeometryProbe(image: ours.cropped(rows: overlap), scale: reference.scale))
        }
        return FidelityResult(reference: reference, table: table, ours: ours, score: score, checks: checks)
    }
}
