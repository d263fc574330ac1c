import Foundation
import TableLayout
import TableShotTesting
import Testing

@testable import TableRender

/// Labels' shaped layouts are reused between draws (`LabelLayoutCache`): a render drawn with layouts left over
/// from other tables — other languages, the other direction, the same texts at other widths — is byte-identical
/// to the same render on a render context that never drew anything.
@Suite struct LabelLayoutReuseTests {
    private static let examples = [
        "gallery-right-to-left.json", "gallery-international.json", "reference-20-rows-japanese.json",
        "reference-20-rows.json", "gallery-form.json", "dynamic-type-strip.json", "modern-settings.json",
    ]

    @Test func aWorkerWithReusedLayoutsDrawsWhatAFreshWorkerDraws() throws {
        let configuration = PipelineConfiguration(assetsDirectory: Fixtures.assets, maxIdleContexts: 1)
        let specs = try Self.examples.map { name in
            [UInt8](try Data(contentsOf: Fixtures.example(name)))
        }
        // One pipeline keeps one render context: every render after the first reuses its layouts.
        let warm = try RenderPipeline(configuration: configuration)
        for spec in specs { _ = try warm.render(json: spec) }
        for (name, spec) in zip(Self.examples, specs).reversed() {
            let reused = try warm.render(json: spec).png
            let fresh = try RenderPipeline(configuration: configuration).render(json: spec).png
            let same = reused == fresh
            #expect(same, "\(name)")
        }
    }

    /// The same labels at other widths (the table's) keep their own wrapping, truncation and alignment.
    @Test func theSameTextsAtOtherWidthsAreLaidOutForTheirOwnWidth() throws {
        let configuration = PipelineConfiguration(assetsDirectory: Fixtures.assets, maxIdleContexts: 1)
        let long = "A long title that wraps or truncates, wherever the width of the table ends it"
        let rows = [
            #"{"text":"\#(long)","numberOfLines":0}"#, #"{"text":"\#(long)"}"#,
            #"{"text":"\#(long)","textAlignment":"center","numberOfLines":2}"#,
            #"{"style":"value1","text":"Title","detail":"\#(long)"}"#,
        ].joined(separator: ",")
        let widths = [375, 320, 414, 360]
        let specs = widths.map { width in
            Array(#"{"ios":"12","width":\#(width),"sections":[{"rows":[\#(rows)]}]}"#.utf8)
        }
        let warm = try RenderPipeline(configuration: configuration)
        for spec in specs { _ = try warm.render(json: spec) }
        for (width, spec) in zip(widths, specs) {
            let fresh = try RenderPipeline(configuration: configuration).render(json: spec).png
            let same = try warm.render(json: spec).png == fresh
            #expect(same, "width \(width)")
        }
    }

    private static let body = FontDescriptor(family: "Helvetica Neue", size: 17)

    @Test func theCacheStaysWithinItsCapacityAndReusesLayouts() throws {
        let cache = LabelLayoutCache(capacity: 6)
        let engine = try TextEngine(library: try #require(Fixtures.pipeline).fonts)
        var made = 0
        RenderLock.run {
            func ask(_ text: String) {
                let key = LabelLayoutCache.Key(
                    text: text, font: Self.body, traits: engine.traits, width: 100 * 1024, maxLines: 1, mode: nil,
                    alignment: 0)
                _ = cache.layout(for: key) {
                    made += 1
                    return engine.makeLayout(text, font: Self.body)
                }
            }
            for round in 0..<2 {
                for index in 0..<3 { ask("Label \(index)") }
                #expect(made == 3, "round \(round)")
            }
            // A new text past the newer generation's half of the capacity: the labels move to the older one and
            // are still found, not shaped again (the cache used to empty here).
            ask("Extra")
            #expect(made == 4 && cache.count == 4)
            for index in 0..<3 { ask("Label \(index)") }
            #expect(made == 4, "the older generation's layouts are reused")
            // Many new texts: never more than the capacity, and the oldest go.
            for index in 0..<20 { ask("New \(index)") }
            #expect(cache.count <= 6 && made == 24)
            ask("Label 0")
            #expect(made == 25, "long unused, released")
            cache.removeAll()
        }
        #expect(cache.count == 0)
    }
}
