internal import Foundation

extension FontPins {
    /// Why `pipeline`'s Noto stand-ins are not the pinned ones, in one sentence that names each file whose bytes
    /// differ (or the missing manifest); `nil` when every file has its pinned bytes. Both `/readyz` and
    /// `tableshot test` ask it before they trust a render.
    public static func problem(in pipeline: RenderPipeline) -> String? {
        let file = Self.file(assets: pipeline.configuration.assetsDirectory)
        guard let pins = try? FontPins(contentsOf: file) else { return "no font pins at \(file.path)" }
        let mismatches = pins.mismatches(pipeline.engine, systemRoot: pipeline.configuration.systemFontsRoot)
        guard !mismatches.isEmpty else { return nil }
        return "font files differ from their pins: " + mismatches.joined(separator: "; ")
    }
}
