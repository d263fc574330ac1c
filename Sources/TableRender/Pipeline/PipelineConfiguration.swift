public import Foundation
public import TableSpec

/// Where the bundled assets are and which limits apply.
public struct PipelineConfiguration: Sendable {
    /// The `Assets/` directory (fonts under `Fonts/`, sample images under `Images/`).
    public var assetsDirectory: URL
    /// Request caps.
    public var limits: SpecLimits
    /// Most idle render contexts kept (each owns a Pango font map).
    public var maxIdleContexts: Int
    /// The user's own fonts (`--fonts`, `TABLESHOT_FONTS`): Apple's families found here replace their
    /// stand-ins; `nil` draws with the stand-ins only.
    public var userFontsDirectory: URL?
    /// The user's SF Symbols templates (`--symbols`, `TABLESHOT_SYMBOLS`): `NAME.svg` exported from Apple's SF
    /// Symbols app draws `NAME` instead of TableShot's artwork; `nil`: TableShot's symbols only.
    public var userSymbolsDirectory: URL? = nil
    /// Where the Noto stand-ins are installed (`TABLESHOT_SYSTEM_FONTS`, default `/usr/share/fonts`).
    public var systemFontsRoot: URL

    public init(
        assetsDirectory: URL? = nil, limits: SpecLimits = .standard, maxIdleContexts: Int = 4,
        userFontsDirectory: URL? = nil, systemFontsRoot: URL = SystemFonts.root()
    ) {
        self.assetsDirectory = assetsDirectory ?? AssetLocator.locate()
        self.limits = limits
        self.maxIdleContexts = maxIdleContexts
        self.userFontsDirectory = userFontsDirectory
        self.systemFontsRoot = systemFontsRoot
    }
}

/// Finds the `Assets/` directory: `$TABLESHOT_ASSETS`, then next to or above
/// the executable (a SwiftPM build tree or an install prefix), then the
/// working directory.
public enum AssetLocator {
    public static func locate() -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["TABLESHOT_ASSETS"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit)
        }
        var candidates: [URL] = []
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? Bundle.main.executablePath ?? CommandLine.arguments.first ?? "."
        var directory = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(directory.appendingPathComponent("Assets"))
            candidates.append(directory.appendingPathComponent("share/tableshot/Assets"))
            directory.deleteLastPathComponent()
        }
        candidates.append(
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Assets"))
        let fonts = { (url: URL) in FileManager.default.fileExists(atPath: url.appendingPathComponent("Fonts").path) }
        return candidates.first(where: fonts) ?? candidates.last!
    }
}
