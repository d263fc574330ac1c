internal import CPangoCairo
internal import Foundation
internal import TableHashing
internal import TableLayout
public import TableSpec

/// Everything that can change the bytes of a render besides the spec: our
/// version, the C libraries' versions and every font file. Reported by
/// `/version`; its fingerprint is part of every cache key and ETag.
public struct EngineInfo: Sendable, Equatable, Codable {
    /// TableShot's version.
    public let tableshot: String
    public let cairo: String
    public let pango: String
    public let harfbuzz: String
    /// SHA-256 over every font file (sorted by file name and digest, each file name then its bytes' SHA-256):
    /// where the files lie does not change it.
    public let fonts: String
    /// Each font file and its SHA-256, sorted by path (absolute; `withRelativePaths` makes them relative).
    public internal(set) var fontFiles: [FontFile]
    /// Per look (`"6"`, `"7"`, `"12"`), per role (`system`, `japanese`, `emoji`, …), the font file in use.
    public internal(set) var fontsInUse: [String: [String: String]]
    /// One string that changes whenever any of the above does.
    /// The open SF Symbols stand-in set compiled in: its family, commit and licence, and the SHA-256 of its names'
    /// table and outlines.
    public let symbols: String
    public let fingerprint: String

    /// A font file and its digest.
    public struct FontFile: Sendable, Equatable, Codable {
        public let path: String
        public let sha256: String
    }

    /// TableShot's release version: the one source of `tableshot --version`, `/version`, the `Server` header
    /// (`TableShot/<version>`) and the OpenAPI document's `info.version`, which `VersionAgreementTests` and
    /// `CLIVersionTests` hold to it, with the Dockerfile's `org.opencontainers.image.version` label. It is part of
    /// the fingerprint, so a new version changes every ETag.
    public static let version = "0.15.0"

    /// Reads the library versions and hashes `fonts`' files (each file once per process) and the user's SF Symbols
    /// templates (`--symbols`).
    public init(fonts: FontLibrary, symbolTemplates: [String: SymbolTemplate] = [:]) {
        tableshot = Self.version
        cairo = String(cString: cairo_version_string())
        pango = String(cString: pango_version_string())
        harfbuzz = String(cString: hb_version_string())
        fontFiles = fonts.fontFiles.map { FontFile(path: $0, sha256: FontDigests.digest(of: $0) ?? "unreadable") }
        // By file name and digest, not by path: the same files in another folder give the same fingerprint (sorted
        // by absolute path, `Assets/` under /work and under /usr/share hashed in another order, issue 38).
        let named = fontFiles.map { (name: URL(fileURLWithPath: $0.path).lastPathComponent, sha256: $0.sha256) }
            .sorted { ($0.name, $0.sha256) < ($1.name, $1.sha256) }
        var hasher = SHA256()
        for file in named {
            hasher.update(Array(file.name.utf8))
            hasher.update(Array(file.sha256.utf8))
        }
        self.fonts = SHA256.hexString(hasher.finalize())
        var inUse: [String: [String: String]] = [:]
        for version in IOSVersion.allCases {
            let metrics = TableMetrics.of(version)
            var roles: [String: String] = [:]
            for (role, name) in fonts.cascade.roles(systemFamily: metrics.systemFontFamily) {
                roles[role] = fonts.familyFiles[name] ?? "missing: \(name)"
            }
            if let display = metrics.displayFontFamily, let name = fonts.cascade.roles(systemFamily: display).first {
                roles["systemDisplay"] = fonts.familyFiles[name.family] ?? "missing: \(name.family)"
            }
            inUse[version.rawValue] = roles
        }
        fontsInUse = inUse
        symbols = Self.symbols + Self.templatesSummary(symbolTemplates)
        fingerprint = SHA256.hex(
            Array("\(tableshot)|\(cairo)|\(pango)|\(harfbuzz)|\(self.fonts)|\(symbols)".utf8))
    }

    /// The user's templates in `symbols`: their count and a SHA-256 over each name and its variants' outlines, in
    /// name order; nothing without templates.
    static func templatesSummary(_ templates: [String: SymbolTemplate]) -> String {
        guard !templates.isEmpty else { return "" }
        var hasher = SHA256()
        for name in templates.keys.sorted() {
            hasher.update(Array(name.utf8) + [0])
            for (variant, data) in templates[name]!.variants.sorted(by: { $0.key < $1.key }) {
                hasher.update(Array(variant.utf8) + [0] + Array(data.utf8) + [0])
            }
        }
        return "; user templates: \(templates.count), sha256:" + SHA256.hexString(hasher.finalize())
    }

    /// `symbols`, worked out once per process.
    private static let symbols: String = {
        OpenSymbolArtwork.source + " sha256:" + SHA256.hex(OpenSymbolArtwork.compiledData)
    }()

    /// The strong ETag of `spec`'s render with this engine: a quoted SHA-256 prefix of
    /// (fingerprint, canonical spec).
    public func etag(for spec: TableSpec) -> String {
        let canonical = spec.canonicalForm()
        var hasher = SHA256()
        hasher.update(Array(fingerprint.utf8))
        // The JSON's length first, so that where it ends and the images begin is part of what is hashed (each
        // image's length is in the JSON).
        withUnsafeBytes(of: UInt64(canonical.json.count).littleEndian) { hasher.update(raw: $0) }
        hasher.update(canonical.json)
        for image in canonical.images { hasher.update(image) }
        return "\"\(SHA256.hexString(hasher.finalize().prefix(16)))\""
    }
}
