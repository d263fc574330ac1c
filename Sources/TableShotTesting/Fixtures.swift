public import Foundation
public import TableRender

/// Paths of the repository's assets and fixtures, for tests.
public enum Fixtures {
    /// The repository root, found from this file's location.
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Assets/`.
    public static var assets: URL { repositoryRoot.appendingPathComponent("Assets") }

    /// `Assets/Examples/<name>`.
    public static func example(_ name: String) -> URL {
        assets.appendingPathComponent("Examples").appendingPathComponent(name)
    }

    /// Where the `tableshot` binary may be: next to the test bundle (`.build/<triple>/debug/tableshot`), else under
    /// the repository's `.build/debug/`.
    public static var executableCandidates: [URL] {
        var candidates = [Bundle.main.bundleURL.appendingPathComponent("tableshot")]
        if let runner = Bundle.main.executableURL {
            candidates.append(runner.deletingLastPathComponent().appendingPathComponent("tableshot"))
        }
        candidates.append(repositoryRoot.appendingPathComponent(".build/debug/tableshot"))
        return candidates
    }

    /// The first of `executableCandidates` that exists.
    public static var executable: URL? {
        executableCandidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// One pipeline over the bundled assets, shared by a test process. Making it takes `RenderLock`, so never read
    /// it for the first time inside `RenderLock.run`: a test holding the lock while another thread makes the
    /// pipeline would wait on it forever (it happened).
    public static let pipeline: RenderPipeline? = try? RenderPipeline(
        configuration: PipelineConfiguration(assetsDirectory: assets))
}
