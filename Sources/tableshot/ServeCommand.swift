internal import ArgumentParser
internal import Hummingbird
internal import TableServer

/// `tableshot serve`: the HTTP server.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: "Serve /v1/render, /v1/layout and /healthz over HTTP.")

    @Option(help: "Address to bind.") var host = "127.0.0.1"
    @Option(help: "Port to bind.") var port = 8080

    func run() async throws {
        try await CommandFailure.reporting {
            let app = buildApplication(
                configuration: ServerConfiguration(host: host, port: port), pipeline: try Pipeline.make())
            try await app.runService()
        }
    }
}
