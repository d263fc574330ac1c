internal import ArgumentParser
internal import Foundation

/// The spec files and folders named after the specs folder (`tableshot test specs specs/cells/value1.json`), as
/// paths relative to it: each is looked up as given (relative to the working directory, or absolute), else inside
/// the specs folder, and must be in it.
enum SpecPaths {
    static func relative(_ given: String, to specs: URL) throws -> String {
        let root = specs.standardizedFileURL.resolvingSymlinksInPath().path
        for candidate in [URL(fileURLWithPath: given), specs.appendingPathComponent(given)] {
            let path = candidate.standardizedFileURL.resolvingSymlinksInPath().path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            guard path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
                throw ValidationError("\(given) is not inside the specs folder \(specs.path)")
            }
            guard isDirectory.boolValue || path.hasSuffix(".json") else {
                throw ValidationError("\(given) is not a spec (.json) file or a folder")
            }
            return path == root ? "" : String(path.dropFirst(root.hasSuffix("/") ? root.count : root.count + 1))
        }
        throw ValidationError("no spec file or folder at \(given)")
    }
}
