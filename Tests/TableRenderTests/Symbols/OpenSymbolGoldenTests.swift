import Foundation
import TableLayout
import TableShotTesting
import TableSpec
import Testing

@testable import TableRender

/// A contact sheet of every name of the open stand-in set (`OpenSymbolCatalog`, Assets/Symbols), drawn through
/// the real pipeline: black on white at 17 pt, each ink box centred in a square cell, in name order; at 1x (the
/// 705 glyphs at 2x make a 0.9 MB golden). Record with `GOLDEN_RECORD=missing swift test --filter
/// OpenSymbolGoldenTests`.
@Suite struct OpenSymbolGoldenTests {
    static let columns = 24
    static let cell = 29.0

    static func glyph(_ symbol: OpenSymbol, at index: Int) -> LayoutNode {
        let ink = OpenSymbolArtwork.inkSize(symbol, pointSize: 17)
        let x = Double(index % columns) * cell + (cell - ink.width) / 2
        let y = Double(index / columns) * cell + (cell - ink.height) / 2
        var node = LayoutNode(
            kind: .imageView, frame: Rect(x: x, y: y, width: ink.width, height: ink.height), tintColor: .black)
        node.glyph = .symbol(.open(symbol))
        return node
    }

    static func sheet() -> LayoutTree {
        let symbols = OpenSymbolCatalog.symbols.keys.sorted().compactMap { OpenSymbolCatalog.symbols[$0] }
        let marks = symbols.enumerated().map { glyph($1, at: $0) }
        let rows = (symbols.count + columns - 1) / columns
        let width = cell * Double(columns)
        let height = cell * Double(rows)
        let root = LayoutNode(
            kind: .tableView, frame: Rect(x: 0, y: 0, width: width, height: height), backgroundColor: .white,
            subviews: marks)
        var tree = LayoutTree(width: width, height: height, scale: 1, root: root)
        tree.resolveArtwork(measurer: FakeTextMeasurer())
        return tree
    }

    @Test func contactSheetMatchesGolden() throws {
        let fonts = try FontLibrary(directory: Fixtures.assets.appendingPathComponent("Fonts"))
        let png = try RenderContext(fonts: fonts).draw(Self.sheet()).bytes
        let result = GoldenImage.check(png, named: "open-symbols-17pt-1x", in: GoldenImage.directory())
        #expect(result.passed, "\(result.message)")
    }
}
