internal import Foundation

#if canImport(Glibc)
    internal import Glibc
#endif

/// The identity (device, inode, size, modification time) of every font file when the pipeline started. A font
/// deleted or replaced while the server runs would make Pango fall back to another face, silently; every
/// layout checks the files first (one `stat` each, microseconds) and fails with a clear error instead.
struct FontFileWatch: Sendable {
    private struct Identity: Equatable, Sendable {
        let device: UInt64
        let inode: UInt64
        let size: Int64
        let modified: Int
        let modifiedNanoseconds: Int
    }

    private let files: [(path: String, identity: Identity?)]

    init(paths: [String]) {
        files = paths.map { ($0, Self.identity(of: $0)) }
    }

    /// The files that are gone or changed since start, each with what happened; empty when all are as they were.
    func changes() -> [String] {
        files.compactMap { file in
            guard let now = Self.identity(of: file.path) else { return "\(file.path) is missing" }
            return now == file.identity ? nil : "\(file.path) changed"
        }
    }

    private static func identity(of path: String) -> Identity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Identity(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            modified: Int(info.st_mtim.tv_sec), modifiedNanoseconds: Int(info.st_mtim.tv_nsec))
    }
}
