internal import HTTPTypes
internal import Hummingbird
internal import Logging
internal import Testing

@testable internal import TableServer

/// No key reaches the log: not the one that opened a route, not a wrong one; a 401's access line names its problem.
@Suite struct APIKeyLoggingTests {
    static let key = "logged-never-0123456789"
    static let wrong = "wrong-never-logged-987654"

    @Test(arguments: [LogFormat.json, .text])
    func keysAreNeverLogged(format: LogFormat) async throws {
        let log = CapturedLog()
        let stream = CapturedStream()
        var textLogger = Logger(label: "tableshot") { StreamLogHandler(label: $0, stream: stream) }
        textLogger.logLevel = .trace
        var configuration = ServerHarness.configuration
        configuration.apiKeys = APIKeyStore(keys: [Self.key])
        configuration.metricsKey = APIKeyStore(keys: [Self.key + "-metrics"])
        let logger = format == .json ? nil : textLogger
        try await AccessLineTests.withClient(log, format: format, logger: logger, configuration: configuration) {
            client in
            let apiKey = HTTPField.Name("X-API-Key")!
            for headers: HTTPFields in [
                [.authorization: "Bearer \(Self.key)"], [apiKey: Self.key], [.authorization: "Bearer \(Self.wrong)"],
                [apiKey: Self.wrong], [:],
            ] {
                var all = ServerHarness.json
                all.append(contentsOf: headers)
                _ = try await ServerHarness.post(client, "/v1/render", ServerHarness.helloSpec, headers: all)
            }
            let metrics = try await client.execute(uri: "/metrics", method: .get, headers: [apiKey: Self.wrong])
            #expect(metrics.status == .unauthorized)
        }
        let text = format == .json ? log.lines.joined() : stream.text
        #expect(!text.isEmpty)
        for secret in [Self.key, Self.wrong, "logged-never", "wrong-never"] {
            #expect(!text.contains(secret), "\(text)")
        }
        guard format == .json else {
            #expect(text.contains("POST /v1/render 401") && text.contains("GET /metrics 401"), "\(text)")
            return
        }
        let access = try AccessLineTests.accessLines(log)
        #expect(access.map { $0["status"] as? Int } == [200, 200, 401, 401, 401, 401])
        for line in access where line["status"] as? Int == 401 {
            #expect(line["problem_type"] as? String == "urn:tableshot:problem:unauthorized")
            #expect(line["level"] as? String == "info")
        }
        #expect(access.last?["route"] as? String == "/metrics")
        let problems = try log.objects().filter { $0["duration_ms"] == nil && $0["status"] as? Int == 401 }
        #expect(problems.count == 4 && problems.allSatisfy { $0["level"] as? String == "debug" })
    }
}
