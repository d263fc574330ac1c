internal import Foundation
internal import Logging
internal import Synchronization
internal import TableShotTesting
internal import Testing

@testable internal import TableServer

/// The connection guard's own answers (a request the HTTP parser refused, a slow head, the connection cap, a shed
/// request) get an access line and count in `/metrics`, as the router's do (issue 28).
@Suite struct GuardAccessTests {
    @Test func anAnswerIsLoggedWithItsFactsAndCounted() throws {
        let log = CapturedLog()
        let metrics = ServerMetrics()
        let access = GuardAccess(logger: log.jsonLogger(), format: .json, metrics: metrics)
        access.answered(
            GuardAccess.Request(method: "GET", path: "/v1/examples/plain?x=1"), status: 431, bytes: 180,
            requestID: "req-7", problemType: "about:blank", after: .milliseconds(12))
        access.answered(
            GuardAccess.Request(), status: 400, bytes: 150, requestID: "req-8", problemType: "about:blank",
            after: .zero)
        let lines = try log.objects()
        try #require(lines.count == 2, "\(log.lines)")
        let first = lines[0]
        #expect(first["method"] as? String == "GET" && first["route"] as? String == "/v1/examples/{name}")
        #expect(first["status"] as? Int == 431 && first["bytes"] as? Int == 180)
        #expect(first["request_id"] as? String == "req-7" && first["problem_type"] as? String == "about:blank")
        #expect(first["duration_ms"] as? Double == 12)
        #expect(first["message"] as? String == "GET /v1/examples/plain 431 12.0 ms", "the path without its query")
        let second = lines[1]
        #expect(second["message"] as? String == "- - 400 0.0 ms" && second["route"] == nil)
        let exposition = String(decoding: metrics.exposition(), as: UTF8.self)
        #expect(exposition.contains(#"tableshot_http_requests_total{route="example",status="431"} 1"#), "\(exposition)")
        #expect(exposition.contains(#"tableshot_http_requests_total{route="unknown",status="400"} 1"#), "\(exposition)")
    }

    @Test func routePatternsReadAsTheRoutersDo() {
        #expect(GuardAccess.routePattern("/v1/elements/:file") == "/v1/elements/{file}")
        #expect(GuardAccess.routePattern("/v1/render") == "/v1/render")
    }

    /// Over a real socket: a request the parser refuses is logged and counted by the live server.
    @Test func aRequestTheParserRefusesIsLoggedAndCounted() async throws {
        let log = CapturedLog()
        var configuration = ServerConfiguration(host: "127.0.0.1", port: 0, logLevel: .info)
        configuration.logFormat = .json
        let app = buildApplication(
            configuration: configuration, pipeline: try ServerHarness.pipeline(), logger: log.jsonLogger())
        let metricsText = Mutex("")
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let answers = await LoopbackSocket.offPool {
                (
                    LiveConnectionTests.answer(port: port, to: "BREW /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"),
                    LiveConnectionTests.answer(
                        port: port, to: "GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
                )
            }
            #expect(answers.0.hasPrefix("HTTP/1.1 400"), "\(answers.0)")
            metricsText.withLock { $0 = answers.1 }
        }
        let refused = try log.objects().filter { $0["status"] as? Int == 400 && $0["duration_ms"] != nil }
        try #require(refused.count == 1, "\(log.lines)")
        #expect(refused[0]["method"] as? String == "-" && refused[0]["problem_type"] as? String == "about:blank")
        #expect((refused[0]["request_id"] as? String)?.isEmpty == false)
        let text = metricsText.withLock { $0 }
        #expect(text.contains(#"tableshot_http_requests_total{route="unknown",status="400"} 1"#), "\(text)")
    }
}
