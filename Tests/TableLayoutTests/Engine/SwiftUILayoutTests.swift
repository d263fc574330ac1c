import Testing

@testable import TableLayout
@testable import TableSpec

/// `"framework": "swiftUI"` draws where SwiftUI's List differs from UITableView (issue 29,
/// `Docs/research/issue29-swiftui-references.md`), and nothing else.
@Suite struct SwiftUILayoutTests {
    static func valueRow(ios: String, framework: String, dark: Bool = false) throws -> LayoutNode {
        let style = dark ? #","userInterfaceStyle":"dark""# : ""
        let json =
            #"{"ios":"\#(ios)","framework":"\#(framework)"\#(style),"style":"insetGrouped","width":390,"scale":3,"#
            + #""preferredContentSizeCategory":"medium","sections":[{"rows":[{"style":"value1","text":"Select Item","#
            + #""detail":"aaaa","accessoryType":"disclosureIndicator"}]}]}"#
        let tree = try ModernLayoutTests.tree(json)
        return try #require(tree.root.children(.cell).first)
    }

    static func gap(_ cell: LayoutNode) throws -> Double {
        let chevron = try #require(cell.child(.accessoryView))
        let detail = try #require(cell.child(.contentView)?.child(.detailTextLabel))
        return chevron.frame.minX - detail.frame.maxX
    }

    @Test(arguments: [("16", 10.34), ("17", 10.34), ("18", 10.34), ("26", 12.34)])
    func theValueEndsCloserToTheChevron(ios: String, gap: Double) throws {
        let swiftUI = try Self.gap(Self.valueRow(ios: ios, framework: "swiftUI"))
        #expect(abs(swiftUI - gap) < 0.02, "\(swiftUI)")
        let uikit = try Self.gap(Self.valueRow(ios: ios, framework: "uikit"))
        #expect(abs(uikit - 16) < 0.02, "\(uikit)")
    }

    @Test func theIOS18ChevronIsTheLabelAtAQuarter() throws {
        // Black at 25 % (191 on white); in dark, white at 25 % (the foreground's third level).
        let light = try #require(Self.valueRow(ios: "18", framework: "swiftUI").child(.accessoryView))
        #expect(light.tintColor == Color(red: 0, green: 0, blue: 0, alpha: 64))
        let dark = try #require(Self.valueRow(ios: "18", framework: "swiftUI", dark: true).child(.accessoryView))
        #expect(dark.tintColor == Color(red: 255, green: 255, blue: 255, alpha: 64))
        for (ios, dark) in [("26", false), ("26", true)] {
            let swiftUI = try #require(Self.valueRow(ios: ios, framework: "swiftUI", dark: dark).child(.accessoryView))
            let uikit = try #require(Self.valueRow(ios: ios, framework: "uikit", dark: dark).child(.accessoryView))
            #expect(swiftUI.tintColor == uikit.tintColor, "iOS \(ios) dark \(dark)")
        }
    }

    @Test func everythingElseIsDrawnAsUIKitDrawsIt() throws {
        let swiftUI = try Self.valueRow(ios: "26", framework: "swiftUI")
        let uikit = try Self.valueRow(ios: "26", framework: "uikit")
        #expect(swiftUI.frame == uikit.frame)
        #expect(swiftUI.child(.accessoryView)?.frame == uikit.child(.accessoryView)?.frame)
        #expect(swiftUI.child(.contentView)?.child(.textLabel) == uikit.child(.contentView)?.child(.textLabel))
    }
}

/// A plain SwiftUI `List` is a collection view: nothing below its last row (SwiftUI plain lists on iOS 16, 17 and
/// 26, `Docs/research/swiftui-plain-grouped.md`), where `UITableView` fills a fixed height with empty rows'
/// separators.
@Suite struct SwiftUIPlainListLayoutTests {
    static func separators(ios: String, framework: String) throws -> [LayoutNode] {
        let json =
            #"{"ios":"\#(ios)","framework":"\#(framework)","style":"plain","width":390,"height":400,"scale":3,"#
            + #""sections":[{"rows":[{"text":"One"},{"text":"Two"}]}]}"#
        let tree = try ModernLayoutTests.tree(json)
        let root = tree.root.children(.separator)
        let cells = tree.root.children(.cell).flatMap { $0.children(.separator) }
        return root + cells
    }

    @Test(arguments: ["16", "18", "26"])
    func aPlainListDrawsNoSeparatorsBelowItsLastRow(ios: String) throws {
        let swiftUI = try Self.separators(ios: ios, framework: "swiftUI")
        let uikit = try Self.separators(ios: ios, framework: "uikit")
        #expect(swiftUI.count == 2, "one under each row")
        #expect(uikit.count > swiftUI.count + 3, "UIKit's empty rows down to 400 pt")
    }
}
