import Foundation
import TableLayout
import TableShotTesting
import Testing

@testable import TableSpec

/// Revealed swipe actions (M§10): widths clamp(12 + content, 74, 120), the outermost action at the cell's
/// edge, the content slid by their total width, icons alone below 50 pt, the style's colours, and iOS 26's
/// rounded buttons beside a rounded card.
@Suite struct SwipeActionLayoutTests {
    static func cell(_ row: String, ios: String = "18", extra: String = "") throws -> LayoutNode {
        let json = #"{"ios":"\#(ios)","width":390,\#(extra)"sections":[{"rows":[\#(row)]}]}"#
        return try #require(try ModernLayoutTests.tree(json).root.children(.cell).first)
    }

    static let titles =
        #"{"text":"A","trailingSwipeActions":[{"title":"Delete","style":"destructive"},{"title":"A title far too long to fit in one button"}],"swipeState":"trailing"}"#

    @Test func widthsClampBetween74And120WithTheOutermostAtTheEdge() throws {
        let cell = try Self.cell(Self.titles)
        let buttons = cell.children(.swipeActionButton)
        #expect(buttons.map(\.frame.width) == [74, 120])
        #expect(buttons.map(\.frame.maxX) == [390, 316])
        // systemRed, systemGray3
        #expect(buttons.map(\.backgroundColor) == [Color(hex: 0xFF3B30), Color(hex: 0xC7C7CC)])
        let content = try #require(cell.child(.contentView))
        #expect(content.frame.x == -194)
        let title = try #require(buttons[1].child(.textLabel))
        #expect(title.text?.numberOfLines == 2)
        #expect(title.text?.font.weight == .medium && title.text?.font.size == 15)
        #expect(title.frame.width <= 108)
    }

    @Test func theSeparatorEndsAtTheActions() throws {
        let row = #"{"text":"A","trailingSwipeActions":[{"title":"Delete"}],"swipeState":"trailing"},{"text":"B"}"#
        let separator = try #require(try Self.cell(row).children(.separator).first)
        #expect(separator.frame.maxX == 390 - 74)
    }

    @Test func shortRowsShowTheIconAloneAndTallerOnesTheIconAboveTheTitle() throws {
        let action = ##"[{"title":"Flag","image":"flag.fill","backgroundColor":"#FF9500"}]"##
        let short = try Self.cell(#"{"text":"A","leadingSwipeActions":\#(action),"swipeState":"leading"}"#)
        let button = try #require(short.child(.swipeActionButton))
        #expect(button.frame.x == 0)
        #expect(button.subviews.map(\.kind) == [.imageView])  // 43.67 pt of content < 50
        #expect(button.subviews[0].glyph == .symbol(.own(.flagFill)))
        let full = SystemSymbol.flagFill.inkSize(pointSize: 17)
        #expect(abs(button.subviews[0].frame.width - full.width * 0.8) < 0.001)
        #expect(try #require(short.child(.contentView)).frame.x == 74)
        let tall = try Self.cell(
            #"{"text":"A","rowHeight":64,"leadingSwipeActions":\#(action),"swipeState":"leading"}"#)
        let parts = try #require(tall.child(.swipeActionButton)).subviews
        #expect(parts.map(\.kind) == [.imageView, .textLabel])
        #expect(abs(parts[1].frame.minY - parts[0].frame.maxY - 5) < 0.34)  // icon ↔ title 5 (SW)
    }

    @Test func iOS26DrawsRoundedButtonsBesideARoundedCard() throws {
        let cell = try Self.cell(Self.titles, ios: "26")
        let buttons = cell.children(.swipeActionButton)
        #expect(buttons.map(\.frame.maxX) == [390, 390 - 74 - 2])  // 2 pt apart (DEC26 style 2)
        #expect(buttons[0].corners == RoundedCorners(radius: 25.5, top: true, bottom: true, continuous: true))
        #expect(buttons[0].subviews.map(\.kind) == [.textLabel])
        let card = try #require(cell.subviews.first)
        #expect(card.kind == .backgroundView)
        #expect(card.frame.x == -(74 + 2 + 120 + 8))  // 8 pt from the buttons
        #expect(card.backgroundColor == Color(hex: 0xE5E5EA))  // systemGray5
        #expect(card.corners?.radius == 26)
    }

    @Test func darkModeUsesTheDarkPalette() throws {
        let cell = try Self.cell(Self.titles, extra: #""userInterfaceStyle":"dark","#)
        #expect(
            cell.children(.swipeActionButton).map(\.backgroundColor) == [Color(hex: 0xFF453A), Color(hex: 0x48484A)])
    }

    @Test func titlesScaleWithBodyAboveLargeUpToAccessibilityExtraLarge() throws {
        let size = { (category: String) in
            try Self.cell(Self.titles, extra: #""preferredContentSizeCategory":"\#(category)","#)
                .children(.swipeActionButton)[0].child(.textLabel)?.text?.font.size
        }
        #expect(try size("small") == 15)
        #expect(try size("extraLarge") == 17)  // 15 × 19/17, rounded
        #expect(try size("accessibilityExtraLarge") == 35)  // 15 × 40/17
        #expect(try size("accessibilityExtraExtraExtraLarge") == 35)  // capped
    }
}

extension SwipeActionLayoutTests {
    @Test func aWordTooWideForTheButtonShrinksTheTitleDownTo11Points() throws {
        let row =
            #"{"text":"A","trailingSwipeActions":[{"title":"Unsubscribeunsubscribeunsubscribe"}],"swipeState":"trailing"}"#
        let title = try #require(try Self.cell(row).child(.swipeActionButton)?.child(.textLabel))
        #expect(title.text?.font.size == 11)
        let short = try #require(try Self.cell(Self.titles).child(.swipeActionButton)?.child(.textLabel))
        #expect(short.text?.font.size == 15)
    }
}
