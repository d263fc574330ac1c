internal import Foundation
internal import HTTPTypes
internal import Hummingbird
internal import Logging
internal import NIOCore
internal import Synchronization
internal import Testing

@testable internal import TableServer

/// The access lines: in JSON one object per request with its facts, in text the line TableShot always wrote.
@Suite struct AccessLineTests {
    /// Runs `body` against the router, logging in `format` to `logger` (JSON lines into `log` by default, from
    /// `trace` up).
    static func withClient(
        _ log: CapturedLog, format: LogFormat = .json, logger: Logger? = nil,
        configuration: ServerConfiguration = ServerHarness.configuration,
        _ body: @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        var configuration = configuration
        configuration.logFormat = format
        let app = Application(
            router: buildRouter(pipeline: try ServerHarness.pipeline(), configuration: configuration),
            logger: logger ?? log.jsonLogger())
        try await app.test(.router, body)
    }

    /// The access line of each request: the lines with a `duration_ms`.
    static func accessLines(_ log: CapturedLog) throws -> [[String: Any]] {
        try log.objects().filter { $0["duration_ms"] != nil }
    }

    @Test func aJSONAccessLineHasTheRequestsFactsAndNoSecrets() async throws {
        let log = CapturedLog()
        let secretHeaders: HTTPFields = [
            .authorization: "Bearer s3cret-token", HTTPField.Name("X-API-Key")!: "k3y-secret", .requestID: "req-1",
        ]
        let spec = #"{"ios":"7","sections":[{"rows":[{"text":"secret-row-text"}]}]}"#
        try await Self.withClient(log) { client in
            let health = try await client.execute(uri: "/healthz?probe=1", method: .get, headers: secretHeaders)
            #expect(health.status == .ok)
            for _ in 0..<2 {
                var headers = ServerHarness.json
                headers.append(contentsOf: secretHeaders)
                _ = try await ServerHarness.post(client, "/v1/render", spec, headers: headers)
            }
            _ = try await client.execute(uri: "/v1/elements/switch-on.png", method: .get)
        }
        let lines = try Self.accessLines(log)
        try #require(lines.count == 4, "\(log.lines)")
        let health = lines[0]
        // A passing probe is logged at debug level (issue 38, item 14); the others at info.
        #expect(health["level"] as? String == "debug" && health["label"] as? String == "tableshot")
        #expect(lines[1]["level"] as? String == "info")
        #expect(health["method"] as? String == "GET" && health["route"] as? String == "/healthz")
        #expect(health["status"] as? Int == 200 && health["request_id"] as? String == "req-1")
        #expect((health["bytes"] as? Int ?? 0) > 0 && health["duration_ms"] is Double)
        #expect(health["hb.request.id"] == nil && health["cache"] == nil && health["outcome"] == nil)
        let message = try #require(health["message"] as? String)
        #expect(message.wholeMatch(of: /GET \/healthz 200 \d+(\.\d)? ms/) != nil, "\(message)")
        #expect(lines[1]["route"] as? String == "/v1/render" && lines[1]["cache"] as? String == "miss")
        #expect(lines[2]["cache"] as? String == "hit")
        #expect(lines[3]["route"] as? String == "/v1/elements/{file}")
        #expect(lines[3]["request_id"] as? String != nil)
        for line in log.lines {
            #expect(!line.contains("s3cret") && !line.contains("k3y-secret") && !line.contains("secret-row-text"))
        }
    }

    /// Issue 38, item 14: probes are quiet unless asked for, and a failing probe is never quiet.
    @Test func passingProbesAreDebugUnlessLogProbes() async throws {
        var loud = ServerHarness.configuration
        loud.logProbes = true
        for (configuration, level) in [(ServerHarness.configuration, "debug"), (loud, "info")] {
            let log = CapturedLog()
            try await Self.withClient(log, configuration: configuration) { client in
                _ = try await client.execute(uri: "/healthz", method: .get)
                _ = try await client.execute(uri: "/readyz", method: .get)
            }
            let lines = try Self.accessLines(log)
            #expect(lines.count == 2 && lines.allSatisfy { $0["level"] as? String == level }, "\(lines)")
        }
        let failing = AccessLine(method: "GET", path: "/healthz", route: "/healthz", status: 500, problem: nil)
        #expect(!failing.isPassingProbe && failing.level(.answered) == .info)
    }

    /// Issue 38, item 14: a request's W3C `traceparent` puts its trace on every line logged for it; an invalid or
    /// repeated one is ignored.
    @Test func aTraceparentPutsTheTraceOnTheLines() async throws {
        let log = CapturedLog()
        let traceparent = HTTPField.Name("traceparent")!
        try await Self.withClient(log) { client in
            _ = try await ServerHarness.post(
                client, "/v1/render", #"{"sections":"no"}"#,
                headers: [
                    .contentType: "application/json",
                    traceparent: "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
                ])
            _ = try await client.execute(
                uri: "/v1/examples", method: .get, headers: [traceparent: "00-nothex-00f067aa0ba902b7-01"])
        }
        let objects = try log.objects()
        let traced = objects.filter { $0["trace_id"] != nil }
        #expect(traced.count >= 2, "the access line and the problem's line: \(objects)")
        for line in traced {
            #expect(line["trace_id"] as? String == "4bf92f3577b34da6a3ce929d0e0e4736")
            #expect(line["parent_span_id"] as? String == "00f067aa0ba902b7")
            #expect(line["trace_sampled"] as? String == "true")
        }
        let examples = try #require(try Self.accessLines(log).first { $0["route"] as? String == "/v1/examples" })
        #expect(examples["trace_id"] == nil)
    }

    @Test func anErrorIsLoggedWithItsProblemType() async throws {
        let log = CapturedLog()
        try await Self.withClient(log) { client in
            let response = try await ServerHarness.post(client, "/v1/render", #"{"sections":"no"}"#)
            #expect(response.status == .badRequest)
            _ = try await client.execute(uri: "/nowhere", method: .get)
        }
        let objects = try log.objects()
        let problem = try #require(objects.first { $0["duration_ms"] == nil && $0["status"] as? Int == 400 })
        #expect(
            problem["problem_type"] as? String == "urn:tableshot:problem:malformed-json"
                || problem["problem_type"] as? String == "urn:tableshot:problem:invalid-spec")
        #expect(problem["level"] as? String == "debug")
        let access = try Self.accessLines(log)
        try #require(access.count == 2)
        #expect(access[0]["problem_type"] as? String == problem["problem_type"] as? String)
        #expect(access[1]["status"] as? Int == 404 && access[1]["route"] == nil)
        #expect(access[1]["problem_type"] as? String == "about:blank")
    }

    /// Issue 28: a 503 past the time limit is a warning that says so, not a debug line like load shedding.
    @Test func aTimeLimit503IsAWarningWithItsOutcome() async throws {
        let log = CapturedLog()
        let rows = (0..<30).map { #"{"text":"Row \#($0)"}"# }.joined(separator: ",")
        let spec =
            #"{"ios":"12","variants":{"ios":["7","12","18","26"],"scale":[1,2,3],"width":[320,375,390,430]},"sections":[{"rows":[\#(rows)]}]}"#
        try await Self.withClient(log, configuration: ServerConfiguration(timeLimit: .milliseconds(5))) { client in
            let response = try await ServerHarness.post(client, "/v1/render/batch", spec)
            #expect(response.status == .serviceUnavailable)
        }
        let access = try #require(try Self.accessLines(log).first)
        #expect(access["level"] as? String == "warning" && access["status"] as? Int == 503)
        #expect(access["outcome"] as? String == "time-limit" && access["route"] as? String == "/v1/render/batch")
        #expect(access["problem_type"] as? String == "urn:tableshot:problem:saturated")
        let problem = try #require(try log.objects().first { $0["duration_ms"] == nil && $0["status"] as? Int == 503 })
        #expect(problem["level"] as? String == "warning")
        #expect((problem["message"] as? String)?.contains("time limit") == true)
    }

    /// Text keeps the line TableShot always wrote: `METHOD PATH STATUS MS ms`, the request id as metadata only.
    @Test func textKeepsTheLineAsItWas() async throws {
        let stream = CapturedStream()
        var logger = Logger(label: "tableshot") { StreamLogHandler(label: $0, stream: stream) }
        logger.logLevel = .info
        try await Self.withClient(CapturedLog(), format: .text, logger: logger) { client in
            _ = try await client.execute(uri: "/version?probe=1", method: .get, headers: [.requestID: "req-2"])
        }
        let text = stream.text
        #expect(
            text.wholeMatch(
                of: /\S+ info tableshot: hb.request.id=req-2 \[TableServer\] GET \/version 200 \d+(\.\d)? ms\n/)
                != nil, "\(text)")
    }
}

/// A text stream that keeps what is written.
final class CapturedStream: TextOutputStream, Sendable {
    private let written = Mutex("")
    var text: String { written.withLock { $0 } }
    func write(_ string: String) { written.withLock { $0 += string } }
}
