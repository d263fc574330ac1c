internal import Foundation
internal import TableRender
internal import TableShotTesting
internal import Testing

/// What `/version` reports of the fonts: paths relative to their folders, never where the server is installed
/// (issue 28).
@Suite struct EngineInfoRelativePathsTests {
    @Test func everyFontPathIsRelativeToItsFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tableshot-user-fonts-\(UUID())")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = Fixtures.assets.appendingPathComponent("Fonts/Inter/Inter-Bold.otf")
        try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent("Sub/Mine.otf"))
        let configuration = PipelineConfiguration(assetsDirectory: Fixtures.assets, userFontsDirectory: folder)
        let engine = try RenderPipeline(configuration: configuration).engine
        let relative = engine.withRelativePaths(configuration)

        #expect(relative.fontFiles.count == engine.fontFiles.count)
        #expect(relative.fontFiles.map(\.sha256) == engine.fontFiles.map(\.sha256))
        #expect(relative.fingerprint == engine.fingerprint && relative.fonts == engine.fonts)
        let paths = Set(relative.fontFiles.map(\.path))
        #expect(paths.contains("assets/Fonts/Inter/Inter-Regular.otf"))
        #expect(paths.contains("system/truetype/noto/NotoSans-Regular.ttf"))
        #expect(paths.contains("user/Sub/Mine.otf"))
        for path in paths {
            #expect(path.hasPrefix("assets/") || path.hasPrefix("system/") || path.hasPrefix("user/"), "\(path)")
        }
        let inUse = relative.fontsInUse.values.flatMap(\.values)
        #expect(!inUse.isEmpty)
        for file in inUse {
            #expect(!file.hasPrefix("/") && (paths.contains(file) || file.hasPrefix("missing: ")), "\(file)")
        }
        #expect(relative.fontsInUse["7"]?["system"] == "assets/Fonts/TeXGyreHeros/texgyreheros-regular.otf")
    }
}
