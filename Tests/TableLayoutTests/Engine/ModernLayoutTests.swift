import Foundation
import TableLayout
import TableShotTesting
import Testing

@testable import TableSpec

/// The modern looks' sourced geometry (`../shared/modern-metrics.md`, M§n): insetGrouped sections inset by
/// the margin with 10 pt corners and no edge lines, 20 pt margins at 390 pt, accessories at the margin,
/// iOS 15's chromeless plain headers 22 pt down.
@Suite struct ModernLayoutTests {
    /// The issues the decoder reports for `json` (empty when it decodes).
    static func issues(_ json: String) -> [SpecIssue] {
        do {
            _ = try SpecDecoder().decode(Array(json.utf8))
            return []
        } catch {
            guard case .invalid(let issues, _) = error else { return [SpecIssue(path: "?", message: "\(error)")] }
            return issues
        }
    }

    /// The paths of `issues(json)`.
    static func issuePaths(_ json: String) -> [String] { issues(json).map(\.path) }

    static func tree(_ json: String) throws -> LayoutTree {
        let catalog = try ImageCatalog.load(from: Fixtures.assets.appendingPathComponent("Images"))
        return layout(try SpecDecoder(catalog: catalog).decode(Array(json.utf8)))
    }

    static let settings =
        #"{"ios":"17","style":"insetGrouped","width":390,"scale":3,"sections":[{"header":"Swipe","rows":[{"text":"One","accessoryType":"disclosureIndicator"},{"text":"Two","accessoryView":{"switch":{"on":false}}},{"text":"Three"}]}]}"#

    @Test func insetGroupedCellsSitAtTheMarginWithRoundedEnds() throws {
        let tree = try Self.tree(Self.settings)
        let cells = tree.root.children(.cell)
        #expect(cells.map(\.frame.x) == [20, 20, 20])  // M§2: 20 at 390 pt, HA18
        #expect(cells.map(\.frame.width) == [350, 350, 350])
        #expect(cells[0].corners == RoundedCorners(radius: 10, top: true, bottom: false, continuous: true))  // M§3
        #expect(cells[1].corners == nil)
        #expect(cells[2].corners == RoundedCorners(radius: 10, top: false, bottom: true, continuous: true))
        #expect(tree.root.backgroundColor == Color(hex: 0xF2F2F7))
    }

    @Test func textAndSeparatorsRunFromTheMarginToTheCellEdge() throws {
        let cells = try Self.tree(Self.settings).root.children(.cell)
        let title = try #require(cells[0].child(.contentView)?.child(.textLabel))
        #expect(title.frame.x == 20)  // text x 40 at 390 (HA18)
        let separators = cells.map { $0.children(.separator) }
        #expect(separators[0].map(\.frame.x) == [20])
        #expect(separators[0].map(\.frame.maxX) == [350])  // to the cell's trailing edge
        #expect(separators[2].isEmpty)  // the last row has none
    }

    @Test func accessoriesMoveInWithTheWideMargin() throws {
        let cells = try Self.tree(Self.settings).root.children(.cell)
        let chevron = try #require(cells[0].child(.accessoryView))
        #expect(abs((350 - chevron.frame.maxX) - 20.67) < 0.34)  // M§8: ink 20.67 inside the cell edge (HA18)
        // M§8: 6.67 × 11.33 at Medium (HA18); this spec is Large, where the symbol is 17/16 of that.
        #expect(
            abs(chevron.frame.width - 6.67 * 17 / 16) < 0.001 && abs(chevron.frame.height - 11.33 * 17 / 16) < 0.001)
        let toggle = try #require(cells[1].child(.accessoryView))
        #expect(350 - toggle.frame.maxX == 18)  // M§8: HA18P
        #expect((toggle.frame.width, toggle.frame.height) == (51, 31))
    }

    @Test func aNarrowTableKeepsSixteenPointMargins() throws {
        let tree = try Self.tree(Self.settings.replacingOccurrences(of: "\"width\":390", with: "\"width\":375"))
        #expect(tree.root.children(.cell).map(\.frame.x) == [16, 16, 16])
    }

    @Test func iOS15PlainHeadersAreChromelessAndPaddedAbove() throws {
        let spec =
            #"{"ios":"VERSION","sections":[{"header":"A","rows":[{"text":"x"}]},{"header":"B","rows":[{"text":"y"}]}]}"#
        let ios13 = try Self.tree(spec.replacingOccurrences(of: "VERSION", with: "13")).root.children(.sectionHeader)
        let ios15 = try Self.tree(spec.replacingOccurrences(of: "VERSION", with: "15")).root.children(.sectionHeader)
        #expect(ios13.map(\.frame.y) == [0, 72])
        #expect(ios13.allSatisfy { $0.backgroundColor != nil })
        #expect(ios15.map(\.frame.y) == [22, 116])  // 22 above each header (M§4.2 DEC18)
        #expect(ios15.allSatisfy { $0.backgroundColor == nil })
    }

    @Test func iOS15PlainTablesStartTheirFirstHeaderlessSectionPaddedDown() throws {
        let spec = #"{"ios":"VERSION","sections":[{"rows":[{"text":"x"}]},{"rows":[{"text":"y"}]}]}"#
        func cellTops(_ ios: String) throws -> [Double] {
            try Self.tree(spec.replacingOccurrences(of: "VERSION", with: ios)).root.children(.cell).map(\.frame.y)
        }
        // Issue 40: real iOS 17 and 18 plain tables start 22 pt down (`sectionHeaderTopPadding`); iOS 13–14 at 0.
        #expect(try cellTops("13") == [0, 44])
        #expect(try cellTops("15") == [22, 66])
        #expect(try cellTops("18") == [22, 66])
        // Grouped tables keep their own top.
        let grouped = #"{"ios":"18","style":"grouped","sections":[{"rows":[{"text":"x"}]}]}"#
        #expect(try Self.tree(grouped).root.children(.cell).map(\.frame.y) == [35])
    }

    @Test(arguments: ["6", "7", "12"])
    func insetGroupedIsRefusedBeforeIOS13(ios: String) {
        let found = Self.issues(#"{"ios":"\#(ios)","style":"insetGrouped","sections":[]}"#)
        #expect(found.map(\.path) == ["/style"])
        #expect(found.first?.message.contains("iOS 13") == true)
    }

    @Test func darkModeDrawsUIKitsDarkPalette() throws {
        let tree = try Self.tree(
            Self.settings.replacingOccurrences(of: "{\"ios\"", with: "{\"userInterfaceStyle\":\"dark\",\"ios\""))
        #expect(tree.root.backgroundColor == .black)  // systemGroupedBackground (M§1.1 DUMP)
        let cells = tree.root.children(.cell)
        #expect(cells.allSatisfy { $0.backgroundColor == Color(hex: 0x1C1C1E) })  // secondarySystemGroupedBackground
        let title = try #require(cells[0].child(.contentView)?.child(.textLabel)?.text)
        #expect(title.color == .white)
        #expect(cells[0].children(.separator).first?.backgroundColor == Color(red: 84, green: 84, blue: 88, alpha: 153))
        #expect(cells[0].child(.accessoryView)?.tintColor == Color(red: 235, green: 235, blue: 245, alpha: 77))
        let plain = try Self.tree(#"{"ios":"13","userInterfaceStyle":"dark","sections":[{"rows":[{"text":"x"}]}]}"#)
        #expect(plain.root.backgroundColor == .black)
        #expect(plain.root.children(.cell).first?.backgroundColor == .black)  // systemBackground
    }

    @Test(arguments: ["6", "7", "12"])
    func darkModeIsRefusedBeforeIOS13(ios: String) {
        let json = #"{"ios":"\#(ios)","userInterfaceStyle":"dark","sections":[]}"#
        #expect(Self.issuePaths(json) == ["/userInterfaceStyle"])
    }

    static func dynamicType(_ category: String, style: String = "default", rowHeight: String = "") -> LayoutTree? {
        let json =
            #"{"ios":"17","preferredContentSizeCategory":"\#(category)","sections":[{"rows":[{"style":"\#(style)","text":"Title","detail":"Detail"\#(rowHeight)}]}]}"#
        return try? tree(json)
    }

    @Test(arguments: [
        ("extraSmall", 44.0), ("medium", 44), ("large", 44), ("extraLarge", 48), ("extraExtraLarge", 52),
        ("extraExtraExtraLarge", 58),
    ])
    func theRowMinimumIsTwiceBodysLeading(category: String, height: Double) throws {
        // M§7.2: 2 × leading (24, 26, 29 above Large); never below 44 (M§6.1, HA18 at Medium).
        let cell = try #require(Self.dynamicType(category)?.root.child(.cell))
        #expect(cell.frame.height == height)
    }

    @Test func accessibilitySizesGrowRowsWithTheirTextAndStackValue1() throws {
        let large = try #require(Self.dynamicType("accessibilityExtraExtraExtraLarge", style: "value1"))
        let cell = try #require(large.root.child(.cell))
        let labels = try #require(cell.child(.contentView)).subviews
        let title = try #require(labels.first { $0.kind == .textLabel })
        let detail = try #require(labels.first { $0.kind == .detailTextLabel })
        #expect(detail.frame.minY >= title.frame.maxY)  // stacked under the title
        #expect(detail.frame.x == title.frame.x)
        #expect(title.text?.font.size == 53)  // Body at AX5 (M§7.1)
        #expect(cell.frame.height > 2 * 53)
        let fixed = try #require(
            Self.dynamicType("accessibilityExtraExtraExtraLarge", rowHeight: #","rowHeight":44"#)?.root.child(.cell))
        #expect(fixed.frame.height == 44)  // a numeric rowHeight is kept
    }

    @Test(arguments: ["6", "7", "12"])
    func dynamicTypeIsRefusedBeforeTheModernLooks(ios: String) {
        let json = #"{"ios":"\#(ios)","preferredContentSizeCategory":"extraLarge","sections":[]}"#
        #expect(Self.issuePaths(json) == ["/preferredContentSizeCategory"])
    }
}
