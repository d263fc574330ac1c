internal import Foundation
internal import HTTPTypes
internal import Hummingbird
internal import Logging
internal import TableRender
internal import TableShotTesting
internal import Testing

@testable internal import TableServer

/// One version, from one place (`EngineInfo.version`): `/version`, the `Server` header and the OpenAPI document say
/// the same (the CLI's `--version` and the Dockerfile's label: `CLIVersionTests`).
@Suite struct VersionAgreementTests {
    @Test func versionRouteSaysTheVersion() async throws {
        try await ServerHarness.withClient { client in
            let response = try await client.execute(uri: "/version", method: .get)
            #expect(try ServerHarness.object(response)["tableshot"] as? String == EngineInfo.version)
        }
    }

    @Test func serverHeaderIsTableShotSlashTheVersion() async throws {
        #expect(ServerConfiguration().serverName == "TableShot/\(EngineInfo.version)")
        let configuration = ServerConfiguration(host: "127.0.0.1", port: 0, logLevel: .warning)
        let app = buildApplication(configuration: configuration, pipeline: try ServerHarness.pipeline())
        try await app.test(.live) { client in
            let response = try await client.execute(uri: "/healthz", method: .get)
            #expect(response.headers[.server] == "TableShot/\(EngineInfo.version)")
        }
    }

    @Test func openAPIInfoVersionIsTheVersion() throws {
        let document = try JSONSerialization.jsonObject(with: Data(OpenAPIContract.text().utf8)) as? [String: Any]
        let info = try #require(document?["info"] as? [String: Any])
        #expect(info["version"] as? String == EngineInfo.version)
    }

    /// Issue 28: `/version` names no absolute install path (fonts are named relative to their folders).
    @Test func versionRouteHasNoAbsolutePaths() async throws {
        try await ServerHarness.withClient { client in
            let response = try await client.execute(uri: "/version", method: .get)
            let text = String(buffer: response.body)
            #expect(!text.contains(Fixtures.repositoryRoot.path) && !text.contains("/usr/share"), "\(text.prefix(300))")
            var strings: [String] = []
            Self.collectStrings(try JSONSerialization.jsonObject(with: Data(text.utf8)), into: &strings)
            #expect(!strings.isEmpty)
            for string in strings { #expect(!string.hasPrefix("/"), "\(string)") }
        }
    }

    /// Every string in a parsed JSON value.
    private static func collectStrings(_ value: Any, into strings: inout [String]) {
        switch value {
        case let string as String: strings.append(string)
        case let array as [Any]: for element in array { collectStrings(element, into: &strings) }
        case let object as [String: Any]: for element in object.values { collectStrings(element, into: &strings) }
        default: break
        }
    }
}
