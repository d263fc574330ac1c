internal import Foundation
internal import TableShotTesting
internal import Testing

#if canImport(FoundationNetworking)
    internal import FoundationNetworking
#endif

/// A `tableshot serve` child process on a loopback port, for tests that need a real socket.
enum LocalServer {
    /// Starts the server on `port` with `flags` after the host and port, `environment` over this process's, its
    /// standard error to `errors` (discarded by default); the caller terminates it.
    static func start(
        port: Int, flags: [String] = [], environment extra: [String: String] = [:], errors: FileHandle = .nullDevice
    ) throws -> Process {
        let process = Process()
        process.executableURL = try CLIRunner.executable()
        process.arguments = ["serve", "--host", "127.0.0.1", "--port", String(port)] + flags
        var environment = ProcessInfo.processInfo.environment
        environment["TABLESHOT_ASSETS"] = Fixtures.assets.path
        environment.merge(extra) { _, new in new }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        return process
    }

    /// Polls `/healthz` for up to 10 s.
    static func waitUntilHealthy(_ base: URL) async throws {
        for _ in 0..<200 {
            if let (_, response) = try? await URLSession.shared.data(from: base.appendingPathComponent("healthz")),
                (response as? HTTPURLResponse)?.statusCode == 200
            {
                return
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        Issue.record("server did not become healthy")
    }
}
