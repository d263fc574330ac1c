extension RenderService {
    /// Runs CPU- and memory-heavy work (renders, and decoding and diffing images) on NIO's blocking pool
    /// under the admission gate, so that it counts against the worker and queue limits (a saturated
    /// server answers 503 at once), within `deadline` (the per-request time limit from now by default): past it,
    /// queued or running, `ServiceError.timedOut` at once.
    func gated<T: Sendable>(
        until deadline: WorkDeadline? = nil, _ work: @escaping @Sendable () throws -> T
    ) async throws -> T {
        do {
            return try await gate.run(until: deadline ?? WorkDeadline(limit: timeLimit)) {
                self.metrics.queueDepth(self.gate.queueDepth)
                return try work()
            }
        } catch let error as ServiceError {
            metrics.rejected(reason: error == .saturated ? "saturated" : "timeout")
            throw error
        }
    }
}
