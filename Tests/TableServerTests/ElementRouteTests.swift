internal import Foundation
internal import HTTPTypes
internal import HummingbirdTesting
internal import NIOCore
internal import TableRender
internal import TableShotTesting
internal import TableSpec
internal import Testing

/// `GET /v1/elements/{name}.png`.
@Suite struct ElementRouteTests {
    @Test func rendersTheSameBytesAsThePipeline() async throws {
        let expected = try #require(try ServerHarness.pipeline().renderElement("switch-on", ios: .twelve, scale: 3)).png
        try await ServerHarness.withClient { client in
            let response = try await client.execute(uri: "/v1/elements/switch-on.png?ios=12&scale=3", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "image/png")
            #expect(ServerHarness.bytes(response) == expected)
        }
    }

    @Test func defaultsToIOS7At2x() async throws {
        let expected = try #require(try ServerHarness.pipeline().renderElement("delete", ios: .seven, scale: 2)).png
        try await ServerHarness.withClient { client in
            let response = try await client.execute(uri: "/v1/elements/delete.png", method: .get)
            #expect(response.status == .ok)
            #expect(ServerHarness.bytes(response) == expected)
        }
    }

    @Test func unknownElementIs404ListingTheNames() async throws {
        try await ServerHarness.withClient { client in
            let response = try await client.execute(uri: "/v1/elements/nope.png", method: .get)
            #expect(response.status == .notFound)
            #expect(response.headers[.contentType] == "application/problem+json")
            let detail = try ServerHarness.object(response)["detail"] as? String
            #expect(detail?.contains("switch-on") == true)
        }
    }

    @Test func badQueryIs400WithEveryProblem() async throws {
        try await ServerHarness.withClient { client in
            let response = try await client.execute(uri: "/v1/elements/delete.png?ios=6&scale=4", method: .get)
            #expect(response.status == .badRequest)
            let errors = try #require(try ServerHarness.object(response)["errors"] as? [[String: Any]])
            #expect(errors.compactMap { $0["path"] as? String } == ["/ios", "/scale"])
        }
    }

    @Test func postIs405() async throws {
        try await ServerHarness.withClient { client in
            let response = try await client.execute(uri: "/v1/elements/delete.png", method: .post)
            #expect(response.status == .methodNotAllowed)
            #expect(response.headers[.allow] == "GET")
        }
    }
}
