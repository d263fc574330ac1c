internal import Hummingbird

/// A rendered file's bytes as the service holds them: an array (a render just made, or a small cached PNG), or the
/// chunks of a large cached PNG in the render cache's arena. A response copies either once, straight into its
/// buffer (issue 14: a cache hit used to copy a large PNG twice, arena → array → buffer).
public struct RenderedBytes: Sendable {
    private enum Storage: Sendable {
        case array([UInt8])
        case arena(ArenaBytes)
    }

    private let storage: Storage

    /// Bytes held in an array.
    init(_ bytes: [UInt8]) { storage = .array(bytes) }

    /// Bytes held in the cache arena's chunks (kept while this value lives, even if the cache evicts them).
    init(_ bytes: ArenaBytes) { storage = .arena(bytes) }

    /// How many bytes there are.
    public var count: Int {
        switch storage {
        case .array(let bytes): return bytes.count
        case .arena(let bytes): return bytes.count
        }
    }

    /// The bytes as an array (a copy when they are in the arena).
    public var array: [UInt8] {
        switch storage {
        case .array(let bytes): return bytes
        case .arena(let bytes): return bytes.array
        }
    }

    /// The bytes in a new buffer, copied once.
    func byteBuffer() -> ByteBuffer {
        switch storage {
        case .array(let bytes):
            return ByteBuffer(bytes: bytes)
        case .arena(let bytes):
            var buffer = ByteBufferAllocator().buffer(capacity: bytes.count)
            bytes.forEachPiece { buffer.writeBytes($0) }
            return buffer
        }
    }
}
