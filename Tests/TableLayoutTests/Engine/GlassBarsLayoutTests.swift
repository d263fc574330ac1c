import Foundation
import TableLayout
import TableSpec
import Testing

/// iOS 26's Liquid Glass bars (issue 40): the floating tab bar, items on shared glass platters, the floating
/// toolbar and the navigation bar's scroll-edge fade.
@Suite struct GlassBarsLayoutTests {
    static func tree(_ json: String) throws -> LayoutTree { try ModernLayoutTests.tree(json) }

    static let tabs =
        #""tabBar":{"items":[{"title":"Mail","image":"envelope.fill","badgeValue":"3"},{"title":"Contacts","image":"person.crop.circle"},{"title":"Settings","image":"gear"}],"selectedIndex":1}"#

    @Test func theTabBarFloatsAsACapsuleWithTheSelectedTabOnAPill() throws {
        let tree = try Self.tree(#"{"ios":"26","device":"iPhone 17",\#(Self.tabs),"sections":[]}"#)
        let bar = try #require(tree.root.children(.tabBar).first)
        let screen = tree.height
        #expect(bar.frame == Rect(x: 21, y: screen - 21 - 62, width: tree.width - 42, height: 62))
        #expect(bar.corners?.radius == 31 && bar.shadow != nil && bar.border != nil)
        let buttons = bar.children(.button)
        #expect(buttons.count == 3)
        let slot = (tree.width - 42 - 4) / 3
        #expect(buttons.allSatisfy { abs($0.frame.width - slot) < 0.001 && $0.frame.y == 2 && $0.frame.height == 58 })
        // The selected tab: its pill first, its symbol and title in the tint; the others in the label colour.
        let selected = buttons[1]
        #expect(selected.subviews.first?.backgroundColor == Color.black.withAlpha(20))
        #expect(selected.subviews.first { $0.text != nil }?.text?.color == SystemPalette.glassLight.systemBlue)
        let mail = buttons[0]
        let title = try #require(mail.subviews.first { $0.text != nil }?.text)
        #expect(title.color == .black && title.font.size == 10 && title.font.weight == .semibold)
        #expect(mail.subviews.first?.glyph != nil)  // no pill: the symbol first
        #expect(mail.subviews.last?.backgroundColor == Color(red: 255, green: 59, blue: 48))  // the badge
    }

    @Test func twoTabsHugTheirWidthCentred() throws {
        let tree = try Self.tree(
            #"{"ios":"26","device":"iPhone 17","tabBar":{"items":[{"title":"A","image":"star"},{"title":"B","image":"gear"}]},"sections":[]}"#
        )
        let bar = try #require(tree.root.children(.tabBar).first)
        #expect(bar.frame.width == 2 * 98 + 4)
        #expect(abs(bar.frame.x + bar.frame.width / 2 - tree.width / 2) <= 0.5)
    }

    @Test func barItemsShareAPlatterAndDoneIsProminent() throws {
        let tree = try Self.tree(
            #"{"ios":"26","device":"iPhone 17","navigationItem":{"title":"Mail","backButtonTitle":"Back","rightBarButtonItems":[{"systemItem":"done"},{"image":"ellipsis.circle"},{"systemItem":"add"}]},"sections":[]}"#
        )
        let bar = try #require(tree.root.children(.navigationBar).first)
        #expect(bar.backgroundColor == nil && bar.fill == nil && bar.children(.separator).isEmpty)
        let platters = bar.children(.button)
        #expect(platters.count == 3)  // the back circle, the + and … platter, the done circle
        let back = platters[0]
        #expect(
            back.frame.x == 16 && back.frame.width == 44  // the bars' margin: 16 at 402 pt
                && back.frame.height == 44)
        #expect(back.subviews.compactMap(\.text).isEmpty)  // the chevron alone
        let shared = platters[1]
        #expect(shared.frame.width == 88 && shared.subviews.count == 2)
        #expect(shared.subviews.allSatisfy { $0.tintColor == .black })
        let done = platters[2]
        #expect(done.frame.x + done.frame.width == tree.width - 16)
        #expect(done.backgroundColor == SystemPalette.glassLight.systemBlue && done.subviews.first?.tintColor == .white)
        #expect(done.subviews.first?.glyph == .symbol(try #require(SymbolName(rawValue: "checkmark"))))
        #expect(abs(shared.frame.x + 88 + 8 - done.frame.x) < 0.001)
        // Scrolled: the scroll-edge fade instead of a bar.
        let scrolled = try Self.tree(
            #"{"ios":"26","device":"iPhone 17","contentOffset":{"x":0,"y":40},"navigationItem":{"title":"Mail"},"sections":[]}"#
        )
        guard case .verticalGradient? = scrolled.root.children(.navigationBar).first?.fill else {
            Issue.record("a scrolled glass bar fades the content under it")
            return
        }
    }

    @Test func theToolbarsItemsFloatAboveTheHomeIndicatorOrTheTabBar() throws {
        let items =
            #""toolbarItems":[{"systemItem":"organize"},{"systemItem":"flexibleSpace"},{"title":"Updated"},{"systemItem":"flexibleSpace"},{"systemItem":"compose"}]"#
        let tree = try Self.tree(#"{"ios":"26","device":"iPhone 17",\#(items),"sections":[]}"#)
        let bar = try #require(tree.root.children(.toolbar).first)
        #expect(bar.backgroundColor == nil)
        #expect(bar.frame == Rect(x: 0, y: tree.height - 34 - 49, width: tree.width, height: 49))
        let platters = bar.children(.button)
        #expect(platters.count == 3)
        #expect(platters[0].frame.x == 16 && platters[2].frame.x + platters[2].frame.width == tree.width - 16)
        let middle = platters[1].frame.x + platters[1].frame.width / 2
        #expect(abs(middle - tree.width / 2) <= 1)
        let both = try Self.tree(#"{"ios":"26","device":"iPhone 17",\#(items),\#(Self.tabs),"sections":[]}"#)
        let floating = try #require(both.root.children(.toolbar).first)
        let tabBar = try #require(both.root.children(.tabBar).first)
        #expect(floating.frame.y + floating.frame.height == tabBar.frame.y - 8)
    }
}

/// iOS 26: SwiftUI's `searchable` field floats at the bottom of the screen; UIKit's search controller stays under
/// the title (issue 40).
@Suite struct FloatingSearchLayoutTests {
    static func list(_ extra: String = "", framework: String = "swiftUI") -> String {
        #"{"ios":"26","framework":"\#(framework)","device":"iPhone 17","navigationTitle":"Notes","searchable":{"prompt":"Search notes"},\#(extra)"sections":[{"rows":[{"text":"A"}]}]}"#
    }

    @Test func theFieldFloatsAboveTheHomeIndicator() throws {
        let tree = try ModernLayoutTests.tree(Self.list())
        let bar = try #require(tree.root.children(.navigationBar).first)
        #expect(bar.frame.height == 62 + 44 + 52)  // no search area under the title
        let field = try #require(tree.root.children(.searchBar).first)
        #expect(field.frame.x == 16 && field.frame.width == tree.width - 32 && field.frame.height == 48)
        #expect(field.frame.y + 48 <= tree.height - 34)
        #expect(field.corners?.radius == 24 && field.shadow != nil)
        #expect(field.subviews.first?.subviews.compactMap(\.text?.text) == ["Search notes"])
    }

    @Test func aboveATabBarAndNotForUIKit() throws {
        let tree = try ModernLayoutTests.tree(
            Self.list(
                #""tabView":{"tabs":[{"title":"Notes","systemImage":"note.text"},{"title":"Folders","systemImage":"folder"},{"title":"More","systemImage":"ellipsis"}]},"#
            ))
        let field = try #require(tree.root.children(.searchBar).first)
        let tabs = try #require(tree.root.children(.tabBar).first)
        #expect(field.frame.y + field.frame.height == tabs.frame.y - 8)
        // With the toolbar too: 8 pt above its items' platters, which float 8 pt above the tab bar.
        let stacked = try ModernLayoutTests.tree(
            Self.list(
                #""toolbar":[{"placement":"bottomBar","title":"3 Notes"}],"tabView":{"tabs":[{"title":"A","systemImage":"star"},{"title":"B","systemImage":"gear"}]},"#
            ))
        let stackedField = try #require(stacked.root.children(.searchBar).first)
        let platter = try #require(stacked.root.children(.toolbar).first?.children(.button).first)
        let toolbar = try #require(stacked.root.children(.toolbar).first)
        #expect(stackedField.frame.y + stackedField.frame.height == toolbar.frame.y + platter.frame.y - 8)
        let uikit = try ModernLayoutTests.tree(
            #"{"ios":"26","device":"iPhone 17","navigationItem":{"title":"Notes","searchController":{}},"sections":[]}"#
        )
        #expect(uikit.root.children(.searchBar).isEmpty)
        let uikitBar = try #require(uikit.root.children(.navigationBar).first)
        #expect(uikitBar.frame.height == 62 + 44 + 60)
    }
}
