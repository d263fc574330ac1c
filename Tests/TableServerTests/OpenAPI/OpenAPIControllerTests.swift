internal import Foundation
internal import HTTPTypes
internal import Hummingbird
internal import Testing

@testable internal import TableServer

/// `OpenAPIController`: the document is read from the assets folder, revalidates by its ETag, and its absence is a
/// 503 that names the file.
@Suite struct OpenAPIControllerTests {
    static func withClient(assets: URL, _ body: @Sendable (any TestClientProtocol) async throws -> Void)
        async throws
    {
        let router = Router(context: TableShotRequestContext.self)
        let pipeline = try ServerHarness.pipeline()
        let service = RenderService(
            pipeline: pipeline, configuration: ServerHarness.configuration, metrics: ServerMetrics())
        router.add(middleware: ProblemMiddleware(service: service, logFormat: .text))
        OpenAPIController.register(on: router, assets: assets)
        try await Application(router: router).test(.router, body)
    }

    @Test func theDocumentRevalidatesByItsETag() async throws {
        let assets = OpenAPIContract.fileURL.deletingLastPathComponent()
        try await Self.withClient(assets: assets) { client in
            let first = try await client.execute(uri: "/openapi.json", method: .get)
            #expect(first.status == .ok)
            let etag = try #require(first.headers[.eTag])
            let again = try await client.execute(uri: "/openapi.json", method: .get, headers: [.ifNoneMatch: etag])
            #expect(again.status == .notModified)
        }
    }

    @Test func aMissingDocumentIs503NamingTheFile() async throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-openapi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        try await Self.withClient(assets: empty) { client in
            let response = try await client.execute(uri: "/openapi.json", method: .get)
            #expect(response.status == .serviceUnavailable)
            #expect(String(buffer: response.body).contains("openapi.json is missing"))
        }
    }
}
