internal import ArgumentParser
internal import TableLayout
internal import TableRender

/// `tableshot layout SPEC.json`.
struct LayoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout", abstract: "Print a spec's layout tree as JSON (the body of POST /v1/layout).")

    @Argument(help: "The spec JSON file, or - for standard input.") var spec: String
    @Option(help: "A folder of your own Apple fonts (SF Pro, PingFang, …) to draw with (TABLESHOT_FONTS).")
    var fonts: String?
    @Option(
        help:
            "A folder of SF Symbols templates exported from Apple's SF Symbols app, NAME.svg drawing NAME (TABLESHOT_SYMBOLS)."
    )
    var symbols: String?
    @Flag(help: "Print the table's display list instead, one drawing primitive a line (what PNG, PDF and SVG draw).")
    var displayList = false

    func run() async throws {
        try await CommandFailure.reporting {
            let pipeline = try Pipeline.make(fonts: fonts, symbols: symbols)
            let tree = try pipeline.layout(pipeline.decode(SpecInput.read(spec)))
            Pipeline.report(tree.warnings)
            if displayList {
                try Output.write(Array(tree.displayListDump().utf8), to: "-", newlineOnTerminal: true)
                return
            }
            let json = tree.jsonString()
            try Output.write(Array(json.utf8), to: "-", newlineOnTerminal: true)
        }
    }
}
