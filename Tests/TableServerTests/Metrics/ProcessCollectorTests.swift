internal import Foundation
internal import Hummingbird
internal import Logging
internal import TableRender
internal import TableShotTesting
internal import Testing

@testable internal import TableServer
@testable internal import TableWorkers

#if canImport(Glibc)
    internal import Glibc
#endif

/// The worker families over real `tableshot worker` processes: their resident size summed over the live ones,
/// and a CPU total that does not drop when a worker dies and is replaced.
@Suite(.serialized) struct ProcessCollectorTests {
    @Test func workerSizeAndCPUAreReadAndTheCPUTotalSurvivesAReplacement() async throws {
        let pipeline = try ServerHarness.pipeline()
        let workers = WorkerPoolSettings(
            executable: try #require(Fixtures.executable, "tableshot binary not found").path, size: 2)
        var configuration = ServerHarness.configuration
        configuration.logLevel = .critical
        let service = try RenderService(
            pipeline: pipeline, configuration: configuration, metrics: ServerMetrics(), workers: workers)
        defer { service.shutdown() }
        var logger = Logger(label: "ProcessCollectorTests")
        logger.logLevel = .critical
        let router = buildRouter(
            pipeline: pipeline, configuration: configuration, metrics: service.metrics, service: service)
        try await Application(router: router, logger: logger).test(.router) { client in
            let rendered = try await ServerHarness.post(client, "/v1/render", ServerHarness.helloSpec)
            try #require(rendered.status == .ok)
            let before = try await ServerMetricsTests.scrape(client)
            #expect(before.families["tableshot_workers_resident_memory_bytes"]?.type == "gauge")
            #expect(before.families["tableshot_workers_cpu_seconds_total"]?.type == "counter")
            // Two workers that have loaded their fonts.
            #expect(try before.value("tableshot_workers_resident_memory_bytes") > 2 * 5_000_000)
            let cpu = try before.value("tableshot_workers_cpu_seconds_total")
            #expect(cpu > 0)

            let pool = try #require(service.backend as? WorkerPool)
            let victim = try #require(pool.pids.first)
            _ = kill(victim, SIGKILL)
            for _ in 0..<500 where pool.pids.contains(victim) || pool.pids.count < 2 {
                try await Task.sleep(for: .milliseconds(10))
            }
            try #require(!pool.pids.contains(victim) && pool.pids.count == 2)
            let after = try await ServerMetricsTests.scrape(client)
            #expect(try after.value("tableshot_workers_cpu_seconds_total") >= cpu)
            #expect(try after.value("tableshot_workers_resident_memory_bytes") > 0)
        }
    }

    /// The CPU total never goes down between scrapes, even when a worker is missed (ended, not yet reaped).
    @Test func theWorkerCPUTotalNeverDrops() throws {
        let collector = ProcessCollector()
        let first = try Exposition(String(decoding: collector.exposition(workers: [getpid()]), as: UTF8.self))
        let withSelf = try first.value("tableshot_workers_cpu_seconds_total")
        let second = try Exposition(String(decoding: collector.exposition(workers: []), as: UTF8.self))
        #expect(try second.value("tableshot_workers_cpu_seconds_total") >= withSelf)
        #expect(try second.value("tableshot_workers_resident_memory_bytes") == 0)
    }
}
