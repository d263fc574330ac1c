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
        /// Decoding and validating the body, the ETag and the warnings (or finding them in `SpecMemo`).
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
                rendered: Rendered(file: rendered.file, etag: partial.etag, cached: true, timings: nil),
                decode: partial.decode, queue: partial.queue)
        }
    }

    /// The outcome of the gated job: an answer, or another request's render of the same spec to wait for.
    private enum Prepared: Sendable {
        case answered(Answer)
        case joined(Flight<Rendered>, Answer)
    }

    /// Runs on a pool thread under the gate: decode, ETag, 304, cache, and the render unless another request
    /// is rendering the same spec. A body decoded before (`SpecMemo`) is answered with `304` or from the cache
    /// without being decoded again.
    private func prepare(
        json: [UInt8], format: RenderFormat, notModified: (String) -> Bool, queue: Duration
    ) throws -> Prepared {
        let clock = ContinuousClock()
        let start = clock.now
        let key = SpecMemo.Key(json, format: format)
        let known = memo.facts(for: key)
        if let known, let answered = answerWithoutRendering(known, notModified, decode: clock.now - start, queue) {
            return .answered(answered)
        }
        let spec = try pipeline.decode(json)
        let facts =
            known ?? SpecMemo.Facts(etag: etag(for: spec, format: format), warnings: pipeline.warnings(for: spec))
        let decode = clock.now - start
        if known == nil {
            memo.remember(facts, for: key)
            if let answered = answerWithoutRendering(facts, notModified, decode: decode, queue) {
                return .answered(answered)
            }
        }
        metrics.cache(hit: false, bytes: cache.bytes)
        let (flight, isOwner) = claim(facts.etag)
        guard isOwner else { return .joined(flight, Answer(facts, nil, decode: decode, queue: queue)) }
        let rendered = try renderClaimed(spec, format: format, etag: facts.etag, flight: flight)
        return .answered(Answer(facts, rendered, decode: decode, queue: queue))
    }

    /// The answer for a spec with `facts` when the client's copy is current (a 304) or the render is cached;
    /// `nil` when it must be rendered.
    private func answerWithoutRendering(
        _ facts: SpecMemo.Facts, _ notModified: (String) -> Bool, decode: Duration, _ queue: Duration
    ) -> Answer? {
        if notModified(facts.etag) { return Answer(facts, nil, decode: decode, queue: queue) }
        guard let file = cache.get(facts.etag) else { return nil }
        metrics.cache(hit: true, bytes: cache.bytes)
        let rendered = Rendered(file: file, etag: facts.etag, cached: true, timings: nil)
        return Answer(facts, rendered, decode: decode, queue: queue)
    }
}

extension RenderService.Answer {
    /// The answer for a spec with `facts`.
    init(_ facts: SpecMemo.Facts, _ rendered: RenderService.Rendered?, decode: Duration, queue: Duration) {
        self.init(etag: facts.etag, warnings: facts.warnings, rendered: rendered, decode: decode, queue: queue)
    }
}
