import TableRender
import TableShotTesting
import Testing

/// A PDF shows the same label text twice without Pango aborting the process (`Canvas.show`): Pango 1.50 asserted
/// when a layout holding an emoji modifier apart from its base, followed by more text, was shown on a PDF a second
/// time, and labels share layouts (a classic header's shadow and text, rows of the same text, the next render).
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
}
