internal import ArgumentParser
internal import Foundation
internal import Hummingbird
internal import TableRender
internal import TableServer
internal import TableSpec

/// `tableshot serve`: the HTTP server. Every option also reads an environment
/// variable (`TABLESHOT_<NAME>`); a flag wins over the environment.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: "Serve the TableShot HTTP API.",
        discussion: """
            Environment: TABLESHOT_HOST, TABLESHOT_PORT, TABLESHOT_WORKERS, TABLESHOT_QUEUE,
            TABLESHOT_CACHE_BYTES, TABLESHOT_TIMEOUT_MS, TABLESHOT_MAX_BODY_BYTES, TABLESHOT_ASSETS.
            """)

    @Option(help: "Address to bind (TABLESHOT_HOST; default 127.0.0.1).") var host: String?
    @Option(help: "Port to bind (TABLESHOT_PORT; default 8080).") var port: Int?
    @Option(help: "Renders at once (TABLESHOT_WORKERS; default: one per core).") var workers: Int?
    @Option(help: "Requests that may wait for a worker before 503 (TABLESHOT_QUEUE; default 64).") var queue: Int?
    @Option(help: "Render cache size in bytes, 0 = off (TABLESHOT_CACHE_BYTES; default 67108864).")
    var cacheBytes: Int?
    @Option(help: "Per-request time limit in ms (TABLESHOT_TIMEOUT_MS; default 10000).") var timeoutMs: Int?
    @Option(help: "Largest request body in bytes (TABLESHOT_MAX_BODY_BYTES; default 1048576).")
    var maxBodyBytes: Int?

    func run() async throws {
        try await CommandFailure.reporting {
            let settings = ServeSettings(command: self, environment: ProcessInfo.processInfo.environment)
            let pipeline = try Pipeline.make(limits: settings.limits)
            try await buildApplication(configuration: settings.server, pipeline: pipeline).runService()
        }
    }
}

/// The server and pipeline settings from flags, then environment, then defaults.
struct ServeSettings {
    var server = ServerConfiguration()
    var limits = SpecLimits.standard

    init(command: ServeCommand, environment: [String: String]) {
        func value<T>(_ flag: T?, _ name: String, _ parse: (String) -> T?) -> T? {
            flag ?? environment["TABLESHOT_\(name)"].flatMap(parse)
        }
        server.host = value(command.host, "HOST", { $0 }) ?? server.host
        server.port = value(command.port, "PORT", Int.init) ?? server.port
        server.workers = value(command.workers, "WORKERS", Int.init) ?? server.workers
        server.queueLimit = value(command.queue, "QUEUE", Int.init) ?? server.queueLimit
        server.cacheBytes = value(command.cacheBytes, "CACHE_BYTES", Int.init) ?? server.cacheBytes
        if let milliseconds = value(command.timeoutMs, "TIMEOUT_MS", Int.init) {
            server.timeLimit = .milliseconds(milliseconds)
        }
        limits.maxBodyBytes = value(command.maxBodyBytes, "MAX_BODY_BYTES", Int.init) ?? limits.maxBodyBytes
    }
}
