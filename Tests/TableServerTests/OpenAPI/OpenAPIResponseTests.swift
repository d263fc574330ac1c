internal import Foundation
internal import HTTPTypes
internal import NIOCore
internal import TableLayout
internal import TableServer
internal import TableShotTesting
internal import TableSpec
internal import Testing

/// Real responses of the routes that exist, checked against `openapi.json`:
/// documented status, media type, body schema and headers.
@Suite struct OpenAPIResponseTests {
    /// Required headers of a render the server does not send yet (none
    /// today); add one here while it is being built.
    static let pendingRenderHeaders: Set<String> = []

    static func expectConforms(
        _ response: TestResponse, _ method: String, _ path: String, pending: Set<String> = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let contract = try OpenAPIContract.load()
        let problems = contract.problems(response, method, path, pendingHeaders: pending)
        #expect(problems == [], "\(method) \(path) → \(response.status.code)", sourceLocation: sourceLocation)
    }

    @Test func renderIsAPNGWithTheDocumentedHeaders() async throws {
        try await ServerHarness.withClient { client in
            let response = try await ServerHarness.post(client, "/v1/render", ServerHarness.helloSpec)
            #expect(response.status == .ok)
            try Self.expectConforms(response, "POST", "/v1/render", pending: Self.pendingRenderHeaders)
        }
    }

    @Test func aMatchingETagIs304() async throws {
        try await ServerHarness.withClient { client in
            let response = try await ServerHarness.post(client, "/v1/render", ServerHarness.helloSpec)
            let etag = try #require(response.headers[.eTag])
            var headers = ServerHarness.json
            headers[.ifNoneMatch] = etag
            let again = try await ServerHarness.post(client, "/v1/render", ServerHarness.helloSpec, headers: headers)
            #expect(again.status == .notModified)
            try Self.expectConforms(again, "POST", "/v1/render")
        }
    }

    @Test(arguments: OpenAPISpecSchemaTests.specFiles.map(\.lastPathComponent))
    func layoutOfEveryExampleMatchesTheLayoutTreeSchema(name: String) async throws {
        let url = try #require(OpenAPISpecSchemaTests.specFiles.first { $0.lastPathComponent == name })
        let spec = try String(contentsOf: url, encoding: .utf8)
        try await ServerHarness.withClient { client in
            let response = try await ServerHarness.post(client, "/v1/layout", spec)
            #expect(response.status == .ok)
            try Self.expectConforms(response, "POST", "/v1/layout")
        }
    }

    @Test func everyElementMatches() async throws {
        let contract = try OpenAPIContract.load()
        let names = contract.validator.resolve("#/components/schemas/ElementName")?["enum"]?.elements
            .compactMap(\.stringValue)
        #expect(names == ElementCatalog.names)
        try await ServerHarness.withClient { client in
            for (index, name) in ElementCatalog.names.enumerated() {
                let query = ["", "?ios=12", "?scale=1", "?ios=7&scale=3"][index % 4]
                let response = try await client.execute(uri: "/v1/elements/\(name).png\(query)", method: .get)
                #expect(response.status == .ok, "\(name)")
                try Self.expectConforms(response, "GET", "/v1/elements/{name}.png")
            }
        }
    }

    @Test(arguments: ["/v1/elements/nope.png", "/v1/elements/delete.png?ios=6&scale=4"])
    func elementProblemsMatch(uri: String) async throws {
        try await ServerHarness.withClient { client in
            let response = try await client.execute(uri: uri, method: .get)
            #expect(response.status.code >= 400)
            try Self.expectConforms(response, "GET", "/v1/elements/{name}.png")
        }
    }

    @Test func layoutNodeEnumerationsAreTheModels() throws {
        let contract = try OpenAPIContract.load()
        func values(_ name: String) -> [String] {
            contract.validator.resolve("#/components/schemas/\(name)")?["enum"]?.elements.compactMap(\.stringValue)
                ?? []
        }
        #expect(values("NodeKind") == NodeKind.allCases.map(\.rawValue))
        #expect(values("ControlKind") == ControlKind.allCases.map(\.rawValue))
    }

    /// Requests that fail, with the status each must get.
    static let problemRequests: [(path: String, body: String, contentType: String, status: Int)] = [
        ("/v1/render", #"{"ios":"6","sections":[{"rows":[{"accessoryType":"chevron"}]}]}"#, "application/json", 400),
        ("/v1/render", "{\"ios\":\"7\",\n\"sections\":[,]}", "application/json", 400),
        ("/v1/render", ServerHarness.helloSpec, "text/plain", 415),
        ("/v1/render", String(repeating: " ", count: (1 << 20) + 1), "application/json", 413),
        ("/v1/render", tallSpec, "application/json", 422),
        ("/v1/layout", "[]", "application/json", 400),
        ("/v1/layout", "{", "application/json", 400),
        ("/v1/layout", ServerHarness.helloSpec, "application/xml", 415),
        ("/v1/layout", String(repeating: " ", count: (1 << 20) + 1), "application/json", 413),
        ("/v1/layout", tallSpec, "application/json", 422),
    ]

    /// Valid, but 9 rows of 2000 pt are over the 16384 pt height limit.
    static let tallSpec =
        #"{"ios":"7","sections":[{"rows":["# + Array(repeating: #"{"rowHeight":2000}"#, count: 9).joined(separator: ",")
        + "]}]}"

    @Test(arguments: problemRequests.indices)
    func problemMatches(index: Int) async throws {
        let request = Self.problemRequests[index]
        try await ServerHarness.withClient { client in
            let headers: HTTPFields = [.contentType: request.contentType]
            let response = try await ServerHarness.post(client, request.path, request.body, headers: headers)
            #expect(response.status.code == request.status)
            try Self.expectConforms(response, "POST", request.path)
        }
    }

    @Test(arguments: ["POST", "GET"])
    func anAcceptWithoutPNGIs406(method: String) async throws {
        let encoded = Data(ServerHarness.helloSpec.utf8).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
        try await ServerHarness.withClient { client in
            var headers = ServerHarness.json
            headers[.accept] = "text/html"
            let response =
                method == "POST"
                ? try await ServerHarness.post(client, "/v1/render", ServerHarness.helloSpec, headers: headers)
                : try await client.execute(uri: "/v1/render?spec=\(encoded)", method: .get, headers: headers)
            #expect(response.status == .notAcceptable)
            try Self.expectConforms(response, method, "/v1/render")
        }
    }

    @Test func malformedJSONHasItsPosition() async throws {
        try await ServerHarness.withClient { client in
            let response = try await ServerHarness.post(client, "/v1/render", "{\"ios\":\"7\",\n\"sections\":[,]}")
            let problem = try ServerHarness.object(response)
            #expect(problem["line"] as? Int == 2)
            #expect(problem["type"] as? String == "urn:tableshot:problem:malformed-json")
        }
    }

    @Test func unknownPathAndWrongMethodMatchTheSharedResponses() async throws {
        let contract = try OpenAPIContract.load()
        let notFound = try #require(contract.validator.resolve("#/components/responses/NotFound"))
        let notAllowed = try #require(contract.validator.resolve("#/components/responses/MethodNotAllowed"))
        try await ServerHarness.withClient { client in
            let missing = try await client.execute(uri: "/v2/render", method: .get)
            #expect(missing.status == .notFound)
            #expect(contract.problems(missing, documented: notFound) == [])
            let wrong = try await client.execute(uri: "/healthz", method: .post)
            #expect(wrong.status == .methodNotAllowed)
            #expect(contract.problems(wrong, documented: notAllowed) == [])
        }
    }

    /// Every documented GET without required parameters, once it is routed
    /// (so `/readyz`, `/version` and `/metrics` are checked as soon as they land).
    @Test func everyRoutedParameterlessGETMatches() async throws {
        let contract = try OpenAPIContract.load()
        let paths = contract.operations.filter { path, method, operation in
            let required =
                operation["parameters"]?.elements.map(contract.dereferenced)
                .contains { $0["required"] == .bool(true) } ?? false
            let routed = Endpoint.methods(at: path).contains(.get)
            return method == "GET" && !required && routed
        }.map(\.path)
        #expect(paths.contains("/healthz"))
        try await ServerHarness.withClient { client in
            for path in paths {
                let response = try await client.execute(uri: path, method: .get)
                #expect(response.status.code < 300, "\(path)")
                try Self.expectConforms(response, "GET", path)
            }
        }
    }

    @Test func renderFromTheQueryMatches() async throws {
        let encoded = Data(ServerHarness.helloSpec.utf8).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
        try await ServerHarness.withClient { client in
            let response = try await client.execute(uri: "/v1/render?spec=\(encoded)", method: .get)
            #expect(response.status == .ok)
            try Self.expectConforms(response, "GET", "/v1/render", pending: Self.pendingRenderHeaders)
            let bad = try await client.execute(uri: "/v1/render?spec=%21%21", method: .get)
            #expect(bad.status == .badRequest)
            try Self.expectConforms(bad, "GET", "/v1/render")
        }
    }
}
