import CCairoTextGuard
import Foundation
import TableRender
import TableShotTesting
import Testing

/// Text with Unicode noncharacters draws in a PDF as in the PNG (`cairo_text_guard.c`): Cairo 1.16 refuses them as
/// the text of glyphs and used to fail the whole PDF ("input string not valid UTF-8").
@Suite struct CairoTextGuardTests {
    @Test func theBinaryDefinesCairosShowTextGlyphs() {
        #expect(tableshot_cairo_text_guard_interposed())
    }

    /// Text with `scalars` (Swift literals cannot spell noncharacters) after "a".
    static func text(_ scalars: [UInt32]) -> String {
        "a" + String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
    }

    @Test(arguments: [
        ([0x65E5, 0x672C, 0x1F600, 0x0645], true), ([0xFDCF, 0xFDF0, 0xFFFD], true), ([0xF0000, 0x10FFFD], true),
        ([0xFFFF], false), ([0xFFFE], false), ([0xFDD0], false), ([0xFDEF], false), ([0x1FFFE], false),
        ([0x10FFFF], false),
    ])
    func cairosRuleIsFollowed(scalars: [UInt32], accepted: Bool) {
        let text = Self.text(scalars)
        #expect(text.unicodeScalars.count == scalars.count + 1)
        #expect(tableshot_cairo_accepts_text(text, Int32(text.utf8.count)) == accepted)
        #expect(tableshot_cairo_accepts_text(text, -1) == accepted)
    }

    @Test(arguments: [
        [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE6, 0x97], [0xFF],
    ])
    func malformedUTF8IsRefused(bytes: [UInt8]) {
        let text = bytes.map { CChar(bitPattern: $0) }
        #expect(!tableshot_cairo_accepts_text(text, Int32(text.count)))
    }

    /// Each noncharacter in a label between words: the PDF draws, its boxes and words rasterize like the PNG, and
    /// the words can still be searched.
    @Test(arguments: ["\\uFFFF", "\\uFFFE", "\\uFDD0", "\\uDBFF\\uDFFF", "\\uD83F\\uDFFE"])
    func aPDFWithANoncharacterDrawsItsBoxLikeThePNG(escaped: String) throws {
        let pipeline = try #require(Fixtures.pipeline)
        let json =
            #"{"ios":"18","width":240,"scale":2,"sections":[{"header":"Head \#(escaped) line","rows":[{"text":"Alpha \#(escaped) Beta"}]}]}"#
        let spec = try pipeline.decode(Array(json.utf8))
        let before = tableshot_cairo_text_guard_fallbacks()
        let pdf = try pipeline.render(spec, format: .pdf)
        #expect(tableshot_cairo_text_guard_fallbacks() > before, "the runs with the noncharacter lost their text")
        let png = try pipeline.render(spec, format: .png)
        let input = try ExternalTool.file(pdf.bytes, suffix: ".pdf")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer {
            try? FileManager.default.removeItem(at: input)
            try? FileManager.default.removeItem(at: output.appendingPathExtension("png"))
        }
        _ = try ExternalTool.run(
            "pdftoppm", ["-r", "144", "-png", "-singlefile", input.path, output.path], package: "poppler-utils")
        let raster = try #require(
            DecodedImage(png: [UInt8](try Data(contentsOf: output.appendingPathExtension("png")))))
        let expected = try #require(DecodedImage(png: png.bytes))
        let diff = try #require(PixelDiff(expected: expected, actual: raster, channelTolerance: 16))
        let agreement = 1 - Double(diff.differentPixels) / Double(expected.width * expected.height)
        #expect(agreement > 0.97, "\(agreement) of pixels within 16 levels")
        let text = String(
            decoding: try ExternalTool.run("pdftotext", [input.path, "-"], package: "poppler-utils"), as: UTF8.self)
        for word in ["Alpha", "Beta", "Head", "line"] { #expect(text.contains(word), "pdftotext: \(text)") }
    }

    /// A run Cairo takes while drawing but refuses when it completes the PDF (a glyphless right-to-left letter, a
    /// stray emoji modifier, a tag character): the document is drawn again with glyphs alone and completes.
    @Test func aPDFWhoseTextCairoRefusesAtCompletionIsDrawnWithGlyphsAlone() throws {
        let pipeline = try #require(Fixtures.pipeline)
        let json = #"{"ios":"7","tableHeader":"\u07E1\uD83C\uDFFC \uDB40\uDC46\uD87E\uDDA5 header"}"#
        let spec = try pipeline.decode(Array(json.utf8))
        let pdf = try pipeline.render(spec, format: .pdf).bytes
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        #expect(pdf.suffix(6).starts(with: Array("%%EOF".utf8)))
        #expect(try pipeline.render(spec, format: .pdf).bytes == pdf, "the same bytes again")
    }
}
