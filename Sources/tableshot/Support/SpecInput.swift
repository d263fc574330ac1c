internal import Foundation

/// Reads a spec's bytes from a file, or from standard input for `-`.
enum SpecInput {
    /// The bytes at `path`.
    static func read(_ path: String) throws(CommandError) -> [UInt8] {
        if path == "-" { return Array(FileHandle.standardInput.readDataToEndOfFile()) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadable(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw .unreadable(path: path, reason: "is a directory") }
        do {
            return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw .unreadable(path: path, reason: error.localizedDescription)
        }
    }
}
