import Foundation
import TableLayout
import TableSpec
import Testing

/// The navigation bar over the screen (`navigationItem`, `navigationBar`, issue 40).
@Suite struct NavigationBarLayoutTests {
    static func tree(_ json: String) throws -> LayoutTree { try ModernLayoutTests.tree(json) }

    static let settings =
        #"{"ios":"18","device":"iPhone 15","navigationBar":{"prefersLargeTitles":true},"navigationItem":{"title":"Settings","backButtonTitle":"Back","rightBarButtonItems":[{"systemItem":"edit"},{"systemItem":"add"}]},"style":"grouped","sections":[{"rows":[{"text":"A"}]}]}"#

    @Test func aLargeTitleBarSitsUnderTheStatusBarAndMovesTheContentDown() throws {
        let tree = try Self.tree(Self.settings)
        #expect((tree.width, tree.height) == (393, 852))  // a navigation item makes the screen
        let bar = try #require(tree.root.children(.navigationBar).first)
        #expect(bar.frame == Rect(x: 0, y: 0, width: 393, height: 59 + 44 + 52))
        #expect(bar.backgroundColor == nil)  // iOS 15+: transparent over the top of the content
        let title = try #require(bar.subviews.first { $0.text?.text == "Settings" })
        #expect(title.text?.font.size == 34 && title.text?.font.weight == .bold)
        #expect(title.frame.x == 16)  // the bars' layout margin: 16 below 414 pt (the cells take 20 at 393)
        let cell = try #require(tree.root.children(.cell).first)
        #expect(abs(cell.frame.y - (59 + 96 + 35)) < 0.001)
        // Back at the left, Edit outermost at the right, + inside it, all in the tint, in the 44 pt row.
        let buttons = bar.subviews.filter { $0.kind == .button }
        #expect(buttons.count == 3)
        #expect(buttons[0].subviews.compactMap(\.text?.text) == ["Back"])
        #expect(buttons[1].subviews.compactMap(\.text?.text) == ["Edit"])
        #expect(buttons[2].subviews.first?.glyph == .symbol(try #require(SymbolName(rawValue: "plus"))))
        // iOS 11+: the items at the layout margin (16 at 393 pt); the back button 8 pt from the edge.
        #expect(buttons[1].frame.maxX == 393 - 16 && buttons[2].frame.maxX < buttons[1].frame.x)
        #expect(buttons[0].frame.x == 8)
        #expect(buttons.allSatisfy { $0.frame.y == 59 && $0.frame.height == 44 })
        // The bars are drawn over the table, the status bar last but the home indicator.
        #expect(tree.root.subviews.suffix(3).map(\.kind) == [.navigationBar, .statusBar, .homeIndicator])
    }

    @Test func scrollingCollapsesTheLargeTitleIntoTheInlineOneAndShowsTheBarsBackground() throws {
        let scrolled = Self.settings.replacingOccurrences(
            of: #""style":"grouped""#, with: #""style":"grouped","contentOffset":{"x":0,"y":60}"#)
        let bar = try #require(try Self.tree(scrolled).root.children(.navigationBar).first)
        #expect(bar.frame.height == 59 + 44)
        let title = try #require(bar.subviews.first { $0.text?.text == "Settings" })
        #expect(title.text?.font.size == 17 && title.text?.alignment == .center)
        #expect(bar.backgroundColor != nil)
        #expect(bar.children(.separator).count == 1)
        let half = Self.settings.replacingOccurrences(
            of: #""style":"grouped""#, with: #""style":"grouped","contentOffset":{"x":0,"y":20}"#)
        #expect(try #require(try Self.tree(half).root.children(.navigationBar).first).frame.height == 59 + 44 + 32)
    }

    @Test func earlierLooksDrawAnInlineBarAndRefuseLargeTitles() throws {
        let classic = try Self.tree(
            #"{"ios":"6","device":"iPhone 4s","navigationItem":{"title":"Settings","rightBarButtonItems":[{"systemItem":"edit"}]},"sections":[{"rows":[{"text":"A"}]}]}"#
        )
        let bar = try #require(classic.root.children(.navigationBar).first)
        #expect(bar.frame == Rect(x: 0, y: 20, width: 320, height: 44))  // below the opaque status bar
        guard case .verticalGradient? = bar.fill else {
            Issue.record("the classic bar is a gradient")
            return
        }
        let title = try #require(bar.subviews.first { $0.text?.text == "Settings" })
        #expect(title.text?.color == .white && title.text?.shadow != nil)
        let flat = try Self.tree(
            #"{"ios":"7","device":"iPhone 5s","navigationItem":{"title":"Settings"},"sections":[{"rows":[{"text":"A"}]}]}"#
        )
        let flatBar = try #require(flat.root.children(.navigationBar).first)
        #expect(flatBar.frame == Rect(x: 0, y: 0, width: 320, height: 64))
        #expect(flatBar.backgroundColor != nil && flatBar.children(.separator).count == 1)
        #expect(flat.root.children(.cell).first?.frame.y == 64)
        #expect(
            ModernLayoutTests.issuePaths(
                #"{"ios":"7","navigationBar":{"prefersLargeTitles":true},"sections":[]}"#)
                == ["/navigationBar/prefersLargeTitles"])
    }

    @Test func anItemHasOneOfTitleSystemItemOrImage() {
        let json =
            #"{"ios":"18","navigationItem":{"rightBarButtonItems":[{"title":"A","systemItem":"done"},{"image":"gearz"},{"systemItem":"fly"}]},"sections":[]}"#
        #expect(
            ModernLayoutTests.issuePaths(json) == [
                "/navigationItem/rightBarButtonItems/0", "/navigationItem/rightBarButtonItems/1/image",
                "/navigationItem/rightBarButtonItems/1", "/navigationItem/rightBarButtonItems/2/systemItem",
                "/navigationItem/rightBarButtonItems/2",
            ])
    }
}

/// SwiftUI's words for the navigation bar: `navigationTitle` and `navigationBarTitleDisplayMode`.
@Suite struct SwiftUINavigationTitleTests {
    @Test func aSwiftUIListUnderALargeTitle() throws {
        let tree = try ModernLayoutTests.tree(
            #"{"ios":"17","framework":"swiftUI","device":"iPhone 15","navigationTitle":"Settings","sections":[{"rows":[{"text":"A"}]}]}"#
        )
        let bar = try #require(tree.root.children(.navigationBar).first)
        #expect(bar.frame.height == 59 + 44 + 52)  // automatic: the root view's large title
        let title = try #require(bar.subviews.first { $0.text?.text == "Settings" })
        #expect(title.text?.font.size == 34)
        let inline = try ModernLayoutTests.tree(
            #"{"ios":"17","framework":"swiftUI","device":"iPhone 15","navigationTitle":"Settings","navigationBarTitleDisplayMode":"inline","sections":[{"rows":[{"text":"A"}]}]}"#
        )
        #expect(try #require(inline.root.children(.navigationBar).first).frame.height == 59 + 44)
    }

    @Test func theSwiftUIWordsNeedASwiftUITableAndExcludeUIKits() {
        #expect(
            ModernLayoutTests.issuePaths(#"{"ios":"17","navigationTitle":"A","sections":[]}"#) == ["/navigationTitle"])
        #expect(
            ModernLayoutTests.issuePaths(
                #"{"ios":"17","framework":"swiftUI","navigationTitle":"A","navigationItem":{"title":"B"},"sections":[]}"#
            )
                == ["/navigationItem"])
        #expect(
            ModernLayoutTests.issuePaths(
                #"{"ios":"17","framework":"swiftUI","navigationTitle":"A","navigationBarTitleDisplayMode":"big","sections":[]}"#
            )
                == ["/navigationBarTitleDisplayMode"])
    }
}
