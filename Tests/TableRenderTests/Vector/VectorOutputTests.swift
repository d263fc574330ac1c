import Foundation
import TableLayout
import TablePixels
import TableRender
import TableShotTesting
import Testing

/// PDF and SVG output (issue 13): valid documents of the spec's size in points, text extractable from the PDF,
/// the SVG well-formed, both rasterizing close to the PNG, and the same bytes for the same spec.
@Suite struct VectorOutputTests {
    static let spec =
        ##"{"ios":"18","style":"insetGrouped","width":390,"scale":2,"sections":[{"header":"Network","rows":[{"text":"Wi-Fi","detail":"Home","style":"value1","accessoryType":"disclosureIndicator"},{"text":"Airplane Mode","accessoryView":{"switch":{"on":true}}},{"text":"日本語のテキスト","image":"star.fill"}]}]}"##

    static func render(_ format: RenderFormat, json: String = spec) throws -> RenderOutput {
        let pipeline = try #require(Fixtures.pipeline)
        return try pipeline.render(pipeline.decode(Array(json.utf8)), format: format)
    }

    /// 390 as "390", 203.5 as "203.5" (as pdfinfo and Cairo's SVG print sizes).
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    @Test func thePDFIsOnePageOfTheTablesSizeWithItsTextExtractable() throws {
        let output = try Self.render(.pdf)
        #expect(output.format == .pdf)
        #expect(output.bytes.starts(with: Array("%PDF-".utf8)))
        let file = try ExternalTool.file(output.bytes, suffix: ".pdf")
        defer { try? FileManager.default.removeItem(at: file) }
        let info = String(
            decoding: try ExternalTool.run("pdfinfo", [file.path], package: "poppler-utils"), as: UTF8.self)
        #expect(info.contains("Pages:           1"))
        let size = "\(Self.number(output.tree.width)) x \(Self.number(output.tree.height)) pts"
        #expect(info.contains(size), "pdfinfo: \(info)")
        let text = String(
            decoding: try ExternalTool.run("pdftotext", [file.path, "-"], package: "poppler-utils"), as: UTF8.self)
        for word in ["NETWORK", "Wi-Fi", "Home", "Airplane Mode", "日本語のテキスト"] {
            #expect(text.contains(word), "pdftotext lacks \(word): \(text)")
        }
    }

    @Test func thePDFEmbedsSubsetFonts() throws {
        let file = try ExternalTool.file(try Self.render(.pdf).bytes, suffix: ".pdf")
        defer { try? FileManager.default.removeItem(at: file) }
        let fonts = String(
            decoding: try ExternalTool.run("pdffonts", [file.path], package: "poppler-utils"), as: UTF8.self)
        let rows = fonts.split(separator: "\n").dropFirst(2)
        #expect(!rows.isEmpty)
        // Columns: name, type, encoding, emb, sub, uni, object ID: every font embedded and subset.
        for row in rows {
            let columns = row.split(separator: " ", omittingEmptySubsequences: true)
            #expect(
                columns.count >= 7 && columns[columns.count - 5] == "yes" && columns[columns.count - 4] == "yes",
                "\(row)")
        }
    }

    @Test func theSVGIsWellFormedAndSizedInPoints() throws {
        let output = try Self.render(.svg)
        let file = try ExternalTool.file(output.bytes, suffix: ".svg")
        defer { try? FileManager.default.removeItem(at: file) }
        let script =
            "import sys, xml.etree.ElementTree as E; r = E.parse(sys.argv[1]).getroot(); print(r.tag, r.get('width'), r.get('height'))"
        let parsed = String(
            decoding: try ExternalTool.run("python3", ["-c", script, file.path], package: "python3"), as: UTF8.self)
        #expect(
            parsed.trimmingCharacters(in: .whitespacesAndNewlines)
                == "{http://www.w3.org/2000/svg}svg \(Self.number(output.tree.width)) \(Self.number(output.tree.height))"
        )
    }

    /// Rasterizes the document at the PNG's scale (rsvg-convert, one pixel per unit × scale; pdftoppm at 72 × scale dpi) and compares it with the PNG, pixel by
    /// pixel: the share within 16 levels per channel is reported, and must stay above 0.97 (text and curves are
    /// antialiased by another rasterizer, so a few edge pixels differ).
    @Test(arguments: [RenderFormat.svg, .pdf])
    func theDocumentRasterizesCloseToThePNG(format: RenderFormat) throws {
        let png = try Self.render(.png)
        let document = try Self.render(format)
        let scale = png.tree.scale
        let input = try ExternalTool.file(document.bytes, suffix: "." + format.fileExtension)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer {
            try? FileManager.default.removeItem(at: input)
            try? FileManager.default.removeItem(at: output.appendingPathExtension("png"))
        }
        if format == .svg {
            _ = try ExternalTool.run(
                "rsvg-convert", ["-z", "\(scale)", input.path, "-o", output.appendingPathExtension("png").path],
                package: "librsvg2-bin")
        } else {
            _ = try ExternalTool.run(
                "pdftoppm", ["-r", "\(72 * scale)", "-png", "-singlefile", input.path, output.path],
                package: "poppler-utils")
        }
        let raster = try #require(
            DecodedImage(png: [UInt8](try Data(contentsOf: output.appendingPathExtension("png")))))
        let expected = try #require(DecodedImage(png: png.bytes))
        #expect((raster.width, raster.height) == (expected.width, expected.height))
        let diff = try #require(PixelDiff(expected: expected, actual: raster, channelTolerance: 16))
        let agreement = 1 - Double(diff.differentPixels) / Double(expected.width * expected.height)
        print("vector agreement \(format.rawValue): \(String(format: "%.4f", agreement)) of pixels within 16 levels")
        #expect(agreement > 0.97)
    }

    @Test(arguments: [RenderFormat.pdf, .svg])
    func theSameSpecGivesTheSameBytes(format: RenderFormat) throws {
        let first = try Self.render(format).bytes
        // Another table in between moves Cairo's process-wide counters (surface and font ids).
        _ = try Self.render(format, json: #"{"ios":"7","sections":[{"rows":[{"text":"Other"}]}]}"#)
        #expect(try Self.render(format).bytes == first)
        let fresh = try RenderPipeline(configuration: PipelineConfiguration(assetsDirectory: Fixtures.assets))
        #expect(try fresh.render(fresh.decode(Array(Self.spec.utf8)), format: format).bytes == first)
    }

    @Test(arguments: ["6", "7", "12", "26"])
    func everyLookDrawsAsPDFAndSVG(ios: String) throws {
        let json =
            #"{"ios":"\#(ios)","style":"grouped","editing":true,"sections":[{"header":"A","rows":[{"text":"One","editingStyle":"delete","showsReorderControl":true},{"text":"Two","accessoryType":"checkmark"}]}]}"#
        #expect(try Self.render(.pdf, json: json).bytes.starts(with: Array("%PDF-".utf8)))
        #expect(try Self.render(.svg, json: json).bytes.starts(with: Array("<?xml".utf8)))
    }
}
