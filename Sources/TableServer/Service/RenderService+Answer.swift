internal import Synchronization
public import TableLayout
public import TableRender
internal import TableSpec
internal import TableWorkers

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

    /// Answers with `json`'s render in `format`: from the cache, from another request's render of the same spec,
    /// or rendered by the backend — all in one job under the admission gate. A body seen before (`SpecMemo`) is
    /// answered with 304 or from the cache without the backend; otherwise the backend decodes it and tells its
    /// ETag and warnings first (`JobFacts`), and draws it only when neither answers. `notModified` says whether
    /// the client's `If-None-Match` names an ETag; `revalidating` says whether it sent one (else a new body is drawn
    /// while the server looks at its facts: `JobOptions.speculative`). The whole request stays within the time
    /// limit; a request whose `client` has gone before a worker takes it is not decoded or rendered.
    public func answer(
        json: [UInt8], format: RenderFormat, client: ClientPresence = .unknown, revalidating: Bool = true,
        notModified: @escaping @Sendable (String) -> Bool
    ) async throws -> Answer {
        try await answer(
            json: json, format: format, client: client, deadline: WorkDeadline(limit: timeLimit),
            revalidating: revalidating, notModified: notModified)
    }

    func answer(
        json: [UInt8], format: RenderFormat, client: ClientPresence = .unknown, deadline: WorkDeadline,
        revalidating: Bool = true, notModified: @escaping @Sendable (String) -> Bool
    ) async throws -> Answer {
        try backend.refuseIfPoisoned(.render(json: json, format: format))
        let clock = ContinuousClock()
        let queued = clock.now
        let prepared = try await gated(until: deadline, client: client) {
            try self.prepare(
                json: json, format: format, notModified: notModified, queue: clock.now - queued, deadline: deadline,
                speculative: !revalidating)
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

    /// What the server decided once it knew the spec's facts (kept across a retry of the job, which tells the
    /// facts again).
    private enum Decision {
        case notModified, cached(RenderedBytes), joined(Flight<Rendered>), render(Flight<Rendered>)

        /// Whether the backend draws the spec.
        var draws: Bool {
            if case .render = self { return true }
            return false
        }
    }

    /// Runs on a pool thread under the gate: the memo, then the backend's job, which tells the facts (ETag,
    /// warnings) and is drawn unless a 304, the cache or another request's render answers.
    private func prepare(
        json: [UInt8], format: RenderFormat, notModified: @escaping (String) -> Bool, queue: Duration,
        deadline: WorkDeadline, speculative: Bool
    ) throws -> Prepared {
        let clock = ContinuousClock()
        let start = clock.now
        let key = SpecMemo.Key(json, format: format)
        if let known = memo.facts(for: key),
            let answered = answerWithoutRendering(known, notModified, decode: clock.now - start, queue)
        {
            return .answered(answered)
        }
        var facts: SpecMemo.Facts?
        var decode = Duration.zero
        var decision: Decision?
        let result: JobResult?
        do {
            let options = JobOptions(spareCore: gate.active < Self.cores, speculative: speculative)
            result = try backend.run(.render(json: json, format: format), until: deadline, options: options) {
                told in
                if let decision { return decision.draws }
                let known = SpecMemo.Facts(etag: told.etag, warnings: told.warnings)
                memo.remember(known, for: key)
                let decided = decide(known, notModified: notModified)
                (facts, decode, decision) = (known, told.decode, decided)
                return decided.draws
            }
        } catch {
            if case .render(let flight) = decision, let facts { land(flight, etag: facts.etag, .failure(error)) }
            throw error
        }
        guard let facts, let decision else { throw ServiceError.timedOut(deadline.limit) }
        let partial = Answer(facts, nil, decode: decode, queue: queue)
        switch decision {
        case .notModified: return .answered(partial)
        case .cached(let file):
            let rendered = Rendered(file: file, etag: facts.etag, cached: true, timings: nil)
            return .answered(Answer(facts, rendered, decode: decode, queue: queue))
        case .joined(let flight): return .joined(flight, partial)
        case .render(let flight):
            guard let result, let timings = result.timings else {
                land(flight, etag: facts.etag, .failure(ServiceError.timedOut(deadline.limit)))
                throw ServiceError.timedOut(deadline.limit)
            }
            metrics.render(layout: timings.layout, draw: timings.draw, encode: timings.encode)
            cache.put(facts.etag, result.body)
            let rendered = Rendered(
                file: RenderedBytes(result.body), etag: facts.etag, cached: false, timings: timings)
            land(flight, etag: facts.etag, .success(rendered))
            return .answered(Answer(facts, rendered, decode: decode, queue: queue))
        }
    }

    /// 304, the cache, another request's render, or draw it (this request now owns the flight). The cache is
    /// read under the flights' lock: a render is cached before its flight ends, so a request that finds no flight
    /// finds the render in the cache, and never draws it a second time.
    private func decide(_ facts: SpecMemo.Facts, notModified: (String) -> Bool) -> Decision {
        if notModified(facts.etag) { return .notModified }
        let decision: Decision = inFlight.withLock { flights in
            if let running = flights[facts.etag] { return .joined(running) }
            if let file = cache.get(facts.etag) { return .cached(file) }
            let flight = Flight<Rendered>()
            flights[facts.etag] = flight
            return .render(flight)
        }
        if case .cached = decision {
            metrics.cache(hit: true, bytes: cache.bytes)
        } else {
            metrics.cache(hit: false, bytes: cache.bytes)
        }
        return decision
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
