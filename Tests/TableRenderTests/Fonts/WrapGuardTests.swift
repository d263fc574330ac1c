import CPangoCairo
import TableLayout
import TableShotTesting
import Testing

@testable import TableRender

/// Word-then-character wrapping never aborts the process (`WrapGuard`): Pango 1.50 asserted in `process_line` when
/// a line-break opportunity inside a grapheme cluster met a line narrower than the cluster, and one request with a
/// narrow wrapped label of "a🏻’" killed the server.
@Suite struct WrapGuardTests {
    static let font = FontDescriptor(family: "SF Pro Text", size: 17)

    /// Strings that aborted Pango 1.50.12 at some width from 1 to 40 pt (found by random search).
    static let crashers = [
        "a🏻’", "긣︎🏻’", "ا🏻-", "#a🏽)", "🏽🏻’", "x️🏻’", " ⃣#", " ️⃣,)", "\u{A0} ัا,ー ", " ⃣ا日", "日\u{200D}👍 ⃣a😀",
        "🇯🏽ー", "b🏽\u{200D}’ั", "ก🏻,ー🏻",
    ]

    /// Scalars random strings are drawn from: marks, modifiers, joiners, selectors, flags, punctuation, scripts.
    static let pool = [
        "a", "b", "1", "긣", "ก", "ั", "م", "ا", "日", "👍", "😀", "🏻", "🏽", "\u{200D}", "\u{FE0E}", "\u{FE0F}", "\u{301}",
        " ", "\u{A0}", "\u{AD}", "’", ")", ",", ".", "-", "\"", "(", "🇯", "🇵", "\u{200B}", "x", "#", "\u{20E3}", "ー",
        "。",
        "\n", "e\u{301}",
    ]

    /// Lays `text` out wrapped at every width from 1 to `widths` pt; returns the line counts.
    static func wrapEverywhere(_ engine: TextEngine, _ text: String, widths: Int = 40) -> [Int32] {
        (1...widths).map { width in
            let layout = engine.labelLayout(
                text, font: font, width: Double(width), maxLines: 0, mode: nil, alignment: PANGO_ALIGN_LEFT)
            return pango_layout_get_line_count(layout)
        }
    }

    @Test func theStringsThatAbortedWrapAtEveryWidth() throws {
        // The shared pipeline is made outside the lock: its first use takes `RenderLock` while it is made.
        let library = try #require(Fixtures.pipeline).fonts
        try RenderLock.run {
            let engine = try TextEngine(library: library)
            for text in Self.crashers {
                let lines = Self.wrapEverywhere(engine, text)
                #expect(lines.allSatisfy { $0 >= 1 }, "\(text.debugDescription)")
            }
        }
    }

    @Test func randomStringsOfMarksAndModifiersWrapAtEveryWidth() throws {
        // The shared pipeline is made outside the lock: its first use takes `RenderLock` while it is made.
        let library = try #require(Fixtures.pipeline).fonts
        try RenderLock.run {
            let engine = try TextEngine(library: library)
            var random = SplitMix64(seed: 0x5EED_0F_0A11)
            for _ in 0..<250 {
                let length = 1 + Int(random.next() % 7)
                let text = (0..<length).map { _ in Self.pool[Int(random.next() % UInt64(Self.pool.count))] }.joined()
                #expect(
                    Self.wrapEverywhere(engine, text, widths: 30).allSatisfy { $0 >= 1 }, "\(text.debugDescription)")
            }
        }
    }

    @Test(arguments: [
        ("Wi-Fi and Bluetooth", 0), ("日本語のテキスト", 0), ("مرحبا بالعالم", 0), ("ภาษาไทย", 0), ("👍🏽 👩‍👩‍👧‍👦 🇯🇵", 0),
        ("e\u{301}te\u{301}", 0), ("a🏻’", 1), (" ⃣#", 1), ("x a🏻 y a🏽", 2),
    ])
    func onlyClustersThatHoldABreakAreKeptWhole(text: String, kept: Int) throws {
        // The shared pipeline is made outside the lock: its first use takes `RenderLock` while it is made.
        let library = try #require(Fixtures.pipeline).fonts
        try RenderLock.run {
            let engine = try TextEngine(library: library)
            let layout = engine.makeLayout(text, font: Self.font)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            pango_layout_set_single_paragraph_mode(layout, 0)
            // The label's own list (its tracking, issue 29) stays as it is unless a cluster is kept whole.
            let before = pango_layout_get_attributes(layout)
            #expect(WrapGuard.keepClustersWhole(layout) == kept)
            #expect(
                (pango_layout_get_attributes(layout) != before) == (kept > 0),
                "text without such breaks keeps the label's list")
        }
    }

    /// The guard changes where lines may break, not what a line draws: unwrapped, a guarded label is as wide as
    /// the same text laid out plainly.
    @Test(arguments: ["a🏻’", " ⃣#", "x a🏻 y"])
    func aGuardedLabelIsAsWideAsThePlainLine(text: String) throws {
        // The shared pipeline is made outside the lock: its first use takes `RenderLock` while it is made.
        let library = try #require(Fixtures.pipeline).fonts
        try RenderLock.run {
            let engine = try TextEngine(library: library)
            var plain = PangoRectangle()
            pango_layout_get_extents(engine.lineLayout(text, font: Self.font), nil, &plain)
            let wrapped = engine.labelLayout(
                text, font: Self.font, width: 500, maxLines: 0, mode: nil, alignment: PANGO_ALIGN_LEFT)
            var guarded = PangoRectangle()
            pango_layout_get_extents(wrapped, nil, &guarded)
            #expect(pango_layout_get_line_count(wrapped) == 1)
            #expect(guarded.width == plain.width)
        }
    }

    @Test(arguments: [RenderFormat.png, .pdf, .svg])
    func aNarrowWrappedLabelThatAbortedRenders(format: RenderFormat) throws {
        let pipeline = try #require(Fixtures.pipeline)
        let json =
            #"{"ios":"13","width":97.5,"sections":[{"rows":[{"image":"bell.fill","text":"긣︎🏻’","numberOfLines":16}]}]}"#
        let output = try pipeline.render(pipeline.decode(Array(json.utf8)), format: format)
        #expect(!output.bytes.isEmpty)
    }
}
