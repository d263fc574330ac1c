internal import Foundation
internal import HTTPTypes
internal import Hummingbird
internal import NIOPosix
internal import Synchronization
internal import TableRender
internal import TableSpec
internal import TableWorkers

/// `/version`, `/readyz` and `/metrics`: what operators and load balancers ask.
final class OperationsController: Sendable {
    let service: RenderService
    /// The last readiness check and when it started: probes within a second share it, so that a flood of
    /// `/readyz` costs at most one check (nine small renders) per second (issue 14).
    private let lastCheck = Mutex<(flight: Flight<ReadinessProbe.Result>, started: ContinuousClock.Instant)?>(nil)

    init(service: RenderService) { self.service = service }

    /// `GET /version`: TableShot, Cairo, Pango and HarfBuzz versions and the fonts' hash; font paths relative to
    /// their folders (no absolute install paths).
    @Sendable func version(_ request: Request, context: some RequestContext) async throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let pipeline = service.pipeline
        let body = try encoder.encode(pipeline.engine.withRelativePaths(pipeline.configuration))
        return Response(
            status: .ok, headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// `GET /readyz`: renders the readiness spec and compares its hash with the known one.
    @Sendable func ready(_ request: Request, context: some RequestContext) async throws -> Response {
        let check = try await readiness().wait(limit: readinessLimit)
        guard check.ready else {
            throw ServerError.notReady(detail: check.detail)
        }
        return Response(
            status: .ok, headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: #"{"status":"ready"}"#)))
    }

    /// How long a readiness check may take: a minute (a cold start reads every font), or the server's render time
    /// limit when that is longer (the route tests set minutes: there the whole suite shares two cores).
    private var readinessLimit: Duration { max(.seconds(60), service.timeLimit) }

    /// The readiness check started in the last second, or a new one.
    private func readiness() -> Flight<ReadinessProbe.Result> {
        let service = service
        let limit = readinessLimit
        return lastCheck.withLock { last in
            if let last, ContinuousClock.now - last.started < .seconds(1) { return last.flight }
            let flight = Flight.start {
                try await NIOThreadPool.singleton.runIfActive {
                    // Drawn by the backend itself, outside the admission gate: a busy server is still ready.
                    ReadinessProbe.check(service.pipeline) { json in
                        let job = WorkerJob.render(json: json, format: .png)
                        let result = try service.backend.run(
                            job, until: WorkDeadline(limit: limit), options: JobOptions()
                        ) { _ in true }
                        return result?.body ?? []
                    }
                }
            }
            last = (flight, ContinuousClock.now)
            return flight
        }
    }

    /// `GET /metrics`: Prometheus text exposition; the queue, the workers, the build and the processes' sizes
    /// and CPU times are read now (`Docs/metrics.md`).
    @Sendable func metrics(_ request: Request, context: some RequestContext) async throws -> Response {
        let metrics = service.metrics
        metrics.queueDepth(service.gate.queueDepth)
        metrics.workers(service.backend.liveWorkers)
        metrics.buildInfo(service.pipeline.engine)
        return Response(
            status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: metrics.exposition(workers: service.backend.workerPIDs))))
    }
}
