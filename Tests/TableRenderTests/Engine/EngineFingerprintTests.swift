internal import Foundation
internal import TableRender
internal import TableShotTesting
internal import Testing

/// Issue 38, item 8: the same font bytes give the same fingerprint, and so the same ETags, wherever `Assets/` lies.
@Suite struct EngineFingerprintTests {
    /// A copy of the bundled assets under `parent` (a new folder), removed by the caller.
    static func copyOfAssets(under parent: String) throws -> URL {
        let folder = URL(fileURLWithPath: parent).appendingPathComponent("tableshot-assets-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("Assets")
        try FileManager.default.copyItem(at: Fixtures.assets, to: copy)
        return copy
    }

    @Test func theFingerprintDoesNotDependOnWhereTheAssetsLie() throws {
        // One copy sorts before the Noto fonts' /usr/share/fonts, the other after it.
        let before = try Self.copyOfAssets(under: "/tmp")
        let after = try Self.copyOfAssets(under: "/var/tmp")
        defer {
            for copy in [before, after] { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        }
        let engines = try [before, after].map {
            try RenderPipeline(configuration: PipelineConfiguration(assetsDirectory: $0)).engine
        }
        #expect(engines[0].fontFiles.map(\.sha256).sorted() == engines[1].fontFiles.map(\.sha256).sorted())
        #expect(engines[0].fonts == engines[1].fonts)
        #expect(engines[0].fingerprint == engines[1].fingerprint)
        let pipeline = try RenderPipeline(configuration: PipelineConfiguration(assetsDirectory: before))
        let spec = try pipeline.decode(Array(#"{"ios":"18","sections":[{"rows":[{"text":"A"}]}]}"#.utf8))
        #expect(engines[0].etag(for: spec) == engines[1].etag(for: spec))
    }
}
