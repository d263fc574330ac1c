internal import Foundation
internal import TableRender
internal import TableShotTesting
internal import Testing

@testable internal import TableServer
@testable internal import TableWorkers

/// `RenderService` over worker processes: a request that crashes its worker costs only itself while other
/// requests run beside it, and every other answer is the in-process one.
struct WorkerServiceTests {
    @Test func aCrashingRequestCostsOnlyItself() async throws {
        let pipeline = try ServerHarness.pipeline()
        var workers = WorkerPoolSettings(
            executable: try #require(Fixtures.executable, "tableshot binary not found").path, size: 2)
        workers.environment = [WorkerFaultHook.variable: "1"]
        let service = try RenderService(
            pipeline: pipeline, configuration: ServerHarness.configuration, metrics: ServerMetrics(), workers: workers)
        defer { service.shutdown() }
        let specs = (0..<8).map { Array(#"{"ios":"18","sections":[{"rows":[{"text":"Row \#($0)"}]}]}"#.utf8) }
        let outcomes = try await withThrowingTaskGroup(of: (Int, Result<[UInt8], any Error>).self) { group in
            group.addTask {
                do { return (-1, .success(try await service.render(json: WorkerFaultHook.spec("abort")).bytes)) } catch
                {
                    return (-1, .failure(error))
                }
            }
            for (index, spec) in specs.enumerated() {
                group.addTask { (index, .success(try await service.render(json: spec).bytes)) }
            }
            return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        for (index, spec) in specs.enumerated() {
            #expect(try outcomes[index]?.get() == pipeline.render(json: spec).png, "request \(index)")
        }
        guard case .failure(let error) = outcomes[-1], case .crashed = error as? WorkerPoolError else {
            Issue.record("the crashing request was answered: \(String(describing: outcomes[-1]))")
            return
        }
        #expect(ProblemDetails(error).status == 500 && ProblemDetails(error).type == ProblemType.renderCrashed)
        #expect(service.backend.liveWorkers == 2)
    }

    /// Over workers, a new body for a spec already drawn is answered from the cache, and a revalidation with 304,
    /// whether or not the worker drew it speculatively.
    @Test func aNewBodyForACachedSpecIsAnsweredFromTheCacheOrWith304() async throws {
        let pipeline = try ServerHarness.pipeline()
        let workers = WorkerPoolSettings(
            executable: try #require(Fixtures.executable, "tableshot binary not found").path, size: 1)
        let service = try RenderService(
            pipeline: pipeline, configuration: ServerHarness.configuration, metrics: ServerMetrics(), workers: workers)
        defer { service.shutdown() }
        let first = try await service.answer(
            json: Array(#"{"ios":"18","sections":[{"rows":[{"text":"A"}]}]}"#.utf8), format: .png
        ) { _ in
            false
        }
        let spaced = Array(#"{ "ios": "18", "sections": [ {"rows": [ {"text": "A"} ] } ] }"#.utf8)
        let cached = try await service.answer(json: spaced, format: .png, revalidating: false) { _ in false }
        #expect(cached.etag == first.etag && cached.rendered?.cached == true)
        #expect(cached.rendered?.bytes == first.rendered?.bytes)
        let respaced = Array(#"{"ios":"18" , "sections":[{"rows":[{"text":"A"}]}]}"#.utf8)
        let etag = first.etag
        let notModified = try await service.answer(json: respaced, format: .png, revalidating: true) { $0 == etag }
        #expect(notModified.etag == etag && notModified.rendered == nil)
    }
}
