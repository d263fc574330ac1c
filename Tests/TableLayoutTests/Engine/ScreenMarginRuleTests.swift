import Foundation
import TableLayout
import TableSpec
import Testing

/// Issue 40: UIKit keys the wide (20 pt) margin on the main screen's width, not the table's
/// (`defaultTableLayoutMarginsForScreen:`), in UIKit and SwiftUI lists: a 375 pt table on a 393 pt iPhone has 20
/// pt margins, on a 375 pt iPhone 16; without a `device` the screen is as wide as the table.
@Suite struct ScreenMarginRuleTests {
    static func card(_ members: String) -> String {
        #"{"ios":"17",\#(members)"style":"insetGrouped","sections":[{"rows":[{"text":"A"}]}]}"#
    }

    @Test(arguments: ["uikit", "swiftUI"])
    func theWideMarginFollowsTheScreen(framework: String) throws {
        let json = { (members: String) in Self.card(#""framework":"\#(framework)",\#(members)"#) }
        let onWideScreen = try ModernLayoutTests.tree(json(#""device":"iPhone 15","width":375,"#))
        let onSmallScreen = try ModernLayoutTests.tree(json(#""device":"iPhone SE (3rd generation)","#))
        let alone = try ModernLayoutTests.tree(json(#""width":375,"#))
        let cards = try [onWideScreen, onSmallScreen, alone].map { try #require($0.root.children(.cell).first) }
        #expect(cards.map(\.frame.x) == [20, 16, 16])
        #expect(cards.map(\.frame.width) == [335, 343, 343])
    }

    @Test func aNarrowTableKeepsTheNarrowMarginOnAWideScreen() throws {
        let tree = try ModernLayoutTests.tree(Self.card(#""device":"iPhone 15","width":320,"#))
        #expect(tree.root.children(.cell).first?.frame.x == 16)
    }
}
