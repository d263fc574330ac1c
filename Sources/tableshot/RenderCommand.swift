internal import ArgumentParser
internal import TableRender

/// `tableshot render SPEC.json -o OUT.png`.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render a spec to a PNG file (the body of POST /v1/render).")

    @Argument(help: "The spec JSON file, or - for standard input.") var spec: String
    @Option(name: .shortAndLong, help: "Where to write the PNG, or - for standard output.") var output: String

    func run() async throws {
        try await CommandFailure.reporting {
            let png = try Pipeline.make().render(json: SpecInput.read(spec)).png
            try Output.write(png, to: output)
        }
    }
}
