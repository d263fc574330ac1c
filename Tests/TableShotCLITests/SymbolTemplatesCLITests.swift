import Foundation
import TableShotTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `--symbols DIR` / `TABLESHOT_SYMBOLS`: the user's SF Symbols templates draw in `render`, and in a server's
/// confined workers, which may read that folder; `/version` counts them.
@Suite(.serialized) struct SymbolTemplatesCLITests {
    /// A folder holding one template of our own shape, for a name TableShot does not know.
    static func folder() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200"><g id="Symbols">
            <g id="Regular-S" transform="matrix(1 0 0 1 1391 696)"><path d="M10 -70 L90 -70 L90 0 L10 0 Z"/></g>
            </g></svg>
            """
        try svg.write(to: directory.appendingPathComponent("custom.square.svg"), atomically: true, encoding: .utf8)
        return directory
    }

    static let spec = #"{"ios":"18","width":200,"sections":[{"rows":[{"text":"Custom","image":"custom.square"}]}]}"#

    @Test func renderDrawsATemplateOnlyWithTheFlag() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let without = try CLIRunner.run(["layout", "-"], stdin: Array(Self.spec.utf8))
        #expect(without.status == 2)
        #expect(without.stderr.contains("custom.square"), "\(without.stderr)")
        let with = try CLIRunner.run(
            ["layout", "-", "--display-list", "--symbols", directory.path], stdin: Array(Self.spec.utf8))
        #expect(with.status == 0, "\(with.stderr)")
        // The template's rectangle, filled in the tint at 80 × 70 template units at 17 pt, large scale.
        #expect(with.stdoutText.contains("fill M 0 0 L 20.4 0 L 20.4 17.85 L 0 17.85 Z"), "\(with.stdoutText)")
    }

    @Test(.timeLimit(.minutes(1))) func aServersWorkersDrawTheTemplatesAndVersionCountsThem() async throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let port = 17_500 + Int(ProcessInfo.processInfo.processIdentifier % 400)
        let server = try LocalServer.start(port: port, environment: ["TABLESHOT_SYMBOLS": directory.path])
        defer { server.terminate() }
        let base = try #require(URL(string: "http://127.0.0.1:\(port)"))
        try await LocalServer.waitUntilHealthy(base)
        var request = URLRequest(url: base.appendingPathComponent("v1/render"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(Self.spec.utf8)
        let (png, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 200, "\(String(decoding: png, as: UTF8.self))")
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let (version, _) = try await URLSession.shared.data(from: base.appendingPathComponent("version"))
        let info = try #require(try JSONSerialization.jsonObject(with: version) as? [String: Any])
        #expect((info["symbols"] as? String)?.contains("user templates: 1, sha256:") == true, "\(info)")
    }
}
