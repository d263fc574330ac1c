internal import ArgumentParser
internal import Foundation
internal import TableRender

/// `tableshot fonts`: which font file draws each role in each look, and every file's SHA-256.
struct FontsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts",
        abstract: "List the font files TableShot draws with (per look and role) and their SHA-256.",
        discussion: "With --pins, print Assets/Fonts/system-fonts.sha256 for the installed Noto packages.")

    @Option(help: "A folder of your own Apple fonts (SF Pro, PingFang, …) to draw with (TABLESHOT_FONTS).")
    var fonts: String?
    @Option(
        help:
            "A folder of SF Symbols templates exported from Apple's SF Symbols app, NAME.svg drawing NAME (TABLESHOT_SYMBOLS)."
    )
    var symbols: String?
    @Flag(help: "Print the pin manifest of the system stand-ins instead.") var pins = false

    func run() async throws {
        try await CommandFailure.reporting {
            let pipeline = try Pipeline.make(fonts: fonts, symbols: symbols)
            let engine = pipeline.engine
            let root = pipeline.configuration.systemFontsRoot
            var out = ""
            if pins {
                out = FontPins.manifest(engine, systemRoot: root)
            } else {
                for (look, roles) in engine.fontsInUse.sorted(by: { $0.key < $1.key }) {
                    out += "ios \(look)\n"
                    for (role, file) in roles.sorted(by: { $0.key < $1.key }) { out += "  \(role): \(file)\n" }
                }
                out += "files (fingerprint \(engine.fingerprint))\n"
                for file in engine.fontFiles { out += "  \(file.sha256)  \(file.path)\n" }
            }
            try Output.write(Array(out.utf8), to: "-")
        }
    }
}
