import Foundation
import TablePixels
import TableRender
import TableShotTesting

/// One reference's measurements: the screenshot's table area, our render,
/// the scores over their overlap and every geometry check.
struct FidelityResult {
    let reference: FidelityReference
    let table: DecodedImage
    let ours: DecodedImage
    let score: FidelityScore
    let checks: [GeometryCheck]

    /// `value` with four decimals.
    static func decimal(_ value: Double) -> String { String(format: "%.4f", value) }

    /// `<name>: pixels ≤16 0.9512, SSIM 0.8876, geometry 40/45 (compared 640×816 px)`.
    var summaryLine: String {
        "fidelity \(reference.name): pixels ≤\(score.channelTolerance) \(Self.decimal(score.pixelShare)), "
            + "SSIM \(Self.decimal(score.ssim)), geometry \(passedChecks)/\(checks.count) "
            + "(compared \(score.width)×\(score.height) px)"
    }
}

extension FidelityResult: FidelityOutcome {
    var name: String { reference.name }
    var pixelShareFloor: Double { reference.pixelShareFloor }
    var ssimFloor: Double { reference.ssimFloor }
    var knownIssues: [KnownGeometryIssue] { reference.knownIssues }
}
