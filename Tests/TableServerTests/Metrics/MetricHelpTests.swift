internal import Foundation
internal import TableRender
internal import TableShotTesting
internal import Testing

@testable internal import TableServer

/// Issue 38, item 14: every family `/metrics` exposes has a `# HELP` line, the registry's own included.
@Suite struct MetricHelpTests {
    @Test func everyFamilyHasHelp() throws {
        let metrics = ServerMetrics()
        metrics.request(route: "render", status: 200, bytes: 10, duration: .milliseconds(3))
        metrics.buildInfo(
            try RenderPipeline(configuration: PipelineConfiguration(assetsDirectory: Fixtures.assets)).engine)
        metrics.render(layout: .milliseconds(1), draw: .milliseconds(1), encode: .milliseconds(1))
        metrics.cache(hit: true, bytes: 100)
        metrics.cache(hit: false, bytes: 100)
        metrics.queueDepth(2)
        metrics.rejected(reason: "saturated")
        metrics.workers(2)
        metrics.workerStart()
        metrics.workerCrash("SIGSEGV")
        metrics.workerRetry()
        metrics.workerRecycle("memory")
        metrics.workerDeadlineKill()
        metrics.workerPoisonRefusal()
        let exposition = try Exposition(String(decoding: metrics.exposition(workers: []), as: UTF8.self))
        #expect(exposition.families.count >= 19)
        for (name, family) in exposition.families {
            #expect(family.help?.isEmpty == false, "\(name) has no HELP")
        }
    }

    @Test func annotatingKeepsTheTextAndAddsOnlyWhatIsMissing() {
        let text = "# TYPE tableshot_workers gauge\ntableshot_workers 2\n# HELP x Mine.\n# TYPE x counter\nx 1\n"
        let annotated = String(decoding: MetricHelp.annotate(Array(text.utf8)), as: UTF8.self)
        #expect(annotated == "# HELP tableshot_workers Render worker processes alive.\n" + text)
    }
}
