import Foundation
import TableLayout
import TableSpec
import Testing

/// SwiftUI's words for the screen's bars: `toolbar`, `searchable` and `tabView` (issue 40), drawn as UIKit's.
@Suite struct SwiftUIBarsLayoutTests {
    static func tree(_ json: String) throws -> LayoutTree { try ModernLayoutTests.tree(json) }

    static func list(_ members: String) -> String {
        #"{"ios":"17","framework":"swiftUI","device":"iPhone 15",\#(members),"sections":[{"rows":[{"text":"A"}]}]}"#
    }

    @Test func toolbarItemsGoToTheirPlacements() throws {
        let tree = try Self.tree(
            Self.list(
                #""navigationTitle":"Notes","toolbar":[{"placement":"cancellationAction","title":"Cancel"},{"placement":"topBarTrailing","systemImage":"ellipsis.circle"},{"placement":"confirmationAction","title":"Done"},{"placement":"bottomBar","title":"3 Notes"}]"#
            ))
        let bar = try #require(tree.root.children(.navigationBar).first)
        let buttons = bar.subviews.filter { $0.kind == .button }
        #expect(buttons.count == 3)
        let cancel = try #require(buttons.first { $0.subviews.first?.text?.text == "Cancel" })
        #expect(cancel.frame.x == 16)
        // Trailing items in declaration order left to right: the ellipsis, then Done (bold) at the margin.
        let done = try #require(buttons.first { $0.subviews.first?.text?.text == "Done" })
        let ellipsis = try #require(buttons.first { $0.subviews.first?.glyph != nil })
        #expect(done.frame.maxX == 393 - 16 && ellipsis.frame.maxX < done.frame.x)
        #expect(done.subviews.first?.text?.font.weight == .semibold)
        // The bottom bar: one item centred.
        let toolbar = try #require(tree.root.children(.toolbar).first)
        let status = try #require(toolbar.subviews.first { $0.kind == .button })
        #expect(abs(status.frame.x + status.frame.width / 2 - 393 / 2) <= 1)
    }

    @Test func aSpacerSpreadsTheBottomBarAndIsABottomBarsAlone() throws {
        let tree = try Self.tree(
            Self.list(
                #""toolbar":[{"placement":"bottomBar","systemImage":"folder"},{"placement":"bottomBar","spacer":true},{"placement":"bottomBar","systemImage":"square.and.pencil"}]"#
            ))
        let toolbar = try #require(tree.root.children(.toolbar).first)
        let items = toolbar.subviews.filter { $0.kind == .button }
        #expect(items.first?.frame.x == 16 && items.last?.frame.maxX == 393 - 16)
        #expect(tree.root.children(.navigationBar).isEmpty)  // no title, no top items: no bar
        #expect(
            ModernLayoutTests.issuePaths(Self.list(#""toolbar":[{"placement":"topBarLeading","spacer":true}]"#))
                == ["/toolbar/0/spacer"])
        #expect(
            ModernLayoutTests.issuePaths(Self.list(#""toolbar":[{"placement":"principal","title":"A"}]"#))
                == ["/toolbar/0/placement"])
        #expect(
            ModernLayoutTests.issuePaths(Self.list(#""toolbar":[{"title":"A","systemImage":"gear"}]"#))
                == ["/toolbar/0"])
    }

    @Test func searchableDrawsTheSearchFieldUnderTheTitle() throws {
        let tree = try Self.tree(Self.list(#""navigationTitle":"Notes","searchable":{"prompt":"Search notes"}"#))
        let bar = try #require(tree.root.children(.navigationBar).first)
        #expect(bar.frame.height == 59 + 44 + 52 + 52)
        let field = try #require(bar.subviews.last?.children(.searchBar).first)
        #expect(field.subviews.compactMap(\.text?.text) == ["Search notes"])
        #expect(
            ModernLayoutTests.issuePaths(#"{"ios":"17","searchable":{},"sections":[]}"#) == ["/searchable"])
    }

    @Test func tabViewDrawsTheTabBar() throws {
        let tree = try Self.tree(
            Self.list(
                #""tabView":{"tabs":[{"title":"Inbox","systemImage":"tray","badge":3},{"title":"Sent","systemImage":"paperplane","badge":0},{"title":"Flagged","systemImage":"flag","badge":"New"}],"selection":1}"#
            ))
        let bar = try #require(tree.root.children(.tabBar).first)
        let items = bar.subviews.filter { $0.kind == .button }
        #expect(items.count == 3)
        let sent = items[1]
        #expect(sent.subviews.first { $0.text != nil }?.text?.color == SystemPalette.light.systemBlue)
        #expect(items[0].subviews.last?.subviews.first?.text?.text == "3")
        #expect(sent.subviews.count == 2)  // a 0 badge shows none: the image and the title
        #expect(items[2].subviews.last?.subviews.first?.text?.text == "New")
        #expect(
            Set(
                ModernLayoutTests.issuePaths(
                    Self.list(#""tabView":{"tabs":[{"badge":-1},{"title":"B","systemImage":"gearz"}],"selection":5}"#)
                ))
                == ["/tabView/tabs/0/badge", "/tabView/tabs/0", "/tabView/tabs/1/systemImage", "/tabView/selection"])
        #expect(
            ModernLayoutTests.issuePaths(
                Self.list(#""tabView":{"tabs":[{"title":"A"}]},"tabBar":{"items":[{"title":"A"}]}"#))
                == ["/tabBar"])
        #expect(
            ModernLayoutTests.issuePaths(#"{"ios":"17","tabView":{"tabs":[{"title":"A"}]},"sections":[]}"#)
                == ["/tabView"])
    }
}
