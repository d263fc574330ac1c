import Foundation
import TableLayout
import TablePixels
import TableRender
import TableShotTesting
import Testing

/// The SVG opens as layers named after the table (issue 39): a group per section, row and part, rounded cells as
/// shapes, text as outlines by default and as `<text>` in UIKit's font on request, and every id once.
@Suite struct SVGLayerTests {
    static let spec =
        ##"{"ios":"18","style":"insetGrouped","width":390,"scale":2,"sections":[{"header":"Network","rows":[{"text":"Wi-Fi","detail":"Home","style":"value1","accessoryType":"disclosureIndicator"},{"text":"Airplane Mode","accessoryView":{"switch":{"on":true}}}]},{"footer":"Last","rows":[{"text":"Bluetooth","image":"star.fill"}]}]}"##

    /// Each `<g>`'s id and the tags of its direct children, in document order, as `id: tag tag …` lines.
    static func layers(_ svg: [UInt8]) throws -> [String: [String]] {
        let file = try ExternalTool.file(svg, suffix: ".svg")
        defer { try? FileManager.default.removeItem(at: file) }
        let script = """
            import sys, xml.etree.ElementTree as E
            ns = '{http://www.w3.org/2000/svg}'
            for g in E.parse(sys.argv[1]).getroot().iter(ns + 'g'):
                if g.get('id'): print(g.get('id') + ':', ' '.join(c.tag.replace(ns, '') for c in g))
            """
        let output = String(
            decoding: try ExternalTool.run("python3", ["-c", script, file.path], package: "python3"), as: UTF8.self)
        var layers: [String: [String]] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            let id = String(parts[0])
            #expect(layers[id] == nil, "the id \(id) is used once")
            layers[id] = parts.count > 1 ? parts[1].split(separator: " ").map(String.init) : []
        }
        return layers
    }

    static func render(_ json: String = spec, format: RenderFormat = .svg) throws -> [UInt8] {
        let pipeline = try #require(Fixtures.pipeline)
        return try pipeline.render(pipeline.decode(Array(json.utf8)), format: format).bytes
    }

    @Test func layersAreNamedAfterSectionsRowsAndParts() throws {
        let layers = try Self.layers(Self.render())
        for name in [
            "tableView", "section-0", "section-0-header", "section-0-row-0", "section-0-row-0-accessory",
            "section-0-row-0-contentView", "section-0-row-0-contentView-textLabel",
            "section-0-row-0-contentView-detailTextLabel", "section-0-row-1", "section-0-row-1-accessory",
            "section-1", "section-1-row-0", "section-1-row-0-contentView-imageView", "section-1-footer",
        ] {
            #expect(layers[name] != nil, "no layer \(name)")
        }
        // A section groups its own views.
        #expect(layers["section-0"]?.filter { $0 == "g" }.count ?? 0 >= 3)
    }

    @Test func aRoundedCellIsAShapeAndItsTextOutlines() throws {
        let layers = try Self.layers(Self.render())
        // The inset grouped cell: its clip and its background are paths (rounded), not rectangles.
        let cell = try #require(layers["section-0-row-0"])
        #expect(cell.starts(with: ["clipPath", "g"]))
        let label = try #require(layers["section-0-row-0-contentView-textLabel"])
        #expect(label == ["path"], "outlines by default")
    }

    @Test func textStaysTextOnRequestInUIKitsFont() throws {
        let svg = try Self.render(format: .svgText)
        let text = String(decoding: svg, as: UTF8.self)
        #expect(text.contains(">Wi-Fi</text>"))
        // UIKit's SF UI Text, named as a Mac with Apple's fonts has it, then the generic family.
        #expect(text.contains("font-family=\"'SF Pro Text', 'SF UI Text', 'SF Pro', sans-serif\" font-size=\"17\""))
        #expect(text.contains("font-weight=\"400\""))
        let layers = try Self.layers(svg)
        #expect(layers["section-0-row-0-contentView-textLabel"] == ["text"])
    }

    @Test(arguments: ["6", "7", "12", "26"])
    func everyLookWritesItsArtworkInLayers(ios: String) throws {
        let json =
            #"{"ios":"\#(ios)","style":"grouped","editing":true,"sections":[{"header":"A","rows":[{"text":"One","editingStyle":"delete","showsReorderControl":true},{"text":"Two","accessoryType":"checkmark","editingStyle":"insert"}]}]}"#
        let layers = try Self.layers(Self.render(json))
        #expect(layers["section-0-row-0-editControl"]?.contains("g") == true)
        #expect(layers["section-0-row-0-reorderControl"] != nil)
    }
}

/// The SVG writer draws what the PNG draws: examples covering every kind of artwork (classic gradients and group
/// boxes, symbols with cut-outs, switches, editing, colour emoji, right to left, custom views), rasterized by
/// rsvg at the PNG's scale, agree with the PNG on nearly every pixel.
@Suite struct SVGAgreementTests {
    /// Each example with the least share of its pixels within 16 levels: a point below what was measured when
    /// the writer landed (text edges are antialiased by another rasterizer). Without its colour emoji, the emoji
    /// table measured 0.968.
    @Test(arguments: [
        ("classic-settings", 0.97), ("gallery-editing", 0.98), ("gallery-swipe", 0.972), ("modern-controls", 0.983),
        ("reference-20-rows-emoji", 0.977), ("gallery-right-to-left", 0.981), ("gallery-custom-cells", 0.961),
        ("swiftui-elements", 0.983),
    ])
    func theSVGRasterizesLikeThePNG(example: String, minimum: Double) throws {
        let pipeline = try #require(Fixtures.pipeline)
        let json = try Data(contentsOf: Fixtures.assets.appendingPathComponent("Examples/\(example).json"))
        let spec = try pipeline.decode(Array(json))
        let png = try pipeline.render(spec)
        let svg = try pipeline.render(spec, format: .svg)
        let input = try ExternalTool.file(svg.bytes, suffix: ".svg")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + ".png")
        defer {
            try? FileManager.default.removeItem(at: input)
            try? FileManager.default.removeItem(at: output)
        }
        _ = try ExternalTool.run(
            "rsvg-convert", ["-z", "\(png.tree.scale)", input.path, "-o", output.path], package: "librsvg2-bin")
        let raster = try #require(DecodedImage(png: [UInt8](try Data(contentsOf: output))))
        let expected = try #require(DecodedImage(png: png.bytes))
        // rsvg rounds a fractional height up; compare the rows both have.
        let rows = min(raster.height, expected.height)
        #expect(raster.width == expected.width && abs(raster.height - expected.height) <= 1)
        let cropped = { (image: DecodedImage) in
            DecodedImage(width: image.width, height: rows, rgba: Array(image.rgba.prefix(image.width * rows * 4)))
        }
        let diff = try #require(PixelDiff(expected: cropped(expected), actual: cropped(raster), channelTolerance: 16))
        let agreement = 1 - Double(diff.differentPixels) / Double(expected.width * rows)
        print("svg agreement \(example): \(String(format: "%.4f", agreement))")
        #expect(agreement >= minimum)
    }
}
