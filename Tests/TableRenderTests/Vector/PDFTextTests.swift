import Foundation
import TablePixels
import TableShotTesting
import Testing

@testable import TableRender

#if canImport(Glibc)
    import Glibc
#endif

/// Text with Unicode noncharacters draws in a PDF as in the PNG (`Canvas.show`): Cairo 1.16 refuses them as the
/// text of glyphs and used to fail the whole PDF ("input string not valid UTF-8"). No library function is
/// replaced for it (issue 27).
@Suite struct PDFTextTests {
    /// Cairo's and libc's functions that TableShot used to define itself resolve to their own libraries.
    @Test(arguments: [
        ("cairo_show_text_glyphs", "libcairo"), ("cairo_scaled_font_create", "libcairo"),
        ("pthread_mutex_lock", "libc"),
    ])
    func noLibraryFunctionIsReplaced(symbol: String, library: String) throws {
        // The symbol as every shared object resolves it, and the mapped file that holds its code.
        guard let resolved = dlsym(UnsafeMutableRawPointer(bitPattern: 0), symbol) as UnsafeMutableRawPointer? else {
            Issue.record("\(symbol) is not defined")
            return
        }
        let address = UInt(bitPattern: resolved)
        // Read to the end: /proc files say they are empty.
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/maps"))
        defer { try? handle.close() }
        let maps = String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
        let file =
            maps.split(separator: "\n").first { line in
                let bounds = line.split(separator: " ")[0].split(separator: "-").compactMap { UInt($0, radix: 16) }
                return bounds.count == 2 && bounds[0] <= address && address < bounds[1]
            }.flatMap { $0.split(separator: " ", omittingEmptySubsequences: true).last.map(String.init) } ?? ""
        #expect(URL(fileURLWithPath: file).lastPathComponent.hasPrefix(library), "\(symbol) is defined in \(file)")
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
        #expect(CairoText.accepts(text) == accepted)
    }

    /// Each noncharacter in a label between words: the PDF draws, its boxes and words rasterize like the PNG, and
    /// the words can still be searched.
    @Test(arguments: ["\\uFFFF", "\\uFFFE", "\\uFDD0", "\\uDBFF\\uDFFF", "\\uD83F\\uDFFE"])
    func aPDFWithANoncharacterDrawsItsBoxLikeThePNG(escaped: String) throws {
        let pipeline = try #require(Fixtures.pipeline)
        let json =
            #"{"ios":"18","width":240,"scale":2,"sections":[{"header":"Head \#(escaped) line","rows":[{"text":"Alpha \#(escaped) Beta"}]}]}"#
        let spec = try pipeline.decode(Array(json.utf8))
        let before = CairoText.glyphsOnlyRuns
        let pdf = try pipeline.render(spec, format: .pdf)
        #expect(CairoText.glyphsOnlyRuns > before, "the runs with the noncharacter lost their text")
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
