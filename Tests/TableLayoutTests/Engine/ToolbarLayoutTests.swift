import Foundation
import TableLayout
import TableSpec
import Testing

/// The toolbar at the bottom of the screen (`toolbarItems`, issue 40).
@Suite struct ToolbarLayoutTests {
    static func tree(_ json: String) throws -> LayoutTree { try ModernLayoutTests.tree(json) }

    static let items =
        #""toolbarItems":[{"systemItem":"flexibleSpace"},{"title":"Updated Just Now"},{"systemItem":"flexibleSpace"},{"systemItem":"compose"}]"#

    @Test func theToolbarSitsOverTheHomeIndicatorWithItsItemsSpread() throws {
        let tree = try Self.tree(
            #"{"ios":"18","device":"iPhone 15",\#(Self.items),"sections":[{"rows":[{"text":"A"}]}]}"#)
        #expect((tree.width, tree.height) == (393, 852))  // a toolbar makes the screen
        let bar = try #require(tree.root.children(.toolbar).first)
        #expect(bar.frame == Rect(x: 0, y: 852 - 34 - 49, width: 393, height: 49 + 34))
        #expect(bar.backgroundColor == nil)  // iOS 15+: transparent while the content ends above it
        let buttons = bar.subviews.filter { $0.kind == .button }
        #expect(buttons.count == 2)
        #expect(buttons.allSatisfy { $0.frame.y == 5 && $0.frame.height == 44 })  // 5 pt down in its 49
        let compose = buttons[1]
        #expect(compose.frame.maxX == 393 - 16)  // the bars' layout margin
        #expect(compose.subviews.first?.glyph == .symbol(try #require(SymbolName(rawValue: "square.and.pencil"))))
        // The two flexible spaces share what is left: the title centred between the margin and the compose item.
        let title = buttons[0]
        let left = title.frame.x - 16
        let right = compose.frame.x - title.frame.maxX
        #expect(abs(left - right) <= 1)
        #expect(tree.root.subviews.suffix(2).map(\.kind) == [.toolbar, .homeIndicator])
    }

    @Test func itemsPackFromTheLeadingEdgeWithoutAFlexibleSpaceAndFixedSpacesKeepTheirWidth() throws {
        let tree = try Self.tree(
            #"{"ios":"13","device":"iPhone 8","toolbarItems":[{"systemItem":"trash"},{"systemItem":"fixedSpace","width":40},{"title":"Move"}],"sections":[]}"#
        )
        let bar = try #require(tree.root.children(.toolbar).first)
        #expect(bar.frame == Rect(x: 0, y: 667 - 44, width: 375, height: 44))
        #expect(bar.backgroundColor != nil && bar.children(.separator).count == 1)  // iOS 13–14: always drawn
        let buttons = bar.subviews.filter { $0.kind == .button }
        #expect(buttons[0].frame.x == 16)
        #expect(abs(buttons[1].frame.x - (buttons[0].frame.maxX + 8 + 40 + 8)) <= 0.5)
    }

    @Test func aToolbarSitsAboveTheTabBarAndEachLookHasItsBar() throws {
        let tree = try Self.tree(
            #"{"ios":"18","device":"iPhone 15",\#(Self.items),"tabBar":{"items":[{"title":"A","image":"star"},{"title":"B","image":"gear"}]},"sections":[]}"#
        )
        let bar = try #require(tree.root.children(.toolbar).first)
        let tabs = try #require(tree.root.children(.tabBar).first)
        #expect(bar.frame == Rect(x: 0, y: tabs.frame.y - 44, width: 393, height: 44))
        #expect(bar.subviews.allSatisfy { $0.frame.y == 0 })
        let classic = try Self.tree(
            #"{"ios":"6","device":"iPhone 4s","toolbarItems":[{"title":"Edit"}],"sections":[]}"#)
        let glossy = try #require(classic.root.children(.toolbar).first)
        #expect(glossy.frame == Rect(x: 0, y: 480 - 44, width: 320, height: 44))
        guard case .verticalGradient? = glossy.fill else {
            Issue.record("the classic toolbar is a gradient")
            return
        }
        #expect(glossy.subviews.first?.border != nil)  // a bordered button
        let flat = try Self.tree(#"{"ios":"7","device":"iPhone 5s","toolbarItems":[{"title":"Edit"}],"sections":[]}"#)
        #expect(flat.root.children(.toolbar).first?.subviews.last?.frame.x == 8)  // before iOS 11: 8 pt in
    }

    @Test func toolbarItemsAreChecked() {
        #expect(ModernLayoutTests.issuePaths(#"{"ios":"18","toolbarItems":[],"sections":[]}"#) == ["/toolbarItems"])
        let bad =
            #"{"ios":"18","toolbarItems":[{"systemItem":"fixedSpace","width":900},{"title":"A","width":3},{"systemItem":"flexibleSpace","style":"done"}],"sections":[]}"#
        #expect(
            ModernLayoutTests.issuePaths(bad) == [
                "/toolbarItems/0/width", "/toolbarItems/1/width", "/toolbarItems/2/style",
            ])
        // A navigation bar has no flexible space; a SwiftUI table says "toolbar".
        #expect(
            ModernLayoutTests.issuePaths(
                #"{"ios":"18","navigationItem":{"rightBarButtonItems":[{"systemItem":"flexibleSpace"}]},"sections":[]}"#
            ) == ["/navigationItem/rightBarButtonItems/0/systemItem"])
        #expect(
            ModernLayoutTests.issuePaths(
                #"{"ios":"18","framework":"swiftUI","toolbarItems":[{"title":"A"}],"sections":[]}"#)
                == ["/toolbarItems"])
        let many = (0..<12).map { _ in #"{"title":"A"}"# }.joined(separator: ",")
        #expect(
            ModernLayoutTests.issuePaths(#"{"ios":"18","toolbarItems":[\#(many)],"sections":[]}"#) == ["/toolbarItems"])
    }
}
