internal import Foundation
internal import HTTPTypes
internal import NIOCore
internal import TableServer
internal import Testing

/// Issue 28: with `--cors-origins`, pages of those origins may call the API: preflights are answered (without a
/// key), answers name the origin and expose TableShot's headers; other origins get nothing to go on; off by default.
@Suite struct CORSRouteTests {
    static let app = "https://app.example.com"
    static let apiKey = "cors-api-key-0123456789"

    /// The route tests' settings with `origins` (a comma-separated list) and, optionally, an API key.
    static func configuration(origins: String, apiKey: String? = nil) throws -> ServerConfiguration {
        var configuration = ServerHarness.configuration
        configuration.corsOrigins = try CORSOrigins(commaSeparated: origins, source: "test")
        configuration.apiKeys = APIKeyStore(keys: apiKey.map { [$0] } ?? [])
        return configuration
    }

    /// A browser's preflight from `origin` for a JSON POST with an API key.
    static func preflight(
        _ client: any TestClientProtocol, _ path: String = "/v1/render", origin: String = app
    ) async throws -> TestResponse {
        try await client.execute(
            uri: path, method: .options,
            headers: [
                .origin: origin, .accessControlRequestMethod: "POST",
                .accessControlRequestHeaders: "content-type,x-api-key",
            ])
    }

    @Test(arguments: ["/v1/render", "/v1/layout", "/v1/compare", "/v1/render/batch", "/v1/examples", "/version"])
    func aPreflightFromAnAllowedOriginIsAnsweredWithoutAKey(path: String) async throws {
        let configuration = try Self.configuration(origins: "\(Self.app), http://localhost:5173", apiKey: Self.apiKey)
        try await ServerHarness.withClient(configuration: configuration) { client in
            let response = try await Self.preflight(client, path)
            #expect(response.status == .noContent)
            #expect(response.headers[.accessControlAllowOrigin] == Self.app)
            #expect(response.headers[.accessControlAllowMethods] == "GET, HEAD, POST")
            #expect(
                response.headers[.accessControlAllowHeaders]
                    == "Content-Type, Authorization, X-API-Key, X-Request-ID, If-None-Match")
            #expect(response.headers[.accessControlMaxAge] == "600")
            #expect(response.headers[.vary] == "Origin")
            #expect(response.headers[.accessControlAllowCredentials] == nil)
            #expect(response.headers[.wwwAuthenticate] == nil)
            #expect(response.body.readableBytes == 0)
        }
    }

    @Test func aPreflightFromAnotherOriginGetsNoCORSHeaders() async throws {
        try await ServerHarness.withClient(configuration: try Self.configuration(origins: Self.app)) { client in
            for origin in ["https://evil.example", "http://app.example.com", "null"] {
                let response = try await Self.preflight(client, origin: origin)
                #expect(response.status == .noContent, "\(origin)")
                #expect(response.headers[.accessControlAllowOrigin] == nil, "\(origin)")
                #expect(response.headers[.accessControlAllowMethods] == nil, "\(origin)")
                #expect(response.headers[.vary] == "Origin")
            }
        }
    }

    @Test func answersToAnAllowedOriginNameItAndExposeTableShotsHeaders() async throws {
        let configuration = try Self.configuration(origins: Self.app, apiKey: Self.apiKey)
        try await ServerHarness.withClient(configuration: configuration) { client in
            var headers = ServerHarness.json
            headers[.origin] = Self.app
            headers[.authorization] = "Bearer \(Self.apiKey)"
            let render = try await ServerHarness.post(client, "/v1/render", ServerHarness.helloSpec, headers: headers)
            #expect(render.status == .ok)
            #expect(render.headers[.accessControlAllowOrigin] == Self.app)
            let exposed = try #require(render.headers[.accessControlExposeHeaders])
            for name in [
                "ETag", "X-Request-ID", "Server-Timing", "X-Cache", "X-Diff-Match", "X-Diff-Pixels",
                "X-TableShot-Warnings", "Retry-After", "Content-Disposition", "WWW-Authenticate",
            ] {
                #expect(exposed.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.contains(name))
            }
            #expect(render.headers[.vary] == "Accept, Origin")
            // Errors are readable too: a missing key (401) and a missing media type (415).
            let unauthorized = try await client.execute(uri: "/v1/examples", method: .get, headers: [.origin: Self.app])
            #expect(unauthorized.status == .unauthorized)
            #expect(unauthorized.headers[.accessControlAllowOrigin] == Self.app)
            var bare: HTTPFields = [.origin: Self.app, .authorization: "Bearer \(Self.apiKey)"]
            let untyped = try await ServerHarness.post(client, "/v1/layout", ServerHarness.helloSpec, headers: bare)
            #expect(untyped.status == .unsupportedMediaType)
            #expect(untyped.headers[.accessControlAllowOrigin] == Self.app)
            // Another origin's answer is the same answer, without the CORS headers; Vary says it differs.
            bare[.origin] = "https://evil.example"
            let other = try await client.execute(uri: "/healthz", method: .get, headers: bare)
            #expect(other.status == .ok)
            #expect(other.headers[.accessControlAllowOrigin] == nil)
            #expect(other.headers[.accessControlExposeHeaders] == nil)
            #expect(other.headers[.vary]?.contains("Origin") == true)
        }
    }

    @Test func aStarAllowsEveryOriginWithoutVary() async throws {
        try await ServerHarness.withClient(configuration: try Self.configuration(origins: "*")) { client in
            let preflight = try await Self.preflight(client, origin: "https://anywhere.example")
            #expect(preflight.status == .noContent)
            #expect(preflight.headers[.accessControlAllowOrigin] == "*")
            #expect(preflight.headers[.vary] == nil)
            let answer = try await client.execute(
                uri: "/version", method: .get, headers: [.origin: "https://anywhere.example"])
            #expect(answer.headers[.accessControlAllowOrigin] == "*")
            #expect(answer.headers[.accessControlExposeHeaders] != nil)
            #expect(answer.headers[.vary]?.contains("Origin") != true)
        }
    }

    @Test func anOptionsThatIsNotAPreflightOrToAnUnknownPathGoesOnToTheRoutes() async throws {
        try await ServerHarness.withClient(configuration: try Self.configuration(origins: Self.app)) { client in
            let plain = try await client.execute(uri: "/v1/render", method: .options, headers: [.origin: Self.app])
            #expect(plain.status == .methodNotAllowed)
            #expect(plain.headers[.accessControlAllowOrigin] == Self.app)
            let unknown = try await Self.preflight(client, "/v2/render")
            #expect(unknown.status == .notFound)
        }
    }

    @Test func offByDefault() async throws {
        try await ServerHarness.withClient { client in
            let preflight = try await Self.preflight(client)
            #expect(preflight.status == .methodNotAllowed)
            #expect(preflight.headers[.accessControlAllowOrigin] == nil)
            var headers = ServerHarness.json
            headers[.origin] = Self.app
            let render = try await ServerHarness.post(client, "/v1/render", ServerHarness.helloSpec, headers: headers)
            #expect(render.status == .ok)
            #expect(render.headers[.accessControlAllowOrigin] == nil)
            #expect(render.headers[.vary] == "Accept")
        }
    }
}
