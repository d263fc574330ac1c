import Foundation
import TableLayout
import TableShotTesting
import Testing

@testable import TableSpec

/// SF Symbol cell images (`"image": "star.fill"`, iOS 13+): Body-sized, centred in a 24 pt box at the margin,
/// in the tint, with the text 16 pt after the box (M§6.3).
@Suite struct SymbolImageLayoutTests {
    @Test func aSymbolImageSitsInItsBoxInTheTint() throws {
        let json =
            ##"{"ios":"26","width":390,"tintColor":"#FF9500","sections":[{"rows":[{"text":"Favourites","image":"star.fill"}]}]}"##
        let cell = try #require(try ModernLayoutTests.tree(json).root.children(.cell).first)
        let content = try #require(cell.child(.contentView))
        let box = try #require(content.child(.imageView))
        #expect((box.frame.x, box.frame.width) == (16, 24))
        let glyph = try #require(box.subviews.first)
        #expect(glyph.glyph == .symbol(.own(.starFill)))
        #expect(glyph.tintColor == Color(hex: 0xFF9500))
        let ink = SystemSymbol.starFill.inkSize(pointSize: 17)
        #expect(abs(glyph.frame.width - ink.width) < 0.001)
        #expect(try #require(content.child(.textLabel)).frame.x == 16 + 24 + 16)
    }

    @Test func directionalSymbolsMirrorInRightToLeftTables() throws {
        let json =
            #"{"ios":"18","width":390,"semanticContentAttribute":"forceRightToLeft","sections":[{"rows":[{"text":"Reply","image":"arrowshape.turn.up.left.fill"},{"text":"Star","image":"star.fill"}]}]}"#
        let glyphs = try ModernLayoutTests.tree(json).root.children(.cell).compactMap {
            $0.child(.contentView)?.child(.imageView)?.subviews.first
        }
        #expect(glyphs.map(\.flipsHorizontally) == [true, false])
    }

    @Test func anOpenSetSymbolSitsInTheSameBoxInItsRowsTint() throws {
        let json =
            ##"{"ios":"18","width":375,"sections":[{"rows":[{"text":"Wi-Fi","image":"wifi","imageTintColor":"#34C759"},{"text":"Card","image":"creditcard.fill"}]}]}"##
        let cells = try ModernLayoutTests.tree(json).root.children(.cell)
        let wifi = try #require(OpenSymbolCatalog.symbols["wifi"])
        let box = try #require(cells[0].child(.contentView)?.child(.imageView))
        #expect((box.frame.x, box.frame.width) == (16, 24))
        let glyph = try #require(box.subviews.first)
        #expect(glyph.glyph == .symbol(.open(wifi)))
        #expect(glyph.tintColor == Color(hex: 0x34C759))
        #expect(abs(glyph.frame.width - SymbolName.open(wifi).inkSize(pointSize: 17).width) < 0.001)
        #expect(try #require(cells[0].child(.contentView)?.child(.textLabel)).frame.x == 16 + 24 + 16)
        // Without its own colour a row's symbol takes the table's tint.
        let card = try #require(cells[1].child(.contentView)?.child(.imageView)?.subviews.first)
        #expect(card.tintColor == SystemPalette.light.systemBlue)
    }

    @Test func aSettingsTileIsARoundedSquareWithTheSymbolInWhite() throws {
        let json =
            ##"{"ios":"18","width":375,"sections":[{"rows":[{"text":"General","image":"gear","imageBackgroundColor":"#8E8E93","accessoryType":"disclosureIndicator"}]}]}"##
        let cell = try #require(try ModernLayoutTests.tree(json).root.children(.cell).first)
        let content = try #require(cell.child(.contentView))
        let box = try #require(content.child(.imageView))
        #expect((box.frame.x, box.frame.width) == (16, 29))
        let tile = try #require(box.subviews.first)
        // Centred in the 43.67 pt content view (a 1/3 pt separator below), on the 1/3 pt grid.
        #expect(
            abs(tile.frame.y - 22 / 3) < 0.001 && (tile.frame.x, tile.frame.width, tile.frame.height) == (0, 29, 29))
        #expect(tile.backgroundColor == Color(hex: 0x8E8E93))
        #expect(tile.corners == RoundedCorners(radius: 29 * 0.2237, top: true, bottom: true, continuous: true))
        let glyph = try #require(tile.subviews.first)
        #expect(glyph.tintColor == .white)
        #expect(glyph.frame.minX >= 4 - 0.34 && glyph.frame.maxX <= 25 + 0.34)
        #expect(try #require(content.child(.textLabel)).frame.x == 16 + 29 + 16)
    }

    @Test func forwardSymbolsMirrorInRightToLeftTablesAndRightOnesDoNot() throws {
        let json =
            #"{"ios":"18","width":390,"semanticContentAttribute":"forceRightToLeft","sections":[{"rows":[{"text":"Next","image":"chevron.forward"},{"text":"Right","image":"chevron.right"}]}]}"#
        let glyphs = try ModernLayoutTests.tree(json).root.children(.cell).compactMap {
            $0.child(.contentView)?.child(.imageView)?.subviews.first
        }
        #expect(glyphs.map(\.flipsHorizontally) == [true, false])
    }

    @Test func imageColoursNeedASymbolImage() {
        let json =
            ##"{"ios":"18","sections":[{"rows":[{"text":"A","imageTintColor":"#FF0000"},{"text":"B","imageBackgroundColor":"#FF0000"}]}]}"##
        #expect(
            ModernLayoutTests.issuePaths(json) == [
                "/sections/0/rows/0/imageTintColor", "/sections/0/rows/1/imageBackgroundColor",
            ])
    }

    @Test(arguments: ["6", "7", "12"])
    func looksBeforeIOS13RefuseSymbols(ios: String) {
        let json = #"{"ios":"\#(ios)","sections":[{"rows":[{"text":"A","image":"star.fill"}]}]}"#
        #expect(ModernLayoutTests.issuePaths(json) == ["/sections/0/rows/0/image"])
    }
}
