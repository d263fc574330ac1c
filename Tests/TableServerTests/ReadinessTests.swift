internal import Foundation
internal import HTTPTypes
internal import HummingbirdTesting
internal import TableShotTesting
internal import Testing

@testable internal import TableServer

/// `/readyz` compares a render with the hash in `Assets/Readiness/expected.sha256`.
/// After an intended output change, record it with `GOLDEN_RECORD=all swift test --filter Readiness`.
@Suite struct ReadinessTests {
    @Test func recordedHashMatchesTheCurrentRender() throws {
        let pipeline = try ServerHarness.pipeline()
        let file = Fixtures.assets.appendingPathComponent("Readiness/expected.sha256")
        let actual = try ReadinessProbe.renderHash(pipeline)
        if GoldenRecordMode.fromEnvironment() == .all {
            try (actual + "\n").write(to: file, atomically: true, encoding: .utf8)
            Issue.record("recorded \(file.path); check it and re-run")
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(actual == expected, "record with GOLDEN_RECORD=all swift test --filter Readiness")
    }

    @Test func readyzAnswers200() async throws {
        try await ServerHarness.withClient { client in
            let response = try await client.execute(uri: "/readyz", method: .get)
            #expect(response.status == .ok)
        }
    }
}
