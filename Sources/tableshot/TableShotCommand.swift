internal import ArgumentParser
internal import TableRender

/// `tableshot`: renders JSON specs of iOS table views to PNG, from the
/// command line or over HTTP.
@main
struct TableShotCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tableshot",
        abstract: "Render JSON specs of iOS table views to PNG.",
        version: EngineInfo.version,
        subcommands: [
            ServeCommand.self, RenderCommand.self, LayoutCommand.self, TestCommand.self, DiffCommand.self,
            BenchCommand.self, FontsCommand.self, SignURLCommand.self, WorkerCommand.self,
        ]
    )

    /// Tunes the allocator for rendering on several threads (`AllocatorTuning`), then runs the subcommand.
    static func main() async {
        AllocatorTuning.apply()
        WorkerCommand.runIfAsked()
        await main(nil)
    }
}
