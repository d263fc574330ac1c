internal import Foundation
internal import HTTPTypes
internal import NIOCore
internal import TableShotTesting
internal import Testing

/// `GET /` (and `HEAD /`), `GET /playground/{file}`, `GET /v1/examples` and `GET /v1/examples/{name}`.
@Suite struct PlaygroundRouteTests {
    static let playground = Fixtures.assets.appendingPathComponent("Playground")

    @Test func servesThePageWithAnETag() async throws {
        let page = try Data(contentsOf: Self.playground.appendingPathComponent("index.html"))
        try await ServerHarness.withClient { client in
            let response = try await client.execute(uri: "/", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            #expect(response.headers[.cacheControl] == "no-cache")
            #expect(Data(ServerHarness.bytes(response)) == page)
            try OpenAPIResponseTests.expectConforms(response, "GET", "/")
            let etag = try #require(response.headers[.eTag])
            let again = try await client.execute(uri: "/", method: .get, headers: [.ifNoneMatch: etag])
            #expect(again.status == .notModified)
            #expect(again.body.readableBytes == 0)
            try OpenAPIResponseTests.expectConforms(again, "GET", "/")
        }
    }

    @Test func headAnswersThePageHeadersWithoutItsBody() async throws {
        try await ServerHarness.withClient { client in
            let get = try await client.execute(uri: "/", method: .get)
            let head = try await client.execute(uri: "/", method: .head)
            #expect(head.status == .ok)
            #expect(head.body.readableBytes == 0)
            #expect(head.headers[.eTag] == get.headers[.eTag])
            #expect(head.headers[.contentLength] == String(get.body.readableBytes))
            try OpenAPIResponseTests.expectConforms(head, "HEAD", "/")
            let post = try await client.execute(uri: "/", method: .post)
            #expect(post.status == .methodNotAllowed)
            #expect(post.headers[.allow] == "GET, HEAD")
        }
    }

    @Test(arguments: [
        ("app.js", "text/javascript; charset=utf-8"), ("playground.css", "text/css; charset=utf-8"),
        ("Inter-Regular.otf", "font/otf"),
    ])
    func servesItsFilesWithTheirTypes(file: String, type: String) async throws {
        try await ServerHarness.withClient { client in
            let response = try await client.execute(uri: "/playground/\(file)", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == type)
            #expect(response.headers[.eTag] != nil)
            try OpenAPIResponseTests.expectConforms(response, "GET", "/playground/{file}")
        }
    }

    @Test(arguments: ["nope.js", "..%2FPackage.swift", "Inter-Bold.otf", ".hidden"])
    func refusesFilesItDoesNotServe(file: String) async throws {
        try await ServerHarness.withClient { client in
            let response = try await client.execute(uri: "/playground/\(file)", method: .get)
            #expect(response.status == .notFound)
            #expect(response.headers[.contentType] == "application/problem+json")
        }
    }

    /// Every file the page and its modules ask for is served, and none of them is on another host.
    @Test func everyReferencedFileIsServedAndNoneIsExternal() async throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.playground.path)
        var wanted: Set<String> = []
        for name in names {
            let text = try String(contentsOf: Self.playground.appendingPathComponent(name), encoding: .utf8)
            for pattern in [
                #"(?:src|href)="/playground/([^"]+)""#, #"from "\./([^"]+)""#, #"url\("/playground/([^"]+)"\)"#,
            ] {
                let regex = try NSRegularExpression(pattern: pattern)
                for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    if let range = Range(match.range(at: 1), in: text) { wanted.insert(String(text[range])) }
                }
            }
            let external = try NSRegularExpression(
                pattern: #"(?:src=|href=|url\(|fetch\(|import\s)["']?(?:https?:)?//"#)
            #expect(external.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil, "\(name)")
        }
        #expect(wanted.contains("app.js") && wanted.contains("json.js") && wanted.contains("Inter-Regular.otf"))
        let files = wanted.sorted()
        try await ServerHarness.withClient { client in
            for file in files {
                let response = try await client.execute(uri: "/playground/\(file)", method: .get)
                #expect(response.status == .ok, "\(file)")
            }
        }
    }

    @Test func listsTheExamplesAndServesEach() async throws {
        let directory = Fixtures.assets.appendingPathComponent("Examples")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }
        try await ServerHarness.withClient { client in
            let response = try await client.execute(uri: "/v1/examples", method: .get)
            #expect(response.status == .ok)
            try OpenAPIResponseTests.expectConforms(response, "GET", "/v1/examples")
            let examples = try #require(try ServerHarness.object(response)["examples"] as? [[String: Any]])
            let names = examples.compactMap { $0["name"] as? String }
            #expect(names == files.map { String($0.dropLast(".json".count)) }.sorted())
            #expect(examples.first { $0["name"] as? String == "classic-settings" }?["ios"] as? String == "6")
            for example in examples {
                let href = try #require(example["href"] as? String)
                let spec = try await client.execute(uri: href, method: .get)
                #expect(spec.status == .ok, "\(href)")
                let name = try #require(example["name"] as? String)
                let file = try Data(contentsOf: directory.appendingPathComponent(name + ".json"))
                #expect(Data(ServerHarness.bytes(spec)) == file, "\(href)")
            }
            let conforming = try await client.execute(uri: "/v1/examples/cell-styles.json", method: .get)
            try OpenAPIResponseTests.expectConforms(conforming, "GET", "/v1/examples/{name}")
        }
    }

    @Test func anUnknownExampleIs404NamingTheOthers() async throws {
        try await ServerHarness.withClient { client in
            let response = try await client.execute(uri: "/v1/examples/nope", method: .get)
            #expect(response.status == .notFound)
            try OpenAPIResponseTests.expectConforms(response, "GET", "/v1/examples/{name}")
            let detail = try ServerHarness.object(response)["detail"] as? String
            #expect(detail?.contains("grouped-settings") == true)
        }
    }
}
