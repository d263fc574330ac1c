internal import ArgumentParser
internal import TableServer
internal import Testing

@testable internal import tableshot

/// `tableshot sign-url`: the URL it prints is what the server verifies.
@Suite struct SignURLCommandTests {
    @Test func aURLIsSplitIntoOriginPathAndQuery() {
        let split = SignURLCommand.split("https://tableshot.example:8443/v1/render?spec=abc&format=png#top")
        #expect(split.origin == "https://tableshot.example:8443")
        #expect(split.path == "/v1/render" && split.query == "spec=abc&format=png")
        let path = SignURLCommand.split("/v1/elements/switch-on.png")
        #expect(path.origin == "" && path.path == "/v1/elements/switch-on.png" && path.query == "")
    }

    @Test func whatItSignsTheServerVerifies() throws {
        let key = "signing-key-0123456789abcdef"
        let split = SignURLCommand.split("https://tableshot.example/v1/render?spec=abc")
        let signed = URLSigner(keys: [key]).sign(path: split.path, query: split.query)
        let query = String(signed.split(separator: "?", maxSplits: 1)[1])
        #expect(URLSigner(keys: [key]).verify(path: "/v1/render", query: query) == .valid)
        #expect(throws: (any Error).self) { try SignURLCommand.parse(["--expires-in", "0", "/v1/render"]) }
        #expect(throws: (any Error).self) { try SignURLCommand.parse(["render?spec=1"]) }
    }
}
