import Foundation
import Testing

@testable import TableSpec

/// `--symbols DIR`: SF Symbols templates exported from Apple's app draw their names instead of TableShot's
/// artwork. The templates here are our own shapes in the template's layout (never Apple's outlines).
@Suite struct SymbolTemplateTests {
    /// An SF Symbols template's structure: guides, then the symbol's variants as groups named `Weight-Scale`,
    /// each moved into place on the sheet with a translation, its paths in template units.
    static func template(regular: String, bold: String? = nil) -> String {
        var variants = #"<g id="Regular-S" transform="matrix(1 0 0 1 1391 696)"><path d="\#(regular)"/></g>"#
        if let bold {
            variants +=
                #"<g id="Bold-S" transform="matrix(1 0 0 1 2081 696)"><path class="monochrome-0" d="\#(bold)"/></g>"#
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
             <g id="Guides"><g id="H-reference"><path d="M0 0L10 0"/></g>
              <line id="Baseline-S" x1="263" x2="3036" y1="696" y2="696"/></g>
             <g id="Symbols">\(variants)</g>
            </svg>
            """
    }

    @Test func readsEachVariantsPathsAndSkipsTheGuides() throws {
        let svg = Self.template(regular: "M10 -70 L90 -70 L90 0 L10 0 Z", bold: "M5 -75 L95 -75 L95 5 L5 5 Z")
        let template = try #require(SymbolTemplate(name: "square.test", svg: svg))
        #expect(
            template.variants == [
                "Regular-S": "M10 -70 L90 -70 L90 0 L10 0 Z", "Bold-S": "M5 -75 L95 -75 L95 5 L5 5 Z",
            ])
        #expect(SymbolTemplate(name: "none", svg: "<svg><g id=\"Guides\"><path d=\"M0 0\"/></g></svg>") == nil)
    }

    @Test func aFolderOfTemplatesLoadsByFileNameAndSkipsOtherFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.template(regular: "M0 0 L10 10 Z").write(
            to: directory.appendingPathComponent("wifi.svg"), atomically: true, encoding: .utf8)
        try "<svg/>".write(to: directory.appendingPathComponent("drawing.svg"), atomically: true, encoding: .utf8)
        try "x".write(to: directory.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let loaded = try SymbolTemplateLibrary.load(from: directory)
        #expect(loaded.templates.keys.sorted() == ["wifi"])
        #expect(loaded.skipped == ["drawing.svg"])
    }

    @Test func aTemplateDrawsItsNameFirstAndMayNameASymbolTableShotDoesNotKnow() throws {
        let wifi = try #require(SymbolTemplate(name: "wifi", svg: Self.template(regular: "M0 0 L10 10 Z")))
        let custom = try #require(SymbolTemplate(name: "custom.badge", svg: Self.template(regular: "M0 0 L5 5 Z")))
        let decoder = SpecDecoder(catalog: ImageCatalog(images: [:], symbols: ["wifi": wifi, "custom.badge": custom]))
        let json =
            #"{"ios":"18","sections":[{"rows":[{"text":"A","image":"wifi"},{"text":"B","image":"custom.badge"},{"text":"C","trailingSwipeActions":[{"image":"custom.badge"}]}]}]}"#
        let rows = try decoder.decode(Array(json.utf8)).sections[0].rows
        #expect(rows[0].imageSymbol == .template(wifi))
        #expect(rows[1].imageSymbol == .template(custom))
        #expect(rows[2].trailingSwipeActions.first?.image == .template(custom))
        // A template keeps the version its name arrived in; an unknown name is taken from iOS 13.
        #expect(SymbolName.template(wifi).introduced == 13)
        #expect(specIssues(#"{"ios":"18","sections":[{"rows":[{"image":"custom.badge"}]}]}"#).count == 1)
        let old = #"{"ios":"12","sections":[{"rows":[{"text":"A","image":"custom.badge"}]}]}"#
        #expect((try? decoder.decode(Array(old.utf8))) == nil)
    }
}
