internal import Foundation
internal import TableShotTesting
internal import Testing

/// Runs the built `tableshot` binary as a child process.
struct CLIRunner {
    /// What a run left behind.
    struct Result {
        let status: Int32
        let stdout: [UInt8]
        let stderr: String
        var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// The binary next to the test bundle (`.build/<triple>/debug/tableshot`),
    /// else under the repository's `.build/debug/`.
    static func executable() throws -> URL {
        try #require(
            Fixtures.executable, "tableshot binary not found in \(Fixtures.executableCandidates.map(\.path))")
    }

    /// Runs `tableshot arguments…`, feeding `stdin` if given, with `environment` over this process's.
    static func run(_ arguments: [String], stdin: [UInt8]? = nil, environment extra: [String: String] = [:]) throws
        -> Result
    {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TABLESHOT_ASSETS"] = Fixtures.assets.path
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin)) }
        try input.fileHandleForWriting.close()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: Array(stdout), stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Runs another program (`openssl`, …) with its output discarded; its exit status.
    static func runTool(_ path: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// A fresh temporary directory holding `spec` as `spec.json`.
    static func writeSpec(_ spec: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tableshot-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("spec.json")
        try Data(spec.utf8).write(to: file)
        return file
    }

    /// Deletes the directory `writeSpec` made for `specFile`.
    static func remove(_ specFile: URL) {
        try? FileManager.default.removeItem(at: specFile.deletingLastPathComponent())
    }
}
