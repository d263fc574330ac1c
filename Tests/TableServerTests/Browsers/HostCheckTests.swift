internal import Foundation
internal import Logging
internal import TableServer
internal import TableShotTesting
internal import Testing

/// Issue 28 over real sockets (the router test client always says `Host: localhost`): with `--allowed-hosts`, a
/// request for another host gets 421 before anything else, probes by IP address and `localhost` still work; and the
/// answers the connection guard writes itself say `nosniff` too.
@Suite(.serialized) struct HostCheckTests {
    /// The answers to `requests`, each sent whole on a fresh connection to a live server allowing `hosts`.
    static func answers(to requests: [String], allowing hosts: String?) async throws -> [String] {
        var configuration = ServerConfiguration(host: "127.0.0.1", port: 0, logLevel: .critical)
        configuration.timeLimit = .seconds(300)
        if let hosts { configuration.allowedHosts = try AllowedHosts(commaSeparated: hosts, source: "test") }
        let app = buildApplication(configuration: configuration, pipeline: try ServerHarness.pipeline())
        return try await app.test(.live) { client in
            let port = try #require(client.port)
            var answers: [String] = []
            for request in requests {
                answers.append(await LoopbackSocket.offPool { LiveConnectionTests.answer(port: port, to: request) })
            }
            return answers
        }
    }

    /// A request of `method` for `path` naming `host` (none when nil), closing its connection.
    static func request(_ path: String, host: String?, method: String = "GET", extra: String = "") -> String {
        "\(method) \(path) HTTP/1.1\r\n" + (host.map { "Host: \($0)\r\n" } ?? "") + extra + "Connection: close\r\n\r\n"
    }

    @Test func anotherHostGets421AndTheAllowedOnesAreAnswered() async throws {
        let cases: [(host: String?, path: String, status: Int)] = [
            ("tableshot.internal", "/version", 200), ("TableShot.Internal:8080", "/healthz", 200),
            ("other.internal:9000", "/healthz", 200), ("localhost:8080", "/version", 200),
            ("10.244.1.7:8080", "/readyz", 200), ("[::1]:8080", "/healthz", 200),
            ("evil.example", "/version", 421), ("evil.example:8080", "/metrics", 421),
            ("other.internal:9001", "/healthz", 421), ("tableshot.internal.evil.example", "/healthz", 421),
            ("evil.example", "/", 421), ("evil.example", "/nowhere", 421), (nil, "/healthz", 421),
        ]
        let answers = try await Self.answers(
            to: cases.map { Self.request($0.path, host: $0.host) },
            allowing: "tableshot.internal, other.internal:9000")
        for (entry, answer) in zip(cases, answers) {
            #expect(answer.hasPrefix("HTTP/1.1 \(entry.status) "), "\(entry): \(answer.prefix(300))")
            #expect(answer.lowercased().contains("x-content-type-options: nosniff"), "\(entry)")
            guard entry.status == 421 else { continue }
            #expect(answer.contains("application/problem+json"), "\(answer)")
            #expect(answer.contains(#""title":"Misdirected Request""#), "\(answer)")
            #expect(answer.contains(entry.host == nil ? "names no Host" : "does not answer to the host"), "\(answer)")
            #expect(!answer.contains("tableshot.internal\""), "the answer lists the allowed names: \(answer)")
        }
    }

    @Test func a421ComesBeforeTheKeyTheBodyAndTheRender() async throws {
        let spec = ServerHarness.helloSpec
        let post = Self.request(
            "/v1/render", host: "evil.example", method: "POST",
            extra: "Content-Type: application/json\r\nContent-Length: \(spec.utf8.count)\r\n")
        let answers = try await Self.answers(
            to: [
                post + spec, Self.request("/version", host: "evil.example", method: "HEAD"),
                Self.request("/healthz", host: "tableshot.internal", extra: "Host: evil.example\r\n"),
            ], allowing: "tableshot.internal")
        #expect(answers[0].hasPrefix("HTTP/1.1 421 "), "\(answers[0])")
        #expect(!answers[0].contains("image/png") && !answers[0].lowercased().contains("x-cache"), "\(answers[0])")
        #expect(answers[1].hasPrefix("HTTP/1.1 421 ") && answers[1].hasSuffix("\r\n\r\n"), "\(answers[1])")
        // A Host sent twice is refused, whichever comes first.
        #expect(answers[2].hasPrefix("HTTP/1.1 421 "), "\(answers[2])")
    }

    @Test func withoutAllowedHostsEveryHostIsAnswered() async throws {
        let answers = try await Self.answers(
            to: [Self.request("/version", host: "evil.example"), Self.request("/healthz", host: nil)], allowing: nil)
        for answer in answers { #expect(answer.hasPrefix("HTTP/1.1 200 "), "\(answer)") }
    }

    @Test func theConnectionGuardsOwnAnswersSayNoSniff() async throws {
        let answers = try await Self.answers(
            to: ["BREW /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"], allowing: "tableshot.internal")
        #expect(answers[0].hasPrefix("HTTP/1.1 400 "), "\(answers[0])")
        #expect(answers[0].lowercased().contains("x-content-type-options: nosniff"), "\(answers[0])")
    }
}
