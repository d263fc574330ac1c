#if canImport(Glibc)
    internal import Glibc
#endif

/// Where a log handler's finished lines go: standard error, or a closure (tests).
public struct LogOutput: Sendable {
    /// Takes one finished line, newline included.
    let write: @Sendable (String) -> Void

    /// An output that hands each line to `write`.
    public init(_ write: @escaping @Sendable (String) -> Void) { self.write = write }

    /// Standard error, one `write` per line (so a line is never split by another writer of the stream; a line
    /// the descriptor takes only in part is finished by more), straight from the string's bytes.
    public static let standardError = LogOutput { line in
        var line = line
        line.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(STDERR_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }  // a closed or failing stream loses the line, as before
                offset += written
            }
        }
    }
}
