internal import TableWorkers

extension RenderService {
    /// Runs CPU- and memory-heavy work (renders, and decoding and diffing images) on NIO's blocking pool
    /// under the admission gate, so that it counts against the worker and queue limits (a saturated
    /// server answers 503 at once), within `deadline` (the per-request time limit from now by default): past it,
    /// queued or running, `ServiceError.timedOut` at once. Work whose `client` has gone when a worker takes it is
    /// not run: `ServiceError.clientGone`.
    func gated<T: Sendable>(
        until deadline: WorkDeadline? = nil, client: ClientPresence = .unknown,
        _ work: @escaping @Sendable () throws -> T
    ) async throws -> T {
        do {
            return try await gate.run(until: deadline ?? WorkDeadline(limit: timeLimit), client: client) {
                self.metrics.queueDepth(self.gate.queueDepth)
                return try work()
            }
        } catch let error as ServiceError {
            metrics.rejected(reason: error.metricReason)
            throw error
        }
    }
}
