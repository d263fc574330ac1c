import Foundation
import TableLayout
import TableShotTesting
import TableSpec
import Testing

@testable import TableRender

/// Contact sheets of every `SystemSymbol`, drawn through the real pipeline (a layout tree of symbol nodes):
/// white on systemGray3 and on systemRed (as in swipe-action buttons) and black on white, at 17 pt (3x) and
/// 28 pt (2x). Record with `GOLDEN_RECORD=missing swift test --filter SymbolGoldenTests`.
@Suite struct SymbolGoldenTests {
    /// One band of the sheet: a background and the symbols' tint.
    struct Scheme: Sendable {
        let background: Color
        let tint: Color
    }

    static let schemes = [
        Scheme(background: SystemPalette.light.systemGray3, tint: .white),
        Scheme(background: SystemPalette.light.systemRed, tint: .white),
        Scheme(background: .white, tint: .black),
    ]
    /// Symbols per row of a band.
    static let columns = 12

    /// The sheet at `pointSize`: one band per scheme, each symbol's ink box centred in a square cell.
    static func sheet(pointSize: Double, scale: Int) -> LayoutTree {
        let cell = (pointSize * 1.7).rounded()
        let symbols = SystemSymbol.allCases
        let rows = (symbols.count + columns - 1) / columns
        let bandHeight = cell * Double(rows)
        var bands: [LayoutNode] = []
        for (index, scheme) in schemes.enumerated() {
            var marks: [LayoutNode] = []
            for (position, symbol) in symbols.enumerated() {
                let ink = symbol.inkSize(pointSize: pointSize)
                let x = Double(position % columns) * cell + (cell - ink.width) / 2
                let y = Double(position / columns) * cell + (cell - ink.height) / 2
                var node = LayoutNode(
                    kind: .imageView, frame: Rect(x: x, y: y, width: ink.width, height: ink.height),
                    tintColor: scheme.tint)
                node.glyph = .symbol(.own(symbol))
                marks.append(node)
            }
            let frame = Rect(x: 0, y: Double(index) * bandHeight, width: cell * Double(columns), height: bandHeight)
            bands.append(LayoutNode(kind: .view, frame: frame, backgroundColor: scheme.background, subviews: marks))
        }
        let width = cell * Double(columns)
        let height = bandHeight * Double(schemes.count)
        let root = LayoutNode(
            kind: .tableView, frame: Rect(x: 0, y: 0, width: width, height: height), backgroundColor: .white,
            subviews: bands)
        var tree = LayoutTree(width: width, height: height, scale: scale, root: root)
        tree.resolveArtwork(measurer: FakeTextMeasurer())
        return tree
    }

    @Test(arguments: [(17.0, 3), (28.0, 2)])
    func contactSheetMatchesGolden(pointSize: Double, scale: Int) throws {
        let fonts = try FontLibrary(directory: Fixtures.assets.appendingPathComponent("Fonts"))
        let png = try RenderContext(fonts: fonts).draw(Self.sheet(pointSize: pointSize, scale: scale)).bytes
        let name = "symbols-\(Int(pointSize))pt-\(scale)x"
        let result = GoldenImage.check(png, named: name, in: GoldenImage.directory())
        #expect(result.passed, "\(result.message)")
    }
}
