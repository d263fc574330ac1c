import Foundation
import TableLayout
import TableSpec
import Testing

/// The tab bar at the bottom of the screen (`tabBar`, issue 40).
@Suite struct TabBarLayoutTests {
    static func tree(_ json: String) throws -> LayoutTree { try ModernLayoutTests.tree(json) }

    static let tabs =
        #""tabBar":{"items":[{"title":"Favorites","image":"star.fill"},{"title":"Recents","image":"clock.fill","badgeValue":"3"},{"title":"Contacts","image":"person.crop.circle.fill"}],"selectedIndex":1}"#

    @Test func theBarSitsOverTheHomeIndicatorWithEqualSlots() throws {
        let tree = try Self.tree(
            #"{"ios":"18","device":"iPhone 15",\#(Self.tabs),"sections":[{"rows":[{"text":"A"}]}]}"#)
        #expect((tree.width, tree.height) == (393, 852))  // a tab bar makes the screen
        let bar = try #require(tree.root.children(.tabBar).first)
        #expect(bar.frame == Rect(x: 0, y: 852 - 34 - 49, width: 393, height: 49 + 34))
        // iOS 15+: transparent while the content ends above it.
        #expect(bar.backgroundColor == nil && bar.children(.separator).isEmpty)
        let items = bar.subviews.filter { $0.kind == .button }
        #expect(items.count == 3)
        #expect(items.map { $0.frame.width }.allSatisfy { abs($0 - 131) < 0.34 })
        let titles = items.compactMap { $0.subviews.first { $0.text != nil }?.text }
        #expect(titles.map(\.text) == ["Favorites", "Recents", "Contacts"])
        #expect(titles[1].color == SystemPalette.light.systemBlue)
        #expect(titles[0].color == Color(red: 142, green: 142, blue: 147))
        #expect(titles.allSatisfy { $0.font.size == 10 })
        let badge = try #require(items[1].subviews.last)
        #expect(badge.backgroundColor == Color(red: 255, green: 59, blue: 48))
        #expect(badge.subviews.first?.text?.text == "3")
        // Drawn over the table, under the home indicator.
        #expect(tree.root.subviews.suffix(2).map(\.kind) == [.tabBar, .homeIndicator])
    }

    @Test func aBarOverTheContentShowsItsBackgroundAndEarlierLooksHaveTheirs() throws {
        let rows = (0..<30).map { #"{"text":"Row \#($0)"}"# }.joined(separator: ",")
        let long = try Self.tree(
            #"{"ios":"18","device":"iPhone 15",\#(Self.tabs),"sections":[{"rows":[\#(rows)]}]}"#)
        let bar = try #require(long.root.children(.tabBar).first)
        #expect(bar.backgroundColor != nil && bar.children(.separator).count == 1)
        let home = try Self.tree(
            #"{"ios":"13","device":"iPhone 8",\#(Self.tabs),"sections":[]}"#)
        let flat = try #require(home.root.children(.tabBar).first)
        #expect(flat.frame == Rect(x: 0, y: 667 - 49, width: 375, height: 49))
        #expect(flat.backgroundColor != nil)  // iOS 13–14: the translucent bar whatever the content
        let classic = try Self.tree(
            #"{"ios":"6","device":"iPhone 4s","tabBar":{"items":[{"title":"Favorites"},{"title":"Recents"}]},"sections":[]}"#
        )
        let black = try #require(classic.root.children(.tabBar).first)
        guard case .verticalGradient? = black.fill else {
            Issue.record("the classic bar is a gradient")
            return
        }
        let selected = black.subviews.first { $0.kind == .button }
        #expect(selected?.subviews.first?.backgroundColor != nil)  // the highlight behind the selected item
    }

    @Test func itemsAreChecked() {
        #expect(ModernLayoutTests.issuePaths(#"{"ios":"18","tabBar":{"items":[]},"sections":[]}"#) == ["/tabBar/items"])
        let six = (0..<6).map { _ in #"{"title":"A"}"# }.joined(separator: ",")
        #expect(
            ModernLayoutTests.issuePaths(#"{"ios":"18","tabBar":{"items":[\#(six)]},"sections":[]}"#) == [
                "/tabBar/items"
            ])
        #expect(
            ModernLayoutTests.issuePaths(#"{"ios":"18","tabBar":{"items":[{"badgeValue":"1"}]},"sections":[]}"#)
                == ["/tabBar/items/0"])
        #expect(
            ModernLayoutTests.issuePaths(
                #"{"ios":"18","tabBar":{"items":[{"title":"A"}],"selectedIndex":1},"sections":[]}"#)
                == ["/tabBar/selectedIndex"])
    }
}

/// `UITabBarItem` system items: their title and glyph in every look.
@Suite struct TabBarSystemItemTests {
    @Test func aSystemItemHasItsTitleAndGlyphInEveryLook() throws {
        let tree = try ModernLayoutTests.tree(
            #"{"ios":"7","device":"iPhone 5s","tabBar":{"items":[{"systemItem":"favorites"},{"systemItem":"more","badgeValue":""}]},"sections":[]}"#
        )
        let bar = try #require(tree.root.children(.tabBar).first)
        let items = bar.subviews.filter { $0.kind == .button }
        #expect(items[0].subviews.compactMap(\.text?.text) == ["Favorites"])
        #expect(items[0].subviews.first?.glyph == .symbol(try #require(SymbolName(rawValue: "star.fill"))))
        #expect(items[1].subviews.compactMap(\.text?.text) == ["More"])
        #expect(
            ModernLayoutTests.issuePaths(
                #"{"ios":"7","tabBar":{"items":[{"systemItem":"favorites","title":"Stars"},{"systemItem":"likes"}]},"sections":[]}"#
            ) == ["/tabBar/items/0", "/tabBar/items/1/systemItem", "/tabBar/items/1"])
    }
}
