internal import Foundation
internal import Synchronization
internal import TableHashing
internal import TableSpec

/// SHA-256 of font files, computed once per process for each file identity (path, size, modification
/// time, inode): a replaced file has a new identity and is hashed again.
enum FontDigests {
    private struct Identity: Hashable {
        let path: String
        let size: Int
        let modified: Double
        let inode: Int
    }

    private static let memo = Mutex<[Identity: String]>([:])

    /// The hex SHA-256 of the file at `path`, or `nil` when it cannot be read.
    static func digest(of path: String) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        let identity = Identity(
            path: path, size: (attributes[.size] as? Int) ?? -1,
            modified: (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0,
            inode: (attributes[.systemFileNumber] as? Int) ?? -1)
        if let known = memo.withLock({ $0[identity] }) { return known }
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return nil }
        var hasher = SHA256()
        data.withUnsafeBytes { hasher.update(raw: $0) }
        let digest = SHA256.hexString(hasher.finalize())
        memo.withLock { $0[identity] = digest }
        return digest
    }
}
