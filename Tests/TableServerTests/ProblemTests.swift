internal import Foundation
internal import HTTPTypes
internal import TableRender
internal import TableSpec
internal import Testing

/// Every error leaves the server as `application/problem+json` with the right status.
@Suite struct ProblemTests {
    /// Asserts the RFC 9457 members and returns the parsed document.
    static func problem(_ response: TestResponse, status: HTTPResponse.Status) throws -> [String: Any] {
        #expect(response.status == status)
        #expect(response.headers[.contentType] == "application/problem+json")
        let object = try ServerHarness.object(response)
        #expect(object["status"] as? Int == status.code)
        #expect(object["type"] is String)
        #expect(object["title"] is String)
        #expect((object["detail"] as? String)?.isEmpty == false)
        return object
    }

    @Test func invalidSpecListsEveryIssue() async throws {
        let spec = """
            {"ios":"7","style":"fancy","sections":[{"rows":[{"text":"a"},
            {"text":"b","accessoryType":"chevron"},{"rowHeight":-5,"colour":"red"}]}]}
            """
        try await ServerHarness.withClient { client in
            let response = try await ServerHarness.post(client, "/v1/render", spec)
            let object = try Self.problem(response, status: .badRequest)
            let errors = try #require(object["errors"] as? [[String: String]])
            let paths = Set(errors.compactMap { $0["path"] })
            #expect(
                paths == [
                    "/style", "/sections/0/rows/1/accessoryType", "/sections/0/rows/2/rowHeight",
                    "/sections/0/rows/2/colour",
                ])
            #expect(errors.allSatisfy { $0["message"]?.isEmpty == false })
        }
    }

    @Test func malformedJSONReportsLineAndColumn() async throws {
        try await ServerHarness.withClient { client in
            let response = try await ServerHarness.post(client, "/v1/layout", "{\"ios\":\"7\",\n  \"sections\": [,]}")
            let object = try Self.problem(response, status: .badRequest)
            #expect(object["line"] as? Int == 2)
            #expect(object["column"] as? Int == 16)
            let detail = try #require(object["detail"] as? String)
            #expect(detail.contains("line 2, column 16"))
        }
    }

    @Test func bodyOverTheLimitIs413() async throws {
        let limit = try ServerHarness.pipeline().configuration.limits.maxBodyBytes
        let body = "{\"ios\":\"7\"}" + String(repeating: " ", count: limit)
        try await ServerHarness.withClient { client in
            _ = try Self.problem(try await ServerHarness.post(client, "/v1/render", body), status: .contentTooLarge)
        }
    }

    @Test(arguments: ["text/plain", "application/xml", "application/jsonp", ""])
    func otherMediaTypesAre415(contentType: String) async throws {
        try await ServerHarness.withClient { client in
            let headers: HTTPFields = [.contentType: contentType]
            let response = try await ServerHarness.post(client, "/v1/render", ServerHarness.helloSpec, headers: headers)
            _ = try Self.problem(response, status: .unsupportedMediaType)
        }
    }

    /// 2048 pt × 3 = 6144 px wide; one 2000 pt row is 6000 px tall: 36.9 M
    /// pixels, over the 32 M limit, though every value is within its own cap.
    @Test func canvasOverThePixelLimitIs422() async throws {
        let spec = #"{"ios":"7","width":2048,"scale":3,"sections":[{"rows":[{"text":"tall","rowHeight":2000}]}]}"#
        try await ServerHarness.withClient { client in
            let object = try Self.problem(
                try await ServerHarness.post(client, "/v1/render", spec), status: .unprocessableContent)
            #expect(object["type"] as? String == "urn:tableshot:problem:render-limit")
        }
    }

    /// Nine 2000 pt rows fit every per-row cap but make an 18000 pt table.
    @Test func tableOverTheHeightLimitIs422() async throws {
        let rows = Array(repeating: #"{"rowHeight":2000}"#, count: 9).joined(separator: ",")
        let spec = #"{"ios":"7","width":320,"scale":1,"sections":[{"rows":["# + rows + "]}]}"
        try await ServerHarness.withClient { client in
            _ = try Self.problem(
                try await ServerHarness.post(client, "/v1/layout", spec), status: .unprocessableContent)
        }
    }

    @Test func unknownRouteIs404() async throws {
        try await ServerHarness.withClient { client in
            _ = try Self.problem(try await client.execute(uri: "/v2/render", method: .post), status: .notFound)
        }
    }

    @Test func wrongMethodIs405WithAllow() async throws {
        try await ServerHarness.withClient { client in
            let response = try await client.execute(uri: "/v1/render", method: .put)
            _ = try Self.problem(response, status: .methodNotAllowed)
            #expect(response.headers[.allow] == "POST, GET, HEAD")
            let layout = try await client.execute(uri: "/v1/layout", method: .get)
            _ = try Self.problem(layout, status: .methodNotAllowed)
            #expect(layout.headers[.allow] == "POST")
        }
    }
}
