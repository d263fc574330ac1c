internal import Foundation
internal import Synchronization

#if canImport(Glibc)
    internal import Glibc
#endif

/// The identity (device, inode, size, modification time) of every font file when the pipeline started. A font
/// deleted or replaced while the server runs would make Pango fall back to another face, silently; every
/// layout asks first and fails with a clear error instead. The files are looked at (one `stat` each) at most
/// every `interval`, not on every layout: with the Noto fonts there are about 60, whose `stat`s cost about as
/// much as laying out a 20-row table, so at 100 ms one render in a hundred paid for them at a server's rate
/// (issue 27's tail); a second still stops a deleted font within a second. A change, once seen, stays: the
/// server needs a restart once the fonts are back.
final class FontFileWatch: Sendable {
    /// How long an answer of `changes()` is reused.
    static let interval = Duration.seconds(1)
    private struct Identity: Equatable, Sendable {
        let device: UInt64
        let inode: UInt64
        let size: Int64
        let modified: Int
        let modifiedNanoseconds: Int
    }

    private let files: [(path: String, identity: Identity?)]
    /// The last look: when, and what it found.
    private let last = Mutex<(at: ContinuousClock.Instant, changes: [String])?>(nil)

    init(paths: [String]) {
        files = paths.map { ($0, Self.identity(of: $0)) }
    }

    /// The files that are gone or changed since start, each with what happened; empty when all are as they were
    /// (as of at most `interval` ago).
    func changes() -> [String] {
        let now = ContinuousClock.now
        if let last = last.withLock({ $0 }), now - last.at < Self.interval || !last.changes.isEmpty {
            return last.changes
        }
        let changes = files.compactMap { file in
            guard let current = Self.identity(of: file.path) else { return "\(file.path) is missing" }
            return current == file.identity ? nil : "\(file.path) changed"
        }
        last.withLock { $0 = (now, changes) }
        return changes
    }

    private static func identity(of path: String) -> Identity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Identity(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            modified: Int(info.st_mtim.tv_sec), modifiedNanoseconds: Int(info.st_mtim.tv_nsec))
    }
}
