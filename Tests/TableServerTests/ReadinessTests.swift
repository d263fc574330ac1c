internal import Foundation
internal import HTTPTypes
internal import TableRender
internal import TableShotTesting
internal import Testing

@testable internal import TableServer

/// `/readyz` compares one render per look and script family with the hashes in `Assets/Readiness/expected.sha256`.
/// After an intended output change, record them with `GOLDEN_RECORD=all swift test --filter Readiness`.
@Suite struct ReadinessTests {
    @Test func recordedHashesMatchTheCurrentRenders() throws {
        let pipeline = try ServerHarness.pipeline()
        let file = Fixtures.assets.appendingPathComponent("Readiness/expected.sha256")
        let actual = ReadinessProbe.manifest(try ReadinessProbe.renderHashes(pipeline))
        let mode = GoldenRecordMode.fromEnvironment()
        try #require(mode != .unrecognized, "GOLDEN_RECORD is not one of \(GoldenRecordMode.names)")
        if mode == .all {
            try actual.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("recorded \(file.path); check it and re-run")
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(actual == expected, "record with GOLDEN_RECORD=all swift test --filter Readiness")
    }

    @Test func everyLookAndScriptFamilyHasItsOwnRender() throws {
        let hashes = try ReadinessProbe.renderHashes(try ServerHarness.pipeline())
        #expect(Set(hashes.map(\.hash)).count == ReadinessProbe.specs.count)
        #expect(hashes.map(\.name).contains("look-12") && hashes.map(\.name).contains("look-26"))
    }

    /// A copy of `Assets/` without `file` (relative to it): readiness must refuse, naming the renders that moved.
    @Test(arguments: ["Fonts/Inter/Inter-Regular.otf", "Fonts/Inter/InterDisplay-Regular.otf"])
    func aMissingBundledFontFailsReadiness(file: String) throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("readiness-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Fixtures.assets, to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.removeItem(at: copy.appendingPathComponent(file))
        let pipeline = try RenderPipeline(configuration: PipelineConfiguration(assetsDirectory: copy))
        let result = ReadinessProbe.check(pipeline)
        #expect(!result.ready)
        #expect(result.detail.contains("look-18"), "\(result.detail)")
    }

    @Test func readyzAnswers200() async throws {
        try await ServerHarness.withClient { client in
            let response = try await client.execute(uri: "/readyz", method: .get)
            #expect(response.status == .ok)
        }
    }
}
