internal import CPangoCairo
public import Foundation

/// Every font file TableShot draws with, and the fontconfig configuration that exposes only them: the
/// bundled Latin stand-ins (`Assets/Fonts`), the Noto stand-ins for the other scripts and emoji
/// (`SystemFonts`), and the user's own Apple fonts (`--fonts`), which replace their stand-ins.
///
/// Each render worker builds its own `FcConfig` and Pango font map from this description (Pango font maps
/// are not thread-safe, and Pango's default font map is per thread and would see system fonts).
public struct FontLibrary: Sendable, Equatable {
    /// Absolute paths of every font file, sorted.
    public let fontFiles: [String]
    /// The user's font files (`--fonts`), sorted; empty without a user folder.
    public let userFiles: [String]
    /// Family name → the file its regular face comes from, for every family the files provide.
    public let familyFiles: [String: String]
    /// The code points some file covers.
    public let coverage: CharacterCoverage
    /// The code points each system family and stand-in covers (`FontCascade.systemFamilies`): where a label's
    /// tracking applies (`TextEngine.tracking`).
    let familyCoverage: [String: CharacterCoverage]
    /// The `trak` tables of the user's families (`--fonts`), by family: Apple's fonts carry their tracking.
    let trackTables: [String: TrackTable]

    /// The cascade over the families these files provide.
    public var cascade: FontCascade { FontCascade(available: Set(familyFiles.keys)) }

    /// Loads the bundled fonts under `directory`, the system stand-ins under `systemRoot` (all required) and
    /// the user's fonts under `userDirectory`, if given.
    public init(directory: URL, systemRoot: URL = SystemFonts.root(), userDirectory: URL? = nil)
        throws(RenderError)
    {
        let bundled = try Self.fontFiles(in: directory)
        guard !bundled.isEmpty else { throw .fontsUnavailable("no .otf or .ttf files in \(directory.path)") }
        var system: [String] = []
        for file in SystemFonts.files {
            let path = systemRoot.appendingPathComponent(file.path).path
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw .fontsUnavailable(
                    "missing \(path) (Debian package \(file.package)); run Scripts/setup.sh or set TABLESHOT_SYSTEM_FONTS"
                )
            }
            system.append(path)
        }
        userFiles = try userDirectory.map { url throws(RenderError) in try Self.fontFiles(in: url) } ?? []
        fontFiles = (bundled + system + userFiles).sorted()
        (familyFiles, coverage, familyCoverage) = try Self.scan(fontFiles)
        var tables: [String: TrackTable] = [:]
        for (family, file) in familyFiles where userFiles.contains(file) {
            tables[family] = TrackTable(fontFile: file)
        }
        trackTables = tables
    }

    /// Whether `family`'s faces come from the user's files.
    func isUserFamily(_ family: String) -> Bool { familyFiles[family].map(userFiles.contains) ?? false }

    public static func == (lhs: FontLibrary, rhs: FontLibrary) -> Bool { lhs.fontFiles == rhs.fontFiles }

    /// Every `.otf`, `.ttf`, `.ttc` and `.otc` under `directory` (recursively), sorted.
    static func fontFiles(in directory: URL) throws(RenderError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue,
            let enumerator = FileManager.default.enumerator(atPath: directory.path)
        else { throw .fontsUnavailable("no font directory at \(directory.path)") }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let lowered = relative.lowercased()
            if [".otf", ".ttf", ".ttc", ".otc"].contains(where: lowered.hasSuffix) {
                files.append(directory.appendingPathComponent(relative).path)
            }
        }
        return files.sorted()
    }

    /// Family name → file of its regular face, and the union of the faces' character sets, read by
    /// fontconfig from the files themselves.
    private static func scan(_ files: [String]) throws(RenderError) -> (
        [String: String], CharacterCoverage, [String: CharacterCoverage]
    ) {
        let config = try makeConfig(files: files)
        defer { FcConfigDestroy(config) }
        var result: [String: String] = [:]
        var coverage = CharacterCoverage()
        var families: [String: CharacterCoverage] = [:]
        let systemFamilies = Set(FontCascade.systemFamilies.values.joined())
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return (result, coverage, families) }
        for index in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[index] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            var charset: OpaquePointer?
            let hasCharset = FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch
            if hasCharset, let charset { coverage.add(charset) }
            var familyIndex: Int32 = 0
            var family: UnsafeMutablePointer<FcChar8>?
            while FcPatternGetString(pattern, FC_FAMILY, familyIndex, &family) == FcResultMatch, let family {
                let name = String(cString: family)
                if result[name] == nil || Self.isRegular(pattern) { result[name] = String(cString: file) }
                if hasCharset, let charset, systemFamilies.contains(name) {
                    families[name, default: CharacterCoverage()].add(charset)
                }
                familyIndex += 1
            }
        }
        return (result, coverage, families)
    }

    private static func isRegular(_ pattern: OpaquePointer) -> Bool {
        var weight: Int32 = 0
        var slant: Int32 = 0
        guard FcPatternGetInteger(pattern, FC_WEIGHT, 0, &weight) == FcResultMatch else { return false }
        _ = FcPatternGetInteger(pattern, FC_SLANT, 0, &slant)
        return weight == FC_WEIGHT_REGULAR && slant == FC_SLANT_ROMAN
    }

    /// A new fontconfig configuration holding only this library's files, the emoji alias and bitmap scaling,
    /// each font with its shared FreeType face (`FontFaces`).
    func makeConfig() throws(RenderError) -> OpaquePointer {
        let config = try Self.makeConfig(files: fontFiles, emojiFamily: cascade.emojiFamily)
        do {
            try FontFaces.attach(to: config)
        } catch {
            FcConfigDestroy(config)
            throw error
        }
        return config
    }

    private static func makeConfig(files: [String], emojiFamily: String = "Noto Color Emoji") throws(RenderError)
        -> OpaquePointer
    {
        guard let config = FcConfigCreate() else { throw .fontsUnavailable("FcConfigCreate failed") }
        let xml = FontConfigRules.document(emojiFamily: emojiFamily)
        guard FcConfigParseAndLoadFromMemory(config, xml, 1) != 0 else {
            FcConfigDestroy(config)
            throw .fontsUnavailable("fontconfig rejected TableShot's rules")
        }
        for file in files where FcConfigAppFontAddFile(config, file) == 0 {
            FcConfigDestroy(config)
            throw .fontsUnavailable("fontconfig could not load \(file)")
        }
        return config
    }
}
