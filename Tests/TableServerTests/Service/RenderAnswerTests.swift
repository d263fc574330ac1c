import Synchronization
import TableRender
import Testing

@testable import TableServer

/// `RenderService.answer`: decode, ETag, 304, cache and render in one gated job.
@Suite struct RenderAnswerTests {
    private static let json = Array(#"{"ios":"12","sections":[{"rows":[{"text":"Answer"}]}]}"#.utf8)

    @Test func rendersThenServesTheCacheWithTheSameETagAndBytes() async throws {
        let pipeline = try ServerHarness.pipeline()
        let service = RenderService(
            pipeline: pipeline, configuration: ServerHarness.configuration, metrics: ServerMetrics())
        let first = try await service.answer(json: Self.json, format: .png) { _ in false }
        let second = try await service.answer(json: Self.json, format: .png) { _ in false }
        let expected = try pipeline.render(pipeline.decode(Self.json)).bytes
        #expect(first.etag == service.etag(for: try pipeline.decode(Self.json)))
        #expect(first.rendered?.cached == false && first.rendered?.timings != nil)
        #expect(first.rendered?.bytes == expected)
        #expect(second.etag == first.etag && second.rendered?.cached == true && second.rendered?.bytes == expected)
        #expect(first.decode > .zero && first.queue >= .zero)
    }

    @Test func aCurrentClientCopyGetsNoRender() async throws {
        let pipeline = try ServerHarness.pipeline()
        let metrics = ServerMetrics()
        let service = RenderService(pipeline: pipeline, configuration: ServerHarness.configuration, metrics: metrics)
        let etag = service.etag(for: try pipeline.decode(Self.json))
        let answer = try await service.answer(json: Self.json, format: .png) { $0 == etag }
        #expect(answer.etag == etag && answer.rendered == nil)
        #expect(service.cache.bytes == 0)
    }

    @Test func concurrentIdenticalRequestsRenderOnce() async throws {
        let pipeline = try ServerHarness.pipeline()
        let service = RenderService(
            pipeline: pipeline, configuration: ServerHarness.configuration, metrics: ServerMetrics())
        let json = Array(#"{"ios":"7","sections":[{"rows":[{"text":"Joined"}]}]}"#.utf8)
        let answers = try await withThrowingTaskGroup(of: RenderService.Answer.self) { group in
            for _ in 0..<6 { group.addTask { try await service.answer(json: json, format: .png) { _ in false } } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(answers.filter { $0.rendered?.cached == false }.count == 1)
        #expect(Set(answers.compactMap { $0.rendered?.bytes }).count == 1)
        #expect(answers.allSatisfy { $0.rendered != nil })
        #expect(service.inFlight.withLock { $0.isEmpty })
    }

    @Test func anInvalidSpecThrowsAndLeavesNothingBehind() async throws {
        let service = RenderService(
            pipeline: try ServerHarness.pipeline(), configuration: ServerHarness.configuration,
            metrics: ServerMetrics())
        await #expect(throws: (any Error).self) {
            _ = try await service.answer(json: Array(#"{"ios":"12","sections":7}"#.utf8), format: .png) { _ in false }
        }
        #expect(service.gate.active == 0 && service.inFlight.withLock { $0.isEmpty })
    }
}
