internal import CPangoCairo
internal import Foundation
public import TableSpec

/// Everything that can change the bytes of a render besides the spec: our
/// version, the C libraries' versions and the bundled fonts. Reported by
/// `/version`; its fingerprint is part of every cache key and ETag.
public struct EngineInfo: Sendable, Equatable, Codable {
    /// TableShot's version.
    public let tableshot: String
    public let cairo: String
    public let pango: String
    public let harfbuzz: String
    /// SHA-256 over the bundled font files (sorted by path, each path then its bytes).
    public let fonts: String
    /// One string that changes whenever any of the above does.
    public let fingerprint: String

    /// TableShot's release version.
    public static let version = "0.4.0"

    /// Reads the library versions and hashes `fonts`' files.
    public init(fonts: FontLibrary) {
        tableshot = Self.version
        cairo = String(cString: cairo_version_string())
        pango = String(cString: pango_version_string())
        harfbuzz = String(cString: hb_version_string())
        var hasher = SHA256()
        for file in fonts.fontFiles {
            hasher.update(Array(URL(fileURLWithPath: file).lastPathComponent.utf8))
            hasher.update((try? Data(contentsOf: URL(fileURLWithPath: file))) ?? Data())
        }
        self.fonts = SHA256.hexString(hasher.finalize())
        fingerprint = SHA256.hex(Array("\(tableshot)|\(cairo)|\(pango)|\(harfbuzz)|\(fonts)".utf8))
    }

    /// The strong ETag of `spec`'s render with this engine: a quoted SHA-256 prefix of
    /// (fingerprint, canonical spec).
    public func etag(for spec: TableSpec) -> String {
        var hasher = SHA256()
        hasher.update(Array(fingerprint.utf8))
        hasher.update(spec.canonicalJSON())
        return "\"\(SHA256.hexString(hasher.finalize().prefix(16)))\""
    }
}
