public import Foundation

/// The SHA-256 each Noto stand-in must have (`Assets/Fonts/system-fonts.sha256`, lines of `HASH  PATH` with
/// paths relative to the system font root): a different package version is detected, never drawn silently.
public struct FontPins: Sendable, Equatable {
    /// Relative path → expected hex SHA-256.
    public let expected: [String: String]

    /// Reads the manifest at `file`.
    public init(contentsOf file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        var expected: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: " ", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2 { expected[parts[1]] = parts[0] }
        }
        self.expected = expected
    }

    /// The manifest's path inside `Assets/`.
    public static func file(assets: URL) -> URL { assets.appendingPathComponent("Fonts/system-fonts.sha256") }

    /// One line per system font file whose bytes differ from the pin (or that has no pin); empty when all match.
    public func mismatches(_ engine: EngineInfo, systemRoot: URL) -> [String] {
        let prefix = systemRoot.path.hasSuffix("/") ? systemRoot.path : systemRoot.path + "/"
        var problems: [String] = []
        for file in SystemFonts.files {
            let path = prefix + file.path
            let actual = engine.fontFiles.first { $0.path == path }?.sha256 ?? "missing"
            guard let pinned = expected[file.path] else {
                problems.append("\(file.path) has no pin in system-fonts.sha256")
                continue
            }
            if actual != pinned {
                problems.append(
                    "\(path) is not the pinned file (sha256 \(actual.prefix(12))… ≠ \(pinned.prefix(12))…); install \(file.package) \(SystemFonts.packages[file.package] ?? "")"
                )
            }
        }
        return problems
    }

    /// The manifest text for the files `engine` hashed under `systemRoot`.
    public static func manifest(_ engine: EngineInfo, systemRoot: URL) -> String {
        let prefix = systemRoot.path.hasSuffix("/") ? systemRoot.path : systemRoot.path + "/"
        var lines = [
            "# SHA-256 of the Noto files TableShot draws with, relative to the system font root (/usr/share/fonts).",
            "# Debian bookworm: "
                + SystemFonts.packages.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(
                    separator: ", "),
            "# After an intended package update: bash Scripts/update-font-pins.sh, then re-record the goldens.",
        ]
        for file in SystemFonts.files {
            let digest = engine.fontFiles.first { $0.path == prefix + file.path }?.sha256 ?? "missing"
            lines.append("\(digest)  \(file.path)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
