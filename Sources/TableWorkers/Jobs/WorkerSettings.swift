internal import Foundation
public import TableRender
public import TableSpec

/// What a worker process is told when it starts: where the assets and fonts are, the spec limits, and how it is
/// confined (`WorkerConfinement`).
public struct WorkerSettings: Sendable, Equatable, Codable {
    /// The `Assets/` directory.
    public var assetsDirectory: String
    /// The user's own fonts, if any.
    public var userFontsDirectory: String?
    /// The user's SF Symbols templates (`--symbols`), if any.
    public var userSymbolsDirectory: String? = nil
    /// Where the Noto stand-ins are installed.
    public var systemFontsRoot: String
    /// Request caps.
    public var limits: SpecLimits
    /// The most address space the worker may map, in bytes (0: no limit).
    public var addressSpaceBytes: Int
    /// Added to the worker's CPU priority (`nice`), so the server's event loops go first.
    public var niceness: Int

    public init(
        assetsDirectory: String, userFontsDirectory: String?, systemFontsRoot: String, limits: SpecLimits,
        addressSpaceBytes: Int, niceness: Int
    ) {
        self.assetsDirectory = assetsDirectory
        self.userFontsDirectory = userFontsDirectory
        self.systemFontsRoot = systemFontsRoot
        self.limits = limits
        self.addressSpaceBytes = addressSpaceBytes
        self.niceness = niceness
    }
}

extension WorkerSettings {
    /// The settings of workers that draw as `pipeline` does, confined as `pool` says.
    public init(pipeline: RenderPipeline, pool: WorkerPoolSettings) {
        self.init(
            assetsDirectory: pipeline.configuration.assetsDirectory.path,
            userFontsDirectory: pipeline.configuration.userFontsDirectory?.path,
            systemFontsRoot: pipeline.configuration.systemFontsRoot.path, limits: pipeline.configuration.limits,
            addressSpaceBytes: pool.addressSpaceBytes, niceness: pool.niceness)
        userSymbolsDirectory = pipeline.configuration.userSymbolsDirectory?.path
    }
}
