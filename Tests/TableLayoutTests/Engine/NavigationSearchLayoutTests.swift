import Foundation
import TableLayout
import TableSpec
import Testing

/// The navigation bar's prompt and search bar (`navigationItem.prompt`, `navigationItem.searchController`) and
/// the large title at other text sizes (issue 40).
@Suite struct NavigationSearchLayoutTests {
    static func tree(_ json: String) throws -> LayoutTree { try ModernLayoutTests.tree(json) }

    /// An iPhone 15 screen (393 pt, 59 pt safe area, the bars' 16 pt margins) with a large title, `item` members and
    /// `extra` table members.
    static func screen(item: String, extra: String = "", ios: String = "18") -> String {
        #"{"ios":"\#(ios)","device":"iPhone 15","navigationBar":{"prefersLargeTitles":true},"navigationItem":{"title":"Mail",\#(item)},\#(extra)"style":"grouped","sections":[{"rows":[{"text":"Inbox"}]}]}"#
    }

    static let search = #""searchController":{"placeholder":"Search Mail"}"#

    @Test func aPromptAddsItsBandAboveTheRow() throws {
        let tree = try Self.tree(Self.screen(item: #""prompt":"Choose a mailbox""#))
        let bar = try #require(tree.root.children(.navigationBar).first)
        #expect(bar.frame.height == 59 + 34 + 44 + 52)  // iOS 11+: a 34 pt band
        let prompt = try #require(bar.subviews.first { $0.text?.text == "Choose a mailbox" })
        let run = try #require(prompt.text)
        #expect(run.font.size == 13 && run.alignment == .center)
        #expect(abs(prompt.frame.y + run.baseline - (59 + 22)) < 0.5)  // baseline 22 below the band's top
        let buttons = bar.subviews.filter { $0.kind == .button }
        #expect(buttons.isEmpty)
        let title = try #require(bar.subviews.first { $0.text?.text == "Mail" })
        #expect(title.frame.y > 59 + 34 + 44)  // the large title under the row, under the band
        let cell = try #require(tree.root.children(.cell).first)
        #expect(abs(cell.frame.y - (59 + 34 + 44 + 52 + 35)) < 0.001)
        // iOS 7: a 30 pt band.
        let flat = try Self.tree(
            #"{"ios":"7","device":"iPhone 5s","navigationItem":{"title":"Mail","prompt":"Choose"},"sections":[]}"#)
        let flatBar = try #require(flat.root.children(.navigationBar).first)
        #expect(flatBar.frame.height == 20 + 30 + 44)
    }

    @Test func theSearchFieldSitsUnderTheLargeTitleAtTheMargins() throws {
        let tree = try Self.tree(Self.screen(item: Self.search))
        let bar = try #require(tree.root.children(.navigationBar).first)
        #expect(bar.frame.height == 59 + 44 + 52 + 52)
        let area = try #require(bar.subviews.first { $0.clipsToBounds && $0.kind == .view })
        #expect(area.frame == Rect(x: 0, y: 59 + 44 + 52, width: 393, height: 52))
        let field = try #require(area.children(.searchBar).first)
        #expect(field.frame == Rect(x: 16, y: 1, width: 361, height: 36))  // 1 + 36 + 15
        #expect(field.corners?.radius == 10)
        #expect(field.backgroundColor == SystemPalette.light.tertiarySystemFill)
        let placeholder = try #require(field.subviews.first { $0.text != nil }?.text)
        #expect(placeholder.text == "Search Mail" && placeholder.font.size == 17)
        #expect(placeholder.color == SystemPalette.light.secondaryLabel)
        #expect(tree.root.children(.cell).first.map { abs($0.frame.y - (59 + 148 + 35)) < 0.001 } == true)
        // The default placeholder, and a text drawn in the label colour.
        let typed = try Self.tree(Self.screen(item: #""searchController":{"text":"invoice"}"#))
        let typedField = try #require(
            typed.root.children(.navigationBar).first?.subviews.last?.children(.searchBar).first)
        #expect(typedField.subviews.compactMap(\.text?.text) == ["invoice"])
        let plain = try Self.tree(Self.screen(item: #""searchController":{}"#))
        let plainField = try #require(
            plain.root.children(.navigationBar).first?.subviews.last?.children(.searchBar).first)
        #expect(plainField.subviews.compactMap(\.text?.text) == ["Search"])
        // iOS 26: the 44 pt capsule in a 60 pt area.
        let glass = try Self.tree(
            Self.screen(item: Self.search, ios: "26").replacingOccurrences(
                of: "iPhone 15", with: "iPhone 17"))
        let glassBar = try #require(glass.root.children(.navigationBar).first)
        let glassField = try #require(glassBar.subviews.last?.children(.searchBar).first)
        #expect(glassField.frame.height == 44 && glassBar.subviews.last?.frame.height == 60)
    }

    @Test func theScopeBarFollowsTheFieldWhenShown() throws {
        let tree = try Self.tree(
            Self.screen(
                item:
                    #""searchController":{"scopeButtonTitles":["All","Unread"],"selectedScopeButtonIndex":1,"showsScopeBar":true}"#
            ))
        let bar = try #require(tree.root.children(.navigationBar).first)
        #expect(bar.frame.height == 59 + 44 + 52 + 52 + 44)
        let area = try #require(bar.subviews.last)
        let scope = try #require(area.subviews.last)
        #expect(scope.kind == .segmentedControl)
        #expect(scope.frame.x == 16 && scope.frame.width == 361)
        #expect(scope.frame.y == 52 + 6 && scope.frame.height == 32)  // centred in its 44 pt area
        // Not shown: the titles alone draw nothing.
        let hidden = try Self.tree(Self.screen(item: #""searchController":{"scopeButtonTitles":["All","Unread"]}"#))
        let hiddenBar = try #require(hidden.root.children(.navigationBar).first)
        #expect(hiddenBar.frame.height == 59 + 44 + 52 + 52)
    }

    @Test func scrollingHidesTheSearchBarBeforeTheLargeTitle() throws {
        func bar(_ offset: Int, hides: Bool = true) throws -> LayoutNode {
            let item = #""searchController":{"hidesSearchBarWhenScrolling":\#(hides)}"#
            let json = Self.screen(item: item, extra: #""contentOffset":{"x":0,"y":\#(offset)},"#)
            return try #require(try Self.tree(json).root.children(.navigationBar).first)
        }
        #expect(try bar(30).frame.height == 59 + 44 + 52 + 22)
        #expect(try bar(30).subviews.last?.frame.height == 22)
        #expect(try bar(60).frame.height == 59 + 44 + 44)  // the search area gone, the title 8 pt in
        #expect(try bar(200).frame.height == 59 + 44)
        #expect(try bar(30, hides: false).frame.height == 59 + 44 + 22 + 52)
        #expect(try bar(200, hides: false).frame.height == 59 + 44 + 52)
    }

    @Test func theLargeTitleFollowsTheTextSizeAndTheItemsDoNot() throws {
        let tree = try Self.tree(
            Self.screen(
                item: #""rightBarButtonItems":[{"systemItem":"edit"}]"#,
                extra: #""preferredContentSizeCategory":"accessibilityExtraExtraExtraLarge","#))
        let bar = try #require(tree.root.children(.navigationBar).first)
        let title = try #require(bar.subviews.first { $0.text?.text == "Mail" })
        #expect(title.text?.font.size == 60)
        #expect(bar.frame.height == 59 + 44 + 52 + 31)  // the area grows with the line (1.2 × 26)
        let edit = try #require(bar.subviews.first { $0.kind == .button })
        #expect(edit.subviews.first?.text?.font.size == 17)
        let small = try Self.tree(
            Self.screen(item: #""prompt":"A""#, extra: #""preferredContentSizeCategory":"extraSmall","#))
        #expect(
            small.root.children(.navigationBar).first?.subviews.first { $0.text?.text == "Mail" }?.text?.font.size == 31
        )
    }

    @Test func theSearchControllerIsCheckedAndRefusedBeforeIOS11() {
        #expect(
            ModernLayoutTests.issuePaths(
                #"{"ios":"7","navigationItem":{"title":"A","searchController":{}},"sections":[]}"#)
                == ["/navigationItem/searchController"])
        let bad =
            #"{"ios":"18","navigationItem":{"searchController":{"placeholder":3,"scopeButtonTitles":["A",4],"showsScopeBar":"yes","color":1}},"sections":[]}"#
        #expect(
            Set(ModernLayoutTests.issuePaths(bad)) == [
                "/navigationItem/searchController/color", "/navigationItem/searchController/placeholder",
                "/navigationItem/searchController/scopeButtonTitles/1",
                "/navigationItem/searchController/showsScopeBar",
            ])
        #expect(
            ModernLayoutTests.issuePaths(
                #"{"ios":"18","navigationItem":{"searchController":{"showsScopeBar":true}},"sections":[]}"#)
                == ["/navigationItem/searchController/showsScopeBar"])
        #expect(
            ModernLayoutTests.issuePaths(
                #"{"ios":"18","navigationItem":{"searchController":{"scopeButtonTitles":["A"],"selectedScopeButtonIndex":1}},"sections":[]}"#
            ) == ["/navigationItem/searchController/selectedScopeButtonIndex"])
        #expect(
            ModernLayoutTests.issuePaths(#"{"ios":"18","navigationItem":{"prompt":7},"sections":[]}"#)
                == ["/navigationItem/prompt"])
    }
}

/// The inline title between the bar's items (issue 40): centred on the screen when it fits, else centred in the
/// room between the items and truncated there, as `UINavigationBar` lays it out.
@Suite struct InlineTitleLayoutTests {
    static func title(_ text: String) throws -> LayoutNode {
        let tree = try ModernLayoutTests.tree(
            #"{"ios":"18","device":"iPhone 15","navigationItem":{"title":"\#(text)","backButtonTitle":"Settings","rightBarButtonItems":[{"systemItem":"edit"}]},"sections":[]}"#
        )
        let bar = try #require(tree.root.children(.navigationBar).first)
        return try #require(bar.subviews.first { $0.text?.text == text })
    }

    @Test func aShortTitleIsCentredOnTheScreenAndALongOneBetweenTheItems() throws {
        let short = try Self.title("Wi-Fi")
        #expect(short.frame.x == 0 && short.frame.width == 393)
        let long = try Self.title("A very long screen title that cannot fit between the items")
        #expect(long.frame.x > 80 && long.frame.x + long.frame.width < 393 - 40)
        #expect(long.text?.alignment == .center)
    }
}

/// An active search (`searchController.isActive`, SwiftUI `searchable.isPresented`; issue 40): the search bar
/// replaces the navigation bar's content at the top, with its Cancel button and the scope bar.
@Suite struct ActiveSearchLayoutTests {
    @Test func theSearchBarTakesTheTopWithCancelAndScope() throws {
        let tree = try ModernLayoutTests.tree(
            NavigationSearchLayoutTests.screen(
                item:
                    #""prompt":"P","rightBarButtonItems":[{"systemItem":"edit"}],"searchController":{"text":"invoice","scopeButtonTitles":["All","Unread"],"isActive":true}"#
            ))
        let bar = try #require(tree.root.children(.navigationBar).first)
        #expect(bar.frame.height == 59 + 8 + 36 + 8 + 44)  // no title row, large title or prompt
        #expect(bar.subviews.allSatisfy { $0.text == nil && $0.kind != .button })  // no title, no items
        let area = try #require(bar.subviews.last)
        let field = try #require(area.children(.searchBar).first)
        let cancel = try #require(area.children(.button).first)
        #expect(cancel.subviews.first?.text?.text == "Cancel")
        #expect(cancel.frame.x + cancel.frame.width == 393 - 16)
        #expect(field.frame.y == 8 && field.frame.x == 16 && field.frame.x + field.frame.width == cancel.frame.x - 8)
        #expect(area.children(.segmentedControl).count == 1)  // scope buttons show while searching
        let cell = try #require(tree.root.children(.cell).first)
        #expect(abs(cell.frame.y - (59 + 52 + 44 + 35)) < 0.001)
        let swiftUI = try ModernLayoutTests.tree(
            #"{"ios":"17","framework":"swiftUI","device":"iPhone 15","navigationTitle":"Notes","searchable":{"isPresented":true},"sections":[]}"#
        )
        let swiftUIBar = try #require(swiftUI.root.children(.navigationBar).first)
        #expect(swiftUIBar.frame.height == 59 + 52)
    }
}
