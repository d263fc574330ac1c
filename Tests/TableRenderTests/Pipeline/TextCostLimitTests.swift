internal import Foundation
internal import TableLayout
internal import TableRender
internal import TableShotTesting
internal import TableSpec
internal import Testing

/// Issue 38, item 6: a spec heavy with text is refused before layout, with the limit named, instead of costing
/// most of a second of CPU and a 30 MB PNG before the time limit.
@Suite struct TextCostLimitTests {
    /// 150 rows of 1000 characters: 150 000 characters in all, in a 152 KB spec.
    static let heavy: [UInt8] = {
        let text = String(repeating: "lorem ipsum ", count: 84).prefix(1000)
        let rows = Array(repeating: #"{"text":"\#(text)"}"#, count: 150).joined(separator: ",")
        return Array(#"{"ios":"18","sections":[{"rows":[\#(rows)]}]}"#.utf8)
    }()

    @Test func aTableOfTooMuchTextIsRefusedBeforeLayout() throws {
        let pipeline = try RenderPipeline(configuration: PipelineConfiguration(assetsDirectory: Fixtures.assets))
        #expect(pipeline.configuration.limits.maxTotalTextLength == 50_000)
        let spec = try pipeline.decode(Self.heavy)
        #expect(throws: PipelineError.render(.textTooLarge(characters: 150_000, limit: 50_000))) {
            try pipeline.layout(spec)
        }
        #expect(RenderError.textTooLarge(characters: 150_000, limit: 50_000).description.contains("the limit is 50000"))
    }

    @Test func aTableWithinTheLimitIsLaidOut() throws {
        var limits = SpecLimits.standard
        limits.maxTotalTextLength = 200_000
        var configuration = PipelineConfiguration(assetsDirectory: Fixtures.assets)
        configuration.limits = limits
        let pipeline = try RenderPipeline(configuration: configuration)
        let spec = try pipeline.decode(Self.heavy)
        #expect(try pipeline.layout(spec).height > 0)
    }
}
