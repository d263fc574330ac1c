internal import Foundation
internal import HTTPTypes
internal import NIOCore
internal import TableServer
internal import Testing

/// Issue 28: with API keys every route under `/v1/` needs one (`Authorization: Bearer` or `X-API-Key`), else 401
/// `urn:tableshot:problem:unauthorized` with `WWW-Authenticate`; the operations routes, the document and the
/// playground's files stay open; `/metrics` needs its own key when it has one.
@Suite struct APIKeyRouteTests {
    static let apiKey = "api-key-0123456789abcdef"
    static let otherAPIKey = "api-key-two-ABCDEFGHIJKLMNOP"
    static let metricsKey = "metrics-key-0123456789abc"
    static let keyHeader = HTTPField.Name("X-API-Key")!

    /// The route tests' settings with `apiKeys` and `metricsKey`.
    static func configuration(apiKeys: [String] = [apiKey, otherAPIKey], metricsKey: String? = nil)
        -> ServerConfiguration
    {
        var configuration = ServerHarness.configuration
        configuration.apiKeys = APIKeyStore(keys: apiKeys)
        configuration.metricsKey = APIKeyStore(keys: metricsKey.map { [$0] } ?? [])
        return configuration
    }

    /// One request of a guarded route: method, URI, body, and the path its operation has in `openapi.json`.
    struct Call: Sendable, CustomStringConvertible {
        let method: HTTPRequest.Method
        let uri: String
        let body: String?
        let documented: String
        var description: String { "\(method) \(uri.prefix(40))" }
    }

    static let encodedSpec = Data(ServerHarness.helloSpec.utf8).base64EncodedString()
        .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        .replacingOccurrences(of: "=", with: "")
    static let batchSpec =
        #"{"ios":"7","width":200,"variants":{"scale":[1,2]},"sections":[{"rows":[{"text":"A"}]}]}"#

    /// A call of every operation under `/v1/` (the list `Endpoint` routes there), and HEADs of two of them.
    static let guarded: [Call] = [
        Call(method: .post, uri: "/v1/render", body: ServerHarness.helloSpec, documented: "/v1/render"),
        Call(method: .get, uri: "/v1/render?spec=\(encodedSpec)", body: nil, documented: "/v1/render"),
        Call(method: .head, uri: "/v1/render?spec=\(encodedSpec)", body: nil, documented: "/v1/render"),
        Call(method: .post, uri: "/v1/layout", body: ServerHarness.helloSpec, documented: "/v1/layout"),
        Call(
            method: .post, uri: "/v1/compare",
            body: #"{"expected":\#(ServerHarness.helloSpec),"actual":\#(ServerHarness.helloSpec)}"#,
            documented: "/v1/compare"),
        Call(method: .post, uri: "/v1/render/batch", body: batchSpec, documented: "/v1/render/batch"),
        Call(method: .get, uri: "/v1/elements/switch-on.png", body: nil, documented: "/v1/elements/{name}.png"),
        Call(method: .get, uri: "/v1/examples", body: nil, documented: "/v1/examples"),
        Call(method: .head, uri: "/v1/examples", body: nil, documented: "/v1/examples"),
        Call(method: .get, uri: "/v1/examples/classic-settings", body: nil, documented: "/v1/examples/{name}"),
    ]

    static func execute(_ call: Call, _ client: some TestClientProtocol, headers extra: HTTPFields = [:])
        async throws -> TestResponse
    {
        var headers = call.body == nil ? HTTPFields() : ServerHarness.json
        headers.append(contentsOf: extra)
        return try await client.execute(
            uri: call.uri, method: call.method, headers: headers, body: call.body.map { ByteBuffer(string: $0) })
    }

    /// A 401 as documented: the problem type, the challenge, and, for a GET or POST, `openapi.json`'s response.
    static func expectUnauthorized(
        _ response: TestResponse, _ call: Call, detail: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        #expect(response.status == .unauthorized, "\(call)", sourceLocation: sourceLocation)
        #expect(response.headers[.wwwAuthenticate] == #"Bearer realm="tableshot""#, sourceLocation: sourceLocation)
        #expect(response.headers[.contentType] == "application/problem+json", sourceLocation: sourceLocation)
        guard call.method != .head else {
            #expect(response.body.readableBytes == 0, sourceLocation: sourceLocation)
            return
        }
        let problem = try ServerHarness.object(response)
        #expect(problem["type"] as? String == "urn:tableshot:problem:unauthorized", sourceLocation: sourceLocation)
        #expect(problem["status"] as? Int == 401 && problem["title"] as? String == "Unauthorized")
        #expect((problem["detail"] as? String)?.contains(detail) == true, "\(problem)", sourceLocation: sourceLocation)
        try OpenAPIResponseTests.expectConforms(
            response, call.method.rawValue, call.documented, sourceLocation: sourceLocation)
    }

    @Test(arguments: guarded)
    func aGuardedRouteNeedsAKey(call: Call) async throws {
        try await ServerHarness.withClient(configuration: Self.configuration()) { client in
            let none = try await Self.execute(call, client)
            try Self.expectUnauthorized(none, call, detail: "needs an API key")
            for wrong: HTTPFields in [
                [.authorization: "Bearer \(Self.apiKey)x"], [Self.keyHeader: "wrong-key-0123456789"],
                [.authorization: "Basic \(Self.apiKey)"], [.authorization: "Bearer \(Self.metricsKey)"],
            ] {
                let response = try await Self.execute(call, client, headers: wrong)
                let detail =
                    wrong[.authorization]?.hasPrefix("Basic") == true ? "needs an API key" : "is not an API key"
                try Self.expectUnauthorized(response, call, detail: detail)
            }
            for right: HTTPFields in [
                [.authorization: "Bearer \(Self.apiKey)"], [Self.keyHeader: Self.otherAPIKey],
                [.authorization: "bearer \(Self.otherAPIKey)"],
                [.authorization: "Basic dXNlcjpwYXNz", Self.keyHeader: Self.apiKey],
            ] {
                let response = try await Self.execute(call, client, headers: right)
                #expect(response.status == .ok, "\(call) with \(right)")
                #expect(response.headers[.wwwAuthenticate] == nil)
            }
        }
    }

    /// The lists above are complete: every route of `Endpoint` under `/v1/` has a guarded call, and every other one
    /// is among the open paths (a new route must be put in one or the other, here and in `buildRouter`).
    @Test func everyRouteIsGuardedOrOpen() {
        for endpoint in Endpoint.allCases {
            let pattern =
                "^" + endpoint.path.replacingOccurrences(of: ":[a-z]+", with: "[^/]+", options: .regularExpression)
                + "$"
            let matches = { (path: String) in path.range(of: pattern, options: .regularExpression) != nil }
            if endpoint.path.hasPrefix("/v1/") {
                let called = Self.guarded.contains { call in
                    call.method == endpoint.method && matches(String(call.uri.prefix { $0 != "?" }))
                }
                #expect(called, "\(endpoint.method) \(endpoint.path) has no call in `guarded`")
            } else {
                #expect(Self.openPaths.contains(where: matches), "\(endpoint.path) is not in `openPaths`")
            }
        }
    }

    /// The routes outside `/v1/`: open to all (`/metrics` unless it has a key of its own).
    static let openPaths = ["/healthz", "/readyz", "/version", "/openapi.json", "/", "/playground/app.js", "/metrics"]

    /// Without keys nothing is asked: the same calls answer 200.
    @Test func withoutKeysTheAPIIsOpen() async throws {
        try await ServerHarness.withClient { client in
            for call in Self.guarded {
                let response = try await Self.execute(call, client)
                #expect(response.status == .ok, "\(call)")
            }
        }
    }

    /// Health, readiness, version, the document and the playground's page and files need no key; nor does
    /// `/metrics` without a metrics key, and an API key does not matter to them.
    @Test func operationsAndPlaygroundStayOpen() async throws {
        try await ServerHarness.withClient(configuration: Self.configuration()) { client in
            for path in Self.openPaths {
                for method: HTTPRequest.Method in [.get, .head] {
                    let response = try await client.execute(uri: path, method: method)
                    #expect(response.status == .ok, "\(method) \(path)")
                }
                let withWrongKey = try await client.execute(uri: path, method: .get, headers: [Self.keyHeader: "nope"])
                #expect(withWrongKey.status == .ok, "\(path)")
            }
            #expect(try await client.execute(uri: "/v1/nowhere", method: .get).status == .unauthorized)
        }
    }

    /// Issue 38, item 4: with keys, every path under `/v1` needs one before it is routed (an unknown path or a wrong
    /// method there is 401, not 404 or 405), and no error is drawn as an image for a request without a key.
    @Test func unroutedPathsUnderV1NeedAKeyAndNothingIsDrawnWithoutOne() async throws {
        try await ServerHarness.withClient(configuration: Self.configuration()) { client in
            let png: HTTPFields = [.accept: "image/png"]
            for (method, uri) in [
                (HTTPRequest.Method.get, "/v1/nowhere"), (.get, "/v1"), (.delete, "/v1/render"), (.put, "/v1/layout"),
                (.get, "/v1/elements/nothing-here.png"),
            ] {
                let response = try await client.execute(uri: uri, method: method, headers: png)
                #expect(response.status == .unauthorized, "\(method) \(uri)")
                #expect(response.headers[.contentType] == "application/problem+json", "\(method) \(uri)")
            }
            // Outside /v1 a 404 asking for a PNG is answered, but not drawn, without a key ...
            let keyless = try await client.execute(uri: "/nowhere", method: .get, headers: png)
            #expect(keyless.status == .notFound)
            #expect(keyless.headers[.contentType] == "application/problem+json")
            #expect(try await client.execute(uri: "/v10/render", method: .get, headers: png).status == .notFound)
            // ... and drawn with one, as before.
            var keyed = png
            keyed[Self.keyHeader] = Self.apiKey
            let drawn = try await client.execute(uri: "/v1/nowhere", method: .get, headers: keyed)
            #expect(drawn.status == .notFound)
            #expect(drawn.headers[.contentType] == "image/png")
            let wrongMethod = try await client.execute(uri: "/v1/render", method: .delete, headers: keyed)
            #expect(wrongMethod.status == .methodNotAllowed)
        }
    }

    /// `/metrics` with a metrics key needs that key: not an API key; and the metrics key opens nothing else.
    @Test func theMetricsKeyOpensMetricsAlone() async throws {
        let metrics = Call(method: .get, uri: "/metrics", body: nil, documented: "/metrics")
        let examples = Self.guarded.first { $0.uri == "/v1/examples" }!
        try await ServerHarness.withClient(configuration: Self.configuration(metricsKey: Self.metricsKey)) { client in
            try Self.expectUnauthorized(
                try await Self.execute(metrics, client), metrics, detail: "needs the metrics key")
            let withAPIKey = try await Self.execute(metrics, client, headers: [.authorization: "Bearer \(Self.apiKey)"])
            try Self.expectUnauthorized(withAPIKey, metrics, detail: "is not the metrics key")
            for right: HTTPFields in [[.authorization: "Bearer \(Self.metricsKey)"], [Self.keyHeader: Self.metricsKey]]
            {
                let response = try await Self.execute(metrics, client, headers: right)
                #expect(response.status == .ok)
                try OpenAPIResponseTests.expectConforms(response, "GET", "/metrics")
            }
            let withMetricsKey = try await Self.execute(examples, client, headers: [Self.keyHeader: Self.metricsKey])
            try Self.expectUnauthorized(withMetricsKey, examples, detail: "is not an API key")
        }
        try await ServerHarness.withClient(configuration: Self.configuration(apiKeys: [], metricsKey: Self.metricsKey))
        {
            client in
            let open = try await Self.execute(examples, client)
            let guarded = try await Self.execute(metrics, client)
            #expect(open.status == .ok && guarded.status == .unauthorized)
        }
    }

    /// The key is checked before the body is read and before any work: a body over the size limit or of the
    /// wrong media type gets the 401, not its 413 or 415; no render or cache lookup happens; a large body closes
    /// the connection rather than being read to its end. The 401s are counted in the metrics by route and status.
    @Test func aRequestIsRefusedBeforeItsBodyOrAnyWork() async throws {
        let huge = String(repeating: " ", count: (1 << 20) + 1)
        try await ServerHarness.withClient(configuration: Self.configuration()) { client in
            let tooLarge = try await ServerHarness.post(client, "/v1/render", huge)
            #expect(tooLarge.status == .unauthorized && tooLarge.headers[.connection] == "close")
            let wrongType = try await ServerHarness.post(
                client, "/v1/layout", "<table/>", headers: [.contentType: "application/xml"])
            #expect(wrongType.status == .unauthorized && wrongType.headers[.connection] == nil)
            let small = try await ServerHarness.post(client, "/v1/render", ServerHarness.helloSpec)
            #expect(small.status == .unauthorized && small.headers[.connection] == nil)
            let metrics = String(buffer: try await client.execute(uri: "/metrics", method: .get).body)
            #expect(metrics.contains(#"tableshot_http_requests_total{route="render",status="401"} 2"#), "\(metrics)")
            #expect(metrics.contains(#"tableshot_http_requests_total{route="layout",status="401"} 1"#))
            #expect(!metrics.contains("tableshot_cache_misses_total") && !metrics.contains("tableshot_render_duration"))
            let rendered = try await ServerHarness.post(
                client, "/v1/render", ServerHarness.helloSpec,
                headers: [.contentType: "application/json", .authorization: "Bearer \(Self.apiKey)"])
            #expect(rendered.status == .ok)
            let after = String(buffer: try await client.execute(uri: "/metrics", method: .get).body)
            #expect(after.contains(#"tableshot_http_requests_total{route="render",status="200"} 1"#))
        }
    }
}
