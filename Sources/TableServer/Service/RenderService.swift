internal import Foundation
internal import NIOPosix
internal import Synchronization
public import TableRender
public import TableSpec

/// Renders specs for the server: a byte-bounded LRU cache keyed by the
/// strong ETag, one render for concurrent identical requests, a bounded
/// pool with a bounded queue, and a per-request time limit.
public final class RenderService: Sendable {
    /// A finished render.
    public struct Rendered: Sendable {
        /// The file: a PNG, or the PDF or SVG asked for.
        public let file: RenderedBytes
        public let etag: String
        /// Whether it came from the cache (or from another request's render).
        public let cached: Bool
        public let timings: RenderTimings?

        /// The file's bytes as an array (a copy when they are in the cache's arena).
        public var bytes: [UInt8] { file.array }
    }

    /// The machine's cores.
    static let cores = ProcessInfo.processInfo.activeProcessorCount
    /// Request bodies whose ETag and warnings are remembered: about 250 bytes each (a digest, an ETag, usually no
    /// warnings), so at most about 1 MiB.
    static let memoEntries = 4096

    public let pipeline: RenderPipeline
    public let metrics: ServerMetrics
    let cache: RenderCache
    /// What recent request bodies decoded to (`SpecMemo`).
    let memo = SpecMemo(capacity: RenderService.memoEntries)
    let gate: AdmissionGate
    let timeLimit: Duration
    /// The renders running now, by ETag: a request for one of them waits for it instead of rendering again.
    let inFlight = Mutex<[String: Flight<Rendered>]>([:])

    public init(pipeline: RenderPipeline, configuration: ServerConfiguration, metrics: ServerMetrics) {
        self.pipeline = pipeline
        self.metrics = metrics
        cache = RenderCache(capacityBytes: configuration.cacheBytes)
        gate = AdmissionGate(workers: configuration.workers, queueLimit: configuration.queueLimit)
        timeLimit = configuration.timeLimit
    }

    /// The ETag `spec`'s render in `format` will have, without rendering: the PNG's is the engine's, a PDF's
    /// or SVG's that with the format after a dot (`"…9f.pdf"`), so every format is cached and validated apart.
    public func etag(for spec: TableSpec, format: RenderFormat = .png) -> String {
        let etag = pipeline.engine.etag(for: spec)
        return format == .png ? etag : String(etag.dropLast()) + "." + format.fileExtension + "\""
    }

    /// Renders `spec` in `format`, from the cache when possible; `etag` is `etag(for: spec, format: format)`
    /// when the caller has it. Past `limit` (the per-request time limit by default) it throws
    /// `ServiceError.timedOut`.
    public func render(
        _ spec: TableSpec, format: RenderFormat = .png, etag knownETag: String? = nil, within limit: Duration? = nil
    ) async throws -> Rendered {
        let etag = knownETag ?? etag(for: spec, format: format)
        if let file = cache.get(etag) {
            metrics.cache(hit: true, bytes: cache.bytes)
            return Rendered(file: file, etag: etag, cached: true, timings: nil)
        }
        metrics.cache(hit: false, bytes: cache.bytes)
        let (flight, isOwner) = claim(etag)
        if isOwner {
            Task {
                do {
                    _ = try await gated { try self.renderClaimed(spec, format: format, etag: etag, flight: flight) }
                } catch {
                    // Refused or timed out before it started: the waiters get that error (`finish` keeps the first).
                    flight.finish(.failure(error))
                    _ = inFlight.withLock { $0.removeValue(forKey: etag) }
                }
            }
        }
        let rendered = try await waitWithinLimit(flight, limit: limit ?? timeLimit)
        return isOwner ? rendered : Rendered(file: rendered.file, etag: etag, cached: true, timings: nil)
    }

    /// Renders on this thread (the caller holds a gate slot), counts it and caches it. While every core is
    /// rendering, the PNG's strips are encoded one after the other on this thread: another thread would only take
    /// a core from another render (the bytes are the same either way).
    func renderNow(_ spec: TableSpec, format: RenderFormat, etag: String) throws -> Rendered {
        let allCoresBusy = gate.active >= Self.cores
        let output = try pipeline.render(spec, format: format, encodeThreads: allCoresBusy ? 1 : nil)
        metrics.render(layout: output.timings.layout, draw: output.timings.draw, encode: output.timings.encode)
        cache.put(etag, output.bytes)
        return Rendered(file: RenderedBytes(output.bytes), etag: etag, cached: false, timings: output.timings)
    }

    /// The running render of `etag` and `false`, or a new flight registered for it and `true` (the caller renders
    /// it with `renderClaimed`).
    func claim(_ etag: String) -> (Flight<Rendered>, isOwner: Bool) {
        inFlight.withLock { flights in
            if let running = flights[etag] { return (running, false) }
            let flight = Flight<Rendered>()
            flights[etag] = flight
            return (flight, true)
        }
    }

    /// Renders `spec` for `flight`, which the caller claimed and holds a gate slot for: finishes the flight with the
    /// result, whatever it is, and removes it from `inFlight`.
    func renderClaimed(_ spec: TableSpec, format: RenderFormat, etag: String, flight: Flight<Rendered>) throws
        -> Rendered
    {
        defer { _ = inFlight.withLock { $0.removeValue(forKey: etag) } }
        do {
            let rendered = try renderNow(spec, format: format, etag: etag)
            flight.finish(.success(rendered))
            return rendered
        } catch {
            flight.finish(.failure(error))
            throw error
        }
    }

    /// Runs `body` under the per-request time limit: past it, `ServiceError.timedOut` (a 503) at once, while
    /// `body` runs on in the background to the next check of the deadline it is given (its heavy parts hold a
    /// gate slot, so they stay bounded). Compares and batches run under it as a whole, as renders do (issue 14).
    /// The deadline is `until`'s (a request that has one already) or the time limit from now.
    func limited<T: Sendable>(
        until given: WorkDeadline? = nil, _ body: @escaping @Sendable (WorkDeadline) async throws -> T
    ) async throws -> T {
        let deadline = given ?? WorkDeadline(limit: timeLimit)
        return try await waitWithinLimit(Flight.start { try await body(deadline) }, limit: deadline.remaining)
    }

    /// The flight's result, or `ServiceError.timedOut` (counted as a rejection) once `limit` passes.
    func waitWithinLimit<T: Sendable>(_ flight: Flight<T>, limit: Duration) async throws -> T {
        guard limit > .zero else {
            metrics.rejected(reason: "timeout")
            throw ServiceError.timedOut(timeLimit)
        }
        do {
            return try await flight.wait(limit: limit)
        } catch ServiceError.timedOut {
            metrics.rejected(reason: "timeout")
            throw ServiceError.timedOut(timeLimit)
        }
    }
}
