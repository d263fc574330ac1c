internal import Foundation
internal import TableRender
internal import TableSpec

/// Builds the one `RenderPipeline` a command uses, with the bundled assets
/// found by `AssetLocator`.
enum Pipeline {
    /// A pipeline over the located `Assets/`.
    static func make(limits: SpecLimits = .standard) throws(RenderError) -> RenderPipeline {
        try RenderPipeline(configuration: PipelineConfiguration(limits: limits))
    }

    /// The benchmark's default spec: `Assets/Examples/reference-20-rows.json`.
    static func referenceSpecPath() -> String {
        AssetLocator.locate().appendingPathComponent("Examples").appendingPathComponent("reference-20-rows.json").path
    }
}
