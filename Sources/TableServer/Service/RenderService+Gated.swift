internal import NIOPosix

extension RenderService {
    /// Runs CPU- and memory-heavy work (renders, and decoding and diffing images) on NIO's blocking pool
    /// under the admission gate, so that it counts against the worker and queue limits (a saturated
    /// server answers 503 at once).
    func gated<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        do {
            try await gate.acquire(timeout: timeLimit)
        } catch {
            metrics.rejected(reason: error == .saturated ? "saturated" : "timeout")
            throw error
        }
        defer { gate.release() }
        metrics.queueDepth(gate.queueDepth)
        return try await NIOThreadPool.singleton.runIfActive(work)
    }
}
