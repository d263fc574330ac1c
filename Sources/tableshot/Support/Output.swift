internal import Foundation

/// Writes command output to a file, or to standard output for `-`.
enum Output {
    /// Writes `bytes` to `path` (atomically), or to stdout for `-`, adding a
    /// final newline there only when asked and stdout is a terminal, so that
    /// piped output is byte for byte what the server sends.
    static func write(_ bytes: [UInt8], to path: String, newlineOnTerminal: Bool = false) throws(CommandError) {
        if path == "-" {
            FileHandle.standardOutput.write(Data(bytes))
            if newlineOnTerminal, isatty(STDOUT_FILENO) == 1 { FileHandle.standardOutput.write(Data("\n".utf8)) }
            return
        }
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .unwritable(path: path, reason: error.localizedDescription)
        }
    }
}
