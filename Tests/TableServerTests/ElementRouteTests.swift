internal import Foundation
internal import HTTPTypes
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

    @Test(arguments: ["checkmark", "detailDisclosureButton", "switch-off", "reorder", "deleteButton"])
    func servesTheClassicLook(name: String) async throws {
        let classic = try #require(try ServerHarness.pipeline().renderElement(name, ios: .six, scale: 2)).png
        let flat = try #require(try ServerHarness.pipeline().renderElement(name, ios: .seven, scale: 2)).png
        #expect(classic != flat)
        try await ServerHarness.withClient { client in
            let response = try await client.execute(uri: "/v1/elements/\(name).png?ios=6", method: .get)
            #expect(response.status == .ok)
            #expect(ServerHarness.bytes(response) == classic)
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
            let response = try await client.execute(uri: "/v1/elements/delete.png?ios=5&scale=4", method: .get)
            #expect(response.status == .badRequest)
            let errors = try #require(try ServerHarness.object(response)["errors"] as? [[String: Any]])
            #expect(errors.compactMap { $0["path"] as? String } == ["/ios", "/scale"])
        }
    }

    @Test func postIs405() async throws {
        try await ServerHarness.withClient { client in
            let response = try await client.execute(uri: "/v1/elements/delete.png", method: .post)
            #expect(response.status == .methodNotAllowed)
            #expect(response.headers[.allow] == "GET, HEAD")
        }
    }
}
