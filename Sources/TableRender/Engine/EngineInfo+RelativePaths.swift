internal import Foundation

extension EngineInfo {
    /// This report with every font path made relative to the folder it was found under, after that folder's
    /// name: `assets/Fonts/Inter/Inter-Regular.otf` (the bundled `Assets/`), `system/truetype/noto/NotoSans-Regular.ttf`
    /// (the root of the Noto stand-ins) and `user/…` (the `--fonts` folder). What `/version` serves: the same names on
    /// every replica of one image, and no absolute install path (issue 28). The fingerprint does not change: it
    /// hashes the files' names and bytes, not their paths.
    public func withRelativePaths(_ configuration: PipelineConfiguration) -> EngineInfo {
        let roots = FontRoots(configuration)
        var relative = self
        relative.fontFiles = fontFiles.map { FontFile(path: roots.relative($0.path), sha256: $0.sha256) }
        relative.fontsInUse = fontsInUse.mapValues { $0.mapValues(roots.relative) }
        return relative
    }
}

/// The folders fonts are loaded from, each with the name it is reported under.
private struct FontRoots {
    /// Name and absolute path with a final `/`, the most specific (longest) first.
    let roots: [(name: String, prefix: String)]

    init(_ configuration: PipelineConfiguration) {
        let named = [
            ("assets", configuration.assetsDirectory), ("system", configuration.systemFontsRoot),
            ("user", configuration.userFontsDirectory),
        ]
        roots = named.compactMap { name, url in url.map { (name, Self.folderPrefix($0)) } }
            .sorted { $0.prefix.count > $1.prefix.count }
    }

    /// The folder's absolute path, with a final `/`.
    private static func folderPrefix(_ folder: URL) -> String {
        let path = folder.standardizedFileURL.path
        return path.hasSuffix("/") ? path : path + "/"
    }

    /// `path` as `<root name>/<path under the root>`; an absolute path under no root is cut to its file name, and
    /// anything else (`missing: <family>`) is kept.
    func relative(_ path: String) -> String {
        let standardized = path.hasPrefix("/") ? URL(fileURLWithPath: path).standardizedFileURL.path : path
        for root in roots where standardized.hasPrefix(root.prefix) {
            return root.name + "/" + standardized.dropFirst(root.prefix.count)
        }
        return path.hasPrefix("/") ? URL(fileURLWithPath: path).lastPathComponent : path
    }
}
