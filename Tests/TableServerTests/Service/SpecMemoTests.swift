internal import TableRender
internal import Testing

@testable internal import TableServer

/// `SpecMemo`: keyed by every byte of the body and the format, bounded by its capacity in two generations, and a
/// remembered body is answered with the same ETag, warnings and bytes as a decoded one.
struct SpecMemoTests {
    static func facts(_ etag: String) -> SpecMemo.Facts { SpecMemo.Facts(etag: etag, warnings: []) }

    @Test func theKeyIsTheWholeBodyAndTheFormat() {
        let body = Array(#"{"ios":"7","sections":[]}"#.utf8)
        let same = SpecMemo.Key(body, format: .png)
        #expect(SpecMemo.Key(body, format: .png) == same)
        #expect(SpecMemo.Key(body, format: .pdf) != same)
        #expect(SpecMemo.Key(body + [0x20], format: .png) != same, "even whitespace makes another body")
        var changed = body
        changed[3] = UInt8(ascii: "J")
        #expect(SpecMemo.Key(changed, format: .png) != same)
    }

    @Test func itStaysWithinCapacityAndKeepsWhatIsUsed() {
        let memo = SpecMemo(capacity: 8)
        let kept = SpecMemo.Key([0], format: .png)
        memo.remember(Self.facts("kept"), for: kept)
        for index in 1...40 {
            memo.remember(Self.facts("\(index)"), for: SpecMemo.Key([UInt8(index)], format: .png))
            #expect(memo.count <= 8)
            // Used once per generation (every four bodies), it is never dropped.
            if index % 3 == 0 { #expect(memo.facts(for: kept)?.etag == "kept", "after \(index)") }
        }
        #expect(memo.facts(for: SpecMemo.Key([40], format: .png))?.etag == "40")
        #expect(memo.facts(for: SpecMemo.Key([1], format: .png)) == nil, "the oldest unused ones go")
        #expect(SpecMemo(capacity: 1).count == 0)
    }

    /// With the cache on, the second answer comes from the cache without decoding; with it off, the remembered
    /// ETag is rendered again; either way ETag, warnings and bytes are those of a decoded body.
    @Test(arguments: [ServerHarness.configuration.cacheBytes, 0])
    func aRememberedBodyIsAnsweredLikeADecodedOne(cacheBytes: Int) async throws {
        let pipeline = try ServerHarness.pipeline()
        var configuration = ServerHarness.configuration
        configuration.cacheBytes = cacheBytes
        let service = RenderService(pipeline: pipeline, configuration: configuration, metrics: ServerMetrics())
        let json = Array(#"{"ios":"12","sections":[{"rows":[{"text":"Memo \u0378"}]}]}"#.utf8)
        let first = try await service.answer(json: json, format: .png) { _ in false }
        let second = try await service.answer(json: json, format: .png) { _ in false }
        let spec = try pipeline.decode(json)
        #expect(service.memo.hits == 1)
        #expect(first.warnings == pipeline.warnings(for: spec) && !first.warnings.isEmpty)
        #expect(second.etag == service.etag(for: spec) && second.warnings == first.warnings)
        #expect(second.rendered?.bytes == first.rendered?.bytes && second.rendered?.bytes != nil)
        #expect(second.rendered?.cached == (cacheBytes > 0))
        let notModified = try await service.answer(json: json, format: .png) { $0 == first.etag }
        #expect(notModified.rendered == nil && notModified.etag == first.etag && service.memo.hits == 2)
        let pdf = try await service.answer(json: json, format: .pdf) { _ in false }
        #expect(pdf.etag == service.etag(for: spec, format: .pdf) && service.memo.hits == 2)
    }

    @Test func anInvalidBodyIsNotRemembered() async throws {
        let service = RenderService(
            pipeline: try ServerHarness.pipeline(), configuration: ServerHarness.configuration,
            metrics: ServerMetrics())
        let json = Array(#"{"ios":"12","sections":7}"#.utf8)
        for _ in 0..<2 {
            await #expect(throws: (any Error).self) {
                _ = try await service.answer(json: json, format: .png) { _ in false }
            }
        }
        #expect(service.memo.count == 0 && service.memo.hits == 0)
    }
}
