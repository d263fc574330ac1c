internal import Foundation
internal import HTTPTypes
internal import NIOCore
internal import TableLayout
internal import TableRender
internal import TableShotTesting
internal import TableSpec
internal import Testing

@Suite struct RouteTests {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    @Test func renderReturnsThePipelinesPNG() async throws {
        let expected = try ServerHarness.pipeline().render(json: Array(ServerHarness.helloSpec.utf8)).png
        try await ServerHarness.withClient { client in
            let response = try await ServerHarness.post(client, "/v1/render", ServerHarness.helloSpec)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "image/png")
            let png = ServerHarness.bytes(response)
            #expect(Array(png.prefix(8)) == Self.pngSignature)
            #expect(png == expected)
        }
    }

    @Test func renderOfTheReferenceExampleMatchesThePipeline() async throws {
        let spec = try String(contentsOf: Fixtures.example("reference-20-rows.json"), encoding: .utf8)
        let expected = try ServerHarness.pipeline().render(json: Array(spec.utf8)).png
        try await ServerHarness.withClient { client in
            let response = try await ServerHarness.post(client, "/v1/render", spec)
            #expect(response.status == .ok)
            #expect(ServerHarness.bytes(response) == expected)
        }
    }

    @Test func concurrentRendersGiveIdenticalBytes() async throws {
        let expected = try ServerHarness.pipeline().render(json: Array(ServerHarness.helloSpec.utf8)).png
        try await ServerHarness.withClient { client in
            try await withThrowingTaskGroup(of: [UInt8].self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        ServerHarness.bytes(try await ServerHarness.post(client, "/v1/render", ServerHarness.helloSpec))
                    }
                }
                for try await png in group { #expect(png == expected) }
            }
        }
    }

    @Test func layoutReturnsTheTreeJSON() async throws {
        let pipeline = try ServerHarness.pipeline()
        let expected = try pipeline.layout(pipeline.decode(Array(ServerHarness.helloSpec.utf8))).jsonString()
        try await ServerHarness.withClient { client in
            let response = try await ServerHarness.post(client, "/v1/layout", ServerHarness.helloSpec)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json")
            #expect(String(buffer: response.body) == expected)
            let root = try #require(try ServerHarness.object(response)["root"] as? [String: Any])
            #expect(root["kind"] as? String == "tableView")
        }
    }

    @Test(arguments: ["application/json; charset=utf-8", "Application/JSON"])
    func jsonWithParametersIsAccepted(contentType: String) async throws {
        try await ServerHarness.withClient { client in
            let headers: HTTPFields = [.contentType: contentType]
            let response = try await ServerHarness.post(client, "/v1/layout", ServerHarness.helloSpec, headers: headers)
            #expect(response.status == .ok)
        }
    }

    /// Issue 28: a browser sends a cross-origin POST without a Content-Type (`fetch` with `mode: "no-cors"`) without
    /// asking first, so no POST route takes a body that does not say it is JSON.
    @Test(arguments: ["/v1/render", "/v1/layout", "/v1/compare", "/v1/render/batch"])
    func aPostWithoutContentTypeIs415(path: String) async throws {
        try await ServerHarness.withClient { client in
            let response = try await ServerHarness.post(client, path, ServerHarness.helloSpec, headers: [:])
            #expect(response.status == .unsupportedMediaType)
            #expect(response.headers[.contentType] == "application/problem+json")
            let problem = try ServerHarness.object(response)
            #expect(problem["title"] as? String == "Unsupported Media Type")
            let detail = try #require(problem["detail"] as? String)
            #expect(detail.contains("no Content-Type") && detail.contains("application/json"), "\(detail)")
        }
    }

    @Test func healthz() async throws {
        try await ServerHarness.withClient { client in
            let response = try await client.execute(uri: "/healthz", method: .get)
            #expect(response.status == .ok)
            #expect(String(buffer: response.body) == #"{"status":"ok"}"#)
        }
    }

    @Test func everyResponseCarriesARequestID() async throws {
        try await ServerHarness.withClient { client in
            let first = try await client.execute(uri: "/healthz", method: .get)
            let second = try await client.execute(uri: "/nowhere", method: .get)
            let firstID = try #require(first.headers[.requestID])
            #expect(!firstID.isEmpty)
            #expect(second.headers[.requestID] != nil)
            #expect(second.headers[.requestID] != firstID)
        }
    }

    @Test func aClientRequestIDIsEchoedWhenItIsAToken() async throws {
        try await ServerHarness.withClient { client in
            let echoed = try await client.execute(
                uri: "/healthz", method: .get, headers: [.requestID: "trace-42.a:b_c"])
            #expect(echoed.headers[.requestID] == "trace-42.a:b_c")
            let replaced = try await client.execute(uri: "/healthz", method: .get, headers: [.requestID: "not a token"])
            #expect(replaced.headers[.requestID] != "not a token")
            #expect(replaced.headers[.requestID]?.isEmpty == false)
        }
    }

    @Test func uncoveredCharactersAreReportedByRenderAndLayout() async throws {
        let spec = #"{"ios":"12","sections":[{"rows":[{"text":"ok 日本"},{"text":"a\u0378","detail":"\uDB80\uDC00"}]}]}"#
        try await ServerHarness.withClient { client in
            let render = try await ServerHarness.post(client, "/v1/render", spec)
            #expect(render.status == .ok)
            #expect(
                render.headers[HTTPField.Name("X-TableShot-Warnings")!]
                    == "U+0378 /sections/0/rows/1/text, U+F0000 /sections/0/rows/1/detail")
            let cached = try await ServerHarness.post(client, "/v1/render", spec)
            #expect(cached.headers[HTTPField.Name("X-TableShot-Warnings")!] != nil, "a cache hit still warns")
            let layout = try await ServerHarness.post(client, "/v1/layout", spec)
            let warnings = try #require(try ServerHarness.object(layout)["warnings"] as? [[String: Any]])
            #expect(warnings.map { $0["codePoint"] as? String } == ["U+0378", "U+F0000"])
            let clean = try await ServerHarness.post(client, "/v1/render", ServerHarness.helloSpec)
            #expect(clean.headers[HTTPField.Name("X-TableShot-Warnings")!] == nil)
        }
    }
}
