import TableRender
import Testing

@Suite struct RenderFormatTests {
    @Test func aFileNameNamesItsFormat() {
        #expect(RenderFormat(fileName: "out/table.PDF") == .pdf)
        #expect(RenderFormat(fileName: "table.svg") == .svg)
        #expect(RenderFormat(fileName: "table.png") == .png)
        #expect(RenderFormat(fileName: "table.jpeg") == nil)
        #expect(RenderFormat(fileName: "a.pdf/table") == nil)
        #expect(RenderFormat(fileName: "-") == nil)
    }

    @Test func mediaTypesRoundTrip() {
        for format in RenderFormat.negotiable { #expect(RenderFormat(mediaType: format.mediaType) == format) }
        // The SVG with live text shares the SVG's media type, which names the SVG with outlines.
        #expect(RenderFormat(mediaType: RenderFormat.svgText.mediaType) == .svg)
        #expect(RenderFormat.svgText.fileExtension == "text.svg")
        #expect(RenderFormat(mediaType: "image/jpeg") == nil)
    }
}
