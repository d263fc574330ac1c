internal import Foundation
internal import HTTPTypes
internal import Hummingbird
internal import Logging
internal import NIOCore
internal import TableRender
internal import TableServer
internal import TableShotTesting
internal import Testing

/// Runs requests against the real router (no socket) with the shared pipeline.
enum ServerHarness {
    /// The one pipeline of the test process.
    static func pipeline() throws -> RenderPipeline { try #require(Fixtures.pipeline) }

    /// The server settings of route tests: the defaults, except a time limit of minutes. The whole test suite
    /// runs in parallel on the CI machine's two cores, where a compare or batch of cold looks has taken over
    /// the production limit of 10 s; the time limit itself is tested on its own (`HeavyRouteLimitTests`,
    /// `FlightTests`).
    static let configuration = ServerConfiguration(timeLimit: .seconds(300))

    /// Calls `body` with a router test client over `buildRouter` with `configuration` (the route tests' by
    /// default), logging from `logLevel` up.
    static func withClient<T: Sendable>(
        configuration: ServerConfiguration = configuration, logLevel: Logger.Level = .warning,
        _ body: @Sendable (any TestClientProtocol) async throws -> T
    ) async throws -> T {
        var logger = Logger(label: "TableServerTests")
        logger.logLevel = logLevel
        let app = Application(
            router: buildRouter(pipeline: try pipeline(), configuration: configuration), logger: logger)
        return try await app.test(.router, body)
    }

    /// JSON request headers.
    static let json: HTTPFields = [.contentType: "application/json"]

    /// A small valid spec.
    static let helloSpec =
        #"{"ios":"7","style":"plain","sections":[{"header":"H","rows":[{"text":"Hello","accessoryType":"disclosureIndicator"}]}]}"#

    /// POSTs `body` to `uri`.
    static func post(
        _ client: any TestClientProtocol, _ uri: String, _ body: String, headers: HTTPFields = json
    ) async throws -> TestResponse {
        try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: body))
    }

    /// The response body parsed as a JSON object.
    static func object(_ response: TestResponse) throws -> [String: Any] {
        let data = Data(response.body.readableBytesView)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The response body's bytes.
    static func bytes(_ response: TestResponse) -> [UInt8] { Array(response.body.readableBytesView) }
}

extension HTTPField.Name {
    static var requestID: Self { Self("X-Request-ID")! }
}
