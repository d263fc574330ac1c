internal import Foundation
internal import OpenAPIURLSession
internal import TableShotClient
internal import Testing

/// A `tableshot serve` child process on a loopback port that the server picks (`--port 0`), with a generated
/// client of it.
enum TableShotServer {
    /// Why the server could not be started.
    struct StartFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// The binary to serve: `$TABLESHOT_BINARY` (`Scripts/generated-client-test.sh` sets it), else the main
    /// package's debug build, `.build/debug/tableshot` in the repository.
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["TABLESHOT_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        // This file is Tests/GeneratedClient/Tests/GeneratedClientTests/TableShotServer.swift.
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<5 { root.deleteLastPathComponent() }
        return root.appendingPathComponent(".build/debug/tableshot")
    }

    /// Starts a server, runs `body` with a client of it (over URLSession), and stops the server.
    static func run<Result>(_ body: (Client) async throws -> Result) async throws -> Result {
        let log = FileManager.default.temporaryDirectory
            .appendingPathComponent("tableshot-generated-client-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw StartFailure(description: "cannot create \(log.path)")
        }
        defer { try? FileManager.default.removeItem(at: log) }
        let output = try FileHandle(forWritingTo: log)
        defer { try? output.close() }

        let process = Process()
        process.executableURL = binary
        process.arguments = ["serve", "--host", "127.0.0.1", "--port", "0", "--workers", "1"]
        process.standardOutput = output
        process.standardError = output
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        let port = try await listeningPort(process, log: log)
        let serverURL = try #require(URL(string: "http://127.0.0.1:\(port)"))
        return try await body(Client(serverURL: serverURL, transport: URLSessionTransport()))
    }

    /// The port the server says it listens on (`… listening on 127.0.0.1:<port>`), within 30 s.
    private static func listeningPort(_ process: Process, log: URL) async throws -> Int {
        let marker = "listening on 127.0.0.1:"
        for _ in 0..<300 {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            if let range = text.range(of: marker), let port = Int(text[range.upperBound...].prefix(while: \.isNumber)) {
                return port
            }
            guard process.isRunning else {
                throw StartFailure(description: "\(binary.path) serve exited (\(process.terminationStatus)):\n\(text)")
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw StartFailure(description: "\(binary.path) serve did not say where it listens within 30 s")
    }
}
