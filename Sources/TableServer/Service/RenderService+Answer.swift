internal import Synchronization
public import TableLayout
public import TableRender
internal import TableSpec

extension RenderService {
    /// What a render request gets: the render (or nothing, when the client's copy is current), its ETag, the text
    /// warnings, and where the time went.
    public struct Answer: Sendable {
        public let etag: String
        /// Characters no font covers.
        public let warnings: [TextWarning]
        /// `nil` when `If-None-Match` named the ETag (a 304).
        public let rendered: Rendered?
        /// Decoding and validating the body, the ETag and the warnings.
        public let decode: Duration
        /// Waiting for a worker.
        public let queue: Duration
    }

    /// Decodes `json`, and answers with its render in `format` from the cache, from another request's render of
    /// the same spec, or rendered here — all in one job under the admission gate, on one pool thread (issue 14:
    /// a render used to take two gate passes and four thread hops besides its own work; now it is one hand-off
    /// to the pool and one back). `notModified` says
    /// whether the client's `If-None-Match` names an ETag. The whole request stays within the time limit; a
    /// request whose `client` has gone before a worker takes it is not decoded or rendered.
    public func answer(
        json: [UInt8], format: RenderFormat, client: ClientPresence = .unknown,
        notModified: @escaping @Sendable (String) -> Bool
    ) async throws -> Answer {
        let clock = ContinuousClock()
        let queued = clock.now
        let deadline = WorkDeadline(limit: timeLimit, from: queued)
        let prepared = try await gated(until: deadline, client: client) {
            try self.prepare(json: json, format: format, notModified: notModified, queue: clock.now - queued)
        }
        switch prepared {
        case .answered(let answer):
            return answer
        case .joined(let flight, let partial):
            let rendered = try await waitWithinLimit(flight, limit: deadline.remaining)
            return Answer(
                etag: partial.etag, warnings: partial.warnings,
                rendered: Rendered(bytes: rendered.bytes, etag: partial.etag, cached: true, timings: nil),
                decode: partial.decode, queue: partial.queue)
        }
    }

    /// The outcome of the gated job: an answer, or another request's render of the same spec to wait for.
    private enum Prepared: Sendable {
        case answered(Answer)
        case joined(Flight<Rendered>, Answer)
    }

    /// Runs on a pool thread under the gate: decode, ETag, 304, cache, and the render unless another request
    /// is rendering the same spec.
    private func prepare(
        json: [UInt8], format: RenderFormat, notModified: (String) -> Bool, queue: Duration
    ) throws -> Prepared {
        let clock = ContinuousClock()
        let start = clock.now
        let spec = try pipeline.decode(json)
        let etag = etag(for: spec, format: format)
        let warnings = pipeline.warnings(for: spec)
        let decode = clock.now - start
        func answer(_ rendered: Rendered?) -> Answer {
            Answer(etag: etag, warnings: warnings, rendered: rendered, decode: decode, queue: queue)
        }
        if notModified(etag) { return .answered(answer(nil)) }
        if let bytes = cache.get(etag) {
            metrics.cache(hit: true, bytes: cache.bytes)
            return .answered(answer(Rendered(bytes: bytes, etag: etag, cached: true, timings: nil)))
        }
        metrics.cache(hit: false, bytes: cache.bytes)
        let (flight, isOwner) = claim(etag)
        guard isOwner else { return .joined(flight, answer(nil)) }
        return .answered(answer(try renderClaimed(spec, format: format, etag: etag, flight: flight)))
    }
}
