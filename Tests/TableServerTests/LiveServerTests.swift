internal import HTTPTypes
internal import Logging
internal import NIOCore
internal import TableRender
internal import TableServer
internal import Testing

/// `buildApplication` over a real socket on a free loopback port.
@Suite struct LiveServerTests {
    @Test func theApplicationServesOverHTTP() async throws {
        let pipeline = try ServerHarness.pipeline()
        let expected = try pipeline.render(json: Array(ServerHarness.helloSpec.utf8)).png
        let configuration = ServerConfiguration(
            host: "127.0.0.1", port: 0, logLevel: .warning, timeLimit: .seconds(300))
        try await buildApplication(configuration: configuration, pipeline: pipeline).test(.live) { client in
            let health = try await client.execute(uri: "/healthz", method: .get)
            #expect(health.status == .ok)
            let render = try await ServerHarness.post(client, "/v1/render", ServerHarness.helloSpec)
            #expect(render.status == .ok)
            #expect(ServerHarness.bytes(render) == expected)
            #expect(render.headers[.requestID]?.isEmpty == false)
        }
    }
}
