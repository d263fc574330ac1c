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
        #expect(glyph.glyph == .symbol(.starFill))
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

    @Test(arguments: ["6", "7", "12"])
    func looksBeforeIOS13RefuseSymbols(ios: String) {
        let json = #"{"ios":"\#(ios)","sections":[{"rows":[{"text":"A","image":"star.fill"}]}]}"#
        #expect(ModernLayoutTests.issuePaths(json) == ["/sections/0/rows/0/image"])
    }
}
