import Foundation
import TablePixels
import TableRender
import TableShotTesting

/// One modern reference's measurements: the reference's table area, our render, the scores outside text
/// over their overlap and every geometry check.
struct ModernFidelityResult {
    let reference: ModernFidelityReference
    let table: DecodedImage
    let ours: DecodedImage
    let score: FidelityScore
    let checks: [GeometryCheck]

    /// `modern fidelity <name>: outside text (31.2 % masked) pixels ≤16 0.9512, SSIM 0.8876, geometry 40/45 …`.
    var summaryLine: String {
        "modern fidelity \(reference.name): outside text (\(String(format: "%.1f", score.maskedShare * 100)) % "
            + "masked) pixels ≤\(score.channelTolerance) \(FidelityResult.decimal(score.pixelShare)), "
            + "SSIM \(FidelityResult.decimal(score.ssim)), geometry \(passedChecks)/\(checks.count) "
            + "(compared \(score.width)×\(score.height) px)"
    }
}

extension ModernFidelityResult: FidelityOutcome {
    var name: String { reference.name }
    var pixelShareFloor: Double { reference.pixelShareFloor }
    var ssimFloor: Double { reference.ssimFloor }
    var knownIssues: [KnownGeometryIssue] { reference.knownIssues }
}
