internal import Foundation
internal import TableShotTesting
internal import Testing

#if canImport(FoundationNetworking)
    internal import FoundationNetworking
#endif
#if canImport(Glibc)
    internal import Glibc
#endif

/// `tableshot serve --log-format json`: every line the server writes to standard error is one JSON object, and
/// each request has its access line.
@Suite(.serialized) struct ServeLoggingTests {
    @Test(.timeLimit(.minutes(1)))
    func jsonLogsAreOneObjectPerLineWithAnAccessLinePerRequest() async throws {
        // A range of its own: TestCommandTests, in the same process, uses 19_000.
        let port = 14_000 + Int(ProcessInfo.processInfo.processIdentifier % 1000)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tableshot-log-\(UUID()).jsonl")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: file) }
        let errors = try FileHandle(forWritingTo: file)
        let process = try LocalServer.start(port: port, flags: ["--log-format", "json"], errors: errors)
        defer { if process.isRunning { process.terminate() } }
        let base = try #require(URL(string: "http://127.0.0.1:\(port)"))
        try await LocalServer.waitUntilHealthy(base)
        var request = URLRequest(url: base.appendingPathComponent("version"))
        request.setValue("serve-logging-1", forHTTPHeaderField: "X-Request-ID")
        request.setValue("Bearer s3cret", forHTTPHeaderField: "Authorization")
        let (_, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        kill(process.processIdentifier, SIGTERM)
        for _ in 0..<200 where process.isRunning { try await Task.sleep(for: .milliseconds(50)) }
        try errors.close()

        let text = try String(contentsOf: file, encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(!lines.isEmpty && !text.contains("s3cret"))
        var objects: [[String: Any]] = []
        for line in lines {
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object != nil, "not a JSON object: \(line)")
            if let object { objects.append(object) }
        }
        let access = try #require(objects.first { $0["request_id"] as? String == "serve-logging-1" }, "\(text)")
        #expect(access["route"] as? String == "/version" && access["method"] as? String == "GET")
        #expect(access["status"] as? Int == 200 && access["level"] as? String == "info")
        #expect((access["bytes"] as? Int ?? 0) > 0 && access["duration_ms"] is Double)
        #expect(objects.contains { ($0["message"] as? String)?.contains("render workers started") == true })
    }
}
