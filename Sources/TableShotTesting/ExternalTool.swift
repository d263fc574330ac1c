public import Foundation

/// Runs a command-line tool the tests read output with (`python3`, poppler's `pdftotext`, librsvg's
/// `rsvg-convert`, …; `Scripts/setup.sh` installs them) and returns what it printed.
public enum ExternalTool {
    /// A tool that could not run or exited with an error: its name, status, Debian package and complaint.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Runs `tool` (from `PATH`) with `arguments`; `package` names the Debian package that provides it.
    public static func run(_ tool: String, _ arguments: [String], package: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "\(tool) failed (exit \(process.terminationStatus); Debian package \(package), "
                    + "installed by Scripts/setup.sh): \(complaint)")
        }
        return printed
    }

    /// A fresh temporary file holding `bytes`, its name ending in `suffix`.
    public static func file(_ bytes: [UInt8], suffix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + suffix)
        try Data(bytes).write(to: url)
        return url
    }
}
