internal import Foundation
internal import TableLayout
internal import TableRender
internal import TableSpec

/// Builds the one `RenderPipeline` a command uses, with the bundled assets
/// found by `AssetLocator`.
enum Pipeline {
    /// A pipeline over the located `Assets/`, with the user's fonts from `fonts` (a `--fonts` flag), else
    /// `$TABLESHOT_FONTS`, and the user's SF Symbols templates from `symbols` (`--symbols`), else
    /// `$TABLESHOT_SYMBOLS`.
    static func make(limits: SpecLimits = .standard, fonts: String? = nil, symbols: String? = nil)
        throws(RenderError) -> RenderPipeline
    {
        let environment = ProcessInfo.processInfo.environment
        let directory = fonts ?? environment["TABLESHOT_FONTS"].flatMap { $0.isEmpty ? nil : $0 }
        let symbolsDirectory = symbols ?? environment["TABLESHOT_SYMBOLS"].flatMap { $0.isEmpty ? nil : $0 }
        var configuration = PipelineConfiguration(
            limits: limits, userFontsDirectory: directory.map { URL(fileURLWithPath: $0) })
        configuration.userSymbolsDirectory = symbolsDirectory.map { URL(fileURLWithPath: $0) }
        return try RenderPipeline(configuration: configuration)
    }

    /// Prints each warning of a render to standard error: the user must know the mockup is not exact.
    static func report(_ warnings: [TextWarning]) {
        for warning in warnings {
            FileHandle.standardError.write(Data("warning: \(warning.message)\n".utf8))
        }
    }

    /// The benchmark's default spec: `Assets/Examples/reference-20-rows.json`.
    static func referenceSpecPath() -> String {
        AssetLocator.locate().appendingPathComponent("Examples").appendingPathComponent("reference-20-rows.json").path
    }
}
