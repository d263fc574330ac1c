import CPangoCairo
import TableLayout
import TableShotTesting
import Testing

@testable import TableRender

/// A PDF shows the same label text twice without Pango aborting the process: Cairo 1.16 edited the text Pango gave
/// it for a run holding an emoji modifier apart from its base ("🏽 " became " \x9f\x8f\xbd "), so Pango asserted
/// (or corrupted the heap) the next time it drew that layout, and labels share layouts (a classic header's shadow
/// and text, rows of the same text, the next render). Cairo is now shown a copy of the layout (`Canvas.show`).
@Suite struct RepeatedLabelTests {
    @Test(arguments: [
        #"{"ios":"6","sections":[{"header":"A🏽 ","rows":[{"text":"One"}]}]}"#,
        #"{"ios":"7","sections":[{"rows":[{"text":"A🏽 "},{"text":"A🏽 "}]}]}"#,
        #"{"ios":"18","style":"insetGrouped","sections":[{"header":"🏽 x","rows":[{"text":"🏽 x","detail":"🏽 x","style":"subtitle"}]}]}"#,
    ])
    func aLabelShownTwiceInAPDFDraws(json: String) throws {
        let pipeline = try #require(Fixtures.pipeline)
        let spec = try pipeline.decode(Array(json.utf8))
        let first = try pipeline.render(spec, format: .pdf).bytes
        #expect(first.starts(with: Array("%PDF-".utf8)))
        #expect(try pipeline.render(spec, format: .pdf).bytes == first, "drawn again from the caches, the same bytes")
    }

    /// Pango's text of a layout is the same after a PDF shows it.
    @Test func showingALayoutOnAPDFLeavesItsTextAlone() throws {
        // The shared pipeline is made outside the lock: its first use takes `RenderLock` while it is made.
        let library = try #require(Fixtures.pipeline).fonts
        try RenderLock.run {
            let engine = try TextEngine(library: library)
            let text = "A🏽 x 🏽 "
            let layout = engine.makeLayout(text, font: FontDescriptor(family: "SF Pro Text", size: 17))
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            let document = try VectorDocument(width: 200, height: 50)
            let canvas = Canvas(document: document)
            canvas.show(layout)
            #expect(String(cString: pango_layout_get_text(layout)) == text)
            try canvas.checkStatus()
        }
    }
}
