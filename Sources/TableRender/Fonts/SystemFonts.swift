public import Foundation

/// The open stand-ins for Apple's non-Latin system fonts, emoji and symbols: Noto files from pinned Debian
/// packages (too large for git), installed by `Scripts/setup.sh` and the Dockerfile. TableShot loads exactly
/// these files, and `Assets/Fonts/system-fonts.sha256` records the bytes each must have.
public enum SystemFonts {
    /// Where the files are looked up: `$TABLESHOT_SYSTEM_FONTS`, else Debian's font root.
    public static func root(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        URL(
            fileURLWithPath: environment["TABLESHOT_SYSTEM_FONTS"].flatMap { $0.isEmpty ? nil : $0 }
                ?? "/usr/share/fonts")
    }

    /// One font file: its path under the root and the Debian package that installs it.
    public struct File: Sendable, Equatable {
        public let path: String
        public let package: String
    }

    /// The Debian packages, at the versions the goldens were recorded with.
    public static let packages = [
        "fonts-noto-core": "20201225-1",
        "fonts-noto-cjk": "1:20220127+repack1-1",
        "fonts-noto-color-emoji": "2.042-0+deb12u1",
        "fonts-noto-ui-core": "20201225-1",
    ]

    /// Every file, in cascade order.
    public static let files: [File] =
        [
            File(path: "opentype/noto/NotoSansCJK-Regular.ttc", package: "fonts-noto-cjk"),
            File(path: "opentype/noto/NotoSansCJK-Bold.ttc", package: "fonts-noto-cjk"),
            File(path: "truetype/noto/NotoColorEmoji.ttf", package: "fonts-noto-color-emoji"),
        ]
        + (["Noto Sans"] + FontCascade.scriptFamilies).flatMap { family in
            let name = family.replacingOccurrences(of: " ", with: "")
            let package = family.hasSuffix(" UI") ? "fonts-noto-ui-core" : "fonts-noto-core"
            return ["Regular", "Bold"].map { File(path: "truetype/noto/\(name)-\($0).ttf", package: package) }
        }
        + ["NotoSansSymbols2-Regular", "NotoSansMath-Regular"].map {
            File(path: "truetype/noto/\($0).ttf", package: "fonts-noto-core")
        }
}
