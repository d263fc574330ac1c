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
        for format in RenderFormat.allCases { #expect(RenderFormat(mediaType: format.mediaType) == format) }
        #expect(RenderFormat(mediaType: "image/jpeg") == nil)
    }
}
