internal import ArgumentParser
internal import TableLayout
internal import TableRender

/// `tableshot render SPEC.json -o OUT.png`.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render a spec to a PNG file (the body of POST /v1/render).")

    @Argument(help: "The spec JSON file, or - for standard input.") var spec: String
    @Option(name: .shortAndLong, help: "Where to write the PNG, or - for standard output.") var output: String
    @Option(help: "A folder of your own Apple fonts (SF Pro, PingFang, …) to draw with (TABLESHOT_FONTS).")
    var fonts: String?

    func run() async throws {
        try await CommandFailure.reporting {
            let rendered = try Pipeline.make(fonts: fonts).render(json: SpecInput.read(spec))
            Pipeline.report(rendered.tree.warnings)
            try Output.write(rendered.png, to: output)
        }
    }
}
