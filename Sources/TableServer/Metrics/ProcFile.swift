#if canImport(Glibc)
    internal import Glibc
#endif

/// Reads the text of a `/proc` file. Their sizes read as 0, so each is read in chunks to its end, with plain
/// `open`/`read`: a scrape reads a few of them and must stay cheap.
enum ProcFile {
    /// The file's text, or `nil` when it cannot be read (a worker that has just ended, no `/proc` at all).
    static func text(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            bytes.append(contentsOf: chunk[..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// How much one `read` asks for: more than a stat file holds, so that one read and the end suffice.
    private static let chunkSize = 4096
}
