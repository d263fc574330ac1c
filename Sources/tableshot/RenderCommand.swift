internal import ArgumentParser
internal import TableLayout
internal import TableRender

/// `tableshot render SPEC.json -o OUT.png` (or `OUT.pdf`, `OUT.svg`, or `--format`).
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a spec to a PNG, PDF or SVG file (the body of POST /v1/render).",
        discussion: """
            The format is --format's, else the output file's extension (.png, .pdf, .svg), else PNG. \
            PDF and SVG documents are the spec's size in points, drawn by the same painters as the PNG.
            """)

    @Argument(help: "The spec JSON file, or - for standard input.") var spec: String
    @Option(name: .shortAndLong, help: "Where to write the file, or - for standard output.") var output: String
    @Option(
        help: "png, pdf, svg or svg-text (SVG with live text; default: from the output file's extension, else png).")
    var format: String?
    @Option(help: "A folder of your own Apple fonts (SF Pro, PingFang, …) to draw with (TABLESHOT_FONTS).")
    var fonts: String?
    @Option(
        help:
            "A folder of SF Symbols templates exported from Apple's SF Symbols app, NAME.svg drawing NAME (TABLESHOT_SYMBOLS)."
    )
    var symbols: String?

    func run() async throws {
        try await CommandFailure.reporting {
            let pipeline = try Pipeline.make(fonts: fonts, symbols: symbols)
            let chosen = try chosenFormat()
            let rendered = try pipeline.render(pipeline.decode(SpecInput.read(spec)), format: chosen)
            Pipeline.report(rendered.tree.warnings)
            try Output.write(rendered.bytes, to: output)
        }
    }

    /// `--format`, else the output's extension, else PNG.
    private func chosenFormat() throws -> RenderFormat {
        guard let format else { return RenderFormat(fileName: output) ?? .png }
        guard let chosen = RenderFormat(rawValue: format.lowercased()) else {
            throw ValidationError("--format must be png, pdf, svg or svg-text, not \"\(format)\"")
        }
        return chosen
    }
}
