internal import CPangoCairo
public import Foundation

/// The bundled fonts and the fontconfig configuration that exposes only them.
///
/// Each render worker builds its own `FcConfig` and Pango font map from this
/// description (Pango font maps are not thread-safe, and Pango's default font
/// map is per thread and would see system fonts).
public struct FontLibrary: Sendable, Equatable {
    /// Absolute paths of the font files, sorted.
    public let fontFiles: [String]

    /// UIKit family names and the bundled family that stands in for each.
    public static let standIns: [(uikit: String, bundled: String)] = [
        ("Helvetica Neue", "TeX Gyre Heros"),
        ("Helvetica", "TeX Gyre Heros"),
        ("SF UI Text", "Inter"),
        ("San Francisco", "Inter"),
    ]

    /// Finds every `.otf`/`.ttf` under `directory` (recursively).
    public init(directory: URL) throws(RenderError) {
        guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else {
            throw .fontsUnavailable("no font directory at \(directory.path)")
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".otf") || relative.hasSuffix(".ttf") {
                files.append(directory.appendingPathComponent(relative).path)
            }
        }
        guard !files.isEmpty else { throw .fontsUnavailable("no .otf or .ttf files in \(directory.path)") }
        fontFiles = files.sorted()
    }

    public static func == (lhs: FontLibrary, rhs: FontLibrary) -> Bool { lhs.fontFiles == rhs.fontFiles }

    /// A new fontconfig configuration holding only the bundled fonts and the stand-in aliases.
    func makeConfig() throws(RenderError) -> OpaquePointer {
        guard let config = FcConfigCreate() else { throw .fontsUnavailable("FcConfigCreate failed") }
        for file in fontFiles where FcConfigAppFontAddFile(config, file) == 0 {
            FcConfigDestroy(config)
            throw .fontsUnavailable("fontconfig could not load \(file)")
        }
        let aliases = Self.standIns.map { uikit, bundled in
            "<alias binding=\"same\"><family>\(uikit)</family><prefer><family>\(bundled)</family></prefer></alias>"
        }.joined()
        let xml = "<?xml version=\"1.0\"?><!DOCTYPE fontconfig SYSTEM \"fonts.dtd\"><fontconfig>\(aliases)</fontconfig>"
        guard FcConfigParseAndLoadFromMemory(config, xml, 1) != 0 else {
            FcConfigDestroy(config)
            throw .fontsUnavailable("fontconfig rejected the alias configuration")
        }
        return config
    }
}
