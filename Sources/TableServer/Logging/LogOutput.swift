internal import Foundation

/// Where a log handler's finished lines go: standard error, or a closure (tests).
public struct LogOutput: Sendable {
    /// Takes one finished line, newline included.
    let write: @Sendable (String) -> Void

    /// An output that hands each line to `write`.
    public init(_ write: @escaping @Sendable (String) -> Void) { self.write = write }

    /// Standard error, one `write` per line (so a line is never split by another writer of the stream), as
    /// swift-log's text handler writes.
    public static let standardError = LogOutput { line in
        try? FileHandle.standardError.write(contentsOf: Data(line.utf8))
    }
}
