internal import NIOCore
internal import Synchronization

/// Compressed bodies of answers with a strong ETag (the playground's files, the OpenAPI document, SVG renders), by
/// the compressed representation's ETag (`"…-br"`, `"…-gzip"`): the same bytes are compressed once per coding, not
/// on every request. Bounded in bytes; the oldest entry goes first.
final class CompressedBodyCache: Sendable {
    private struct State {
        var entries: [String: ByteBuffer] = [:]
        var order: [String] = []
        var bytes = 0
    }
    private let state = Mutex(State())
    /// The most compressed bytes kept.
    let capacityBytes: Int

    init(capacityBytes: Int) { self.capacityBytes = capacityBytes }

    func get(_ etag: String) -> ByteBuffer? { state.withLock { $0.entries[etag] } }

    func put(_ etag: String, _ body: ByteBuffer) {
        guard body.readableBytes <= capacityBytes / 4 else { return }
        state.withLock { state in
            guard state.entries[etag] == nil else { return }
            state.entries[etag] = body
            state.order.append(etag)
            state.bytes += body.readableBytes
            while state.bytes > capacityBytes, !state.order.isEmpty {
                let oldest = state.order.removeFirst()
                state.bytes -= state.entries.removeValue(forKey: oldest)?.readableBytes ?? 0
            }
        }
    }
}
