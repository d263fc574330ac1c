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

    /// One pipeline over the bundled assets, shared by a test process.
    public static let pipeline: RenderPipeline? = try? RenderPipeline(
        configuration: PipelineConfiguration(assetsDirectory: assets))
}
