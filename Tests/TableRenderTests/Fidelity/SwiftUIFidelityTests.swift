import Foundation
import TableLayout
import TableRender
import TableShotTesting
import Testing

/// Fidelity of `"framework": "swiftUI"` against real iOS 18.2 and iOS 26 SwiftUI screens (issue 29), with the
/// modern report's measures (`ModernFidelityTests`): scores outside text, the insetGrouped geometry exact to the
/// device pixel. With `FIDELITY_REPORT=1` it writes `Docs/fidelity/swiftui/<name>.png` and
/// `Docs/fidelity-swiftui.md`.
@Suite struct SwiftUIFidelityTests {
    static let referenceDirectory = UIKitFidelityTests.referenceDirectory

    @Test func swiftUIFidelityAgainstSwiftUI() throws {
        let pipeline = try #require(Fixtures.pipeline)
        var results: [(SwiftUIFidelityReference, ModernFidelityResult)] = []
        for entry in SwiftUIFidelityReference.all {
            let name = entry.reference.name
            let result = try ModernFidelityTests.measure(
                entry.reference,
                png: Self.referenceDirectory.appendingPathComponent("\(entry.imageFolder)/\(name).png"),
                spec: Self.referenceDirectory.appendingPathComponent("swiftui/\(name).json"), with: pipeline)
            print("swiftUI " + result.summaryLine)
            result.assertScores()
            result.assertGeometry(knownIssuesIn: "SwiftUIFidelityReference.all")
            if UIKitFidelityTests.writesReport {
                try result.writePanel(
                    to: UIKitFidelityTests.docsDirectory.appendingPathComponent("fidelity/swiftui/\(name).png"))
            }
            results.append((entry, result))
        }
        if UIKitFidelityTests.writesReport {
            try Data(SwiftUIFidelityReport.markdown(results).utf8).write(
                to: UIKitFidelityTests.docsDirectory.appendingPathComponent("fidelity-swiftui.md"))
        }
    }
}
