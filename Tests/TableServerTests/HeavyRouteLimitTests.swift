internal import Foundation
internal import HTTPTypes
internal import Hummingbird
internal import Logging
internal import TableRender
internal import TableServer
internal import Testing

/// Issue 14: a compare and a batch run under the per-request time limit as a whole, as renders do.
@Suite struct HeavyRouteLimitTests {
    static func withClient<T: Sendable>(
        timeLimit: Duration, _ body: @Sendable (any TestClientProtocol) async throws -> T
    ) async throws -> T {
        try await ServerHarness.withClient(
            configuration: ServerConfiguration(timeLimit: timeLimit), logLevel: .critical, body)
    }

    /// Decoding one 1125 × 4000 PNG takes far longer than 5 ms; the compare checks the deadline between its
    /// steps, so it is refused even when the timer answering the client is late (as on a loaded CI machine).
    @Test func aCompareOfTwoLargePNGsPastTheLimitIs503() async throws {
        let rows = (0..<30).map { #"{"text":"Row \#($0)"}"# }.joined(separator: ",")
        let spec = #"{"ios":"12","scale":3,"sections":[{"rows":[\#(rows)]}]}"#
        let png = try ServerHarness.pipeline().render(json: Array(spec.utf8)).png
        let uri = CompareRouteTests.dataURI(png)
        let body = #"{"expected":"\#(uri)","actual":"\#(uri)"}"#
        try await Self.withClient(timeLimit: .milliseconds(5)) { client in
            let response = try await ServerHarness.post(client, "/v1/compare", body)
            #expect(response.status == .serviceUnavailable)
            #expect(response.headers[.retryAfter] != nil)
        }
        try await Self.withClient(timeLimit: .seconds(30)) { client in
            let response = try await ServerHarness.post(client, "/v1/compare", body)
            #expect(response.status == .ok)
        }
    }

    /// 48 variants of 30 rows take far longer to lay out than 5 ms; the layouts check the deadline between
    /// variants, so the 503 comes before the zip starts even when the timer answering the client is late.
    @Test func aBatchPastTheLimitIs503() async throws {
        let rows = (0..<30).map { #"{"text":"Row \#($0)"}"# }.joined(separator: ",")
        let spec =
            #"{"ios":"12","variants":{"ios":["7","12","18","26"],"scale":[1,2,3],"width":[320,375,390,430]},"sections":[{"rows":[\#(rows)]}]}"#
        try await Self.withClient(timeLimit: .milliseconds(5)) { client in
            let response = try await ServerHarness.post(client, "/v1/render/batch?formats=png,pdf", spec)
            #expect(response.status == .serviceUnavailable)
        }
    }
}
