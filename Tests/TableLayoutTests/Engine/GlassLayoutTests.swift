import Foundation
import TableLayout
import TableShotTesting
import Testing

@testable import TableSpec

/// iOS 26's Liquid Glass list, pinned to its sourced geometry (`../shared/modern-metrics.md`, M§n; the HA26
/// references are rendered at the Medium text size, 390 pt @3x): rows of Body's leading + 30, 16 pt margins at
/// 390 pt, 26 pt corners, a 1 pt separator band ending at the margin, the 63 × 28 switch 14 pt from the cell
/// edge, the chevron 18.33 pt from it, sentence-case EmphasizedBody headers.
@Suite struct GlassLayoutTests {
    static let listPicker =
        #"{"ios":"26","style":"insetGrouped","width":390,"scale":3,"preferredContentSizeCategory":"medium","sections":[{"header":"Section 1","rows":[{"text":"Abc"},{"text":"aaaa","accessoryType":"disclosureIndicator"},{"text":"bbbb","accessoryView":{"switch":{"on":false}}},{"text":"ccccc"}]},{"header":"Section 2","rows":[{"text":"Abc"}]}]}"#

    static func tree(_ json: String) throws -> LayoutTree { try ModernLayoutTests.tree(json) }

    @Test func rowsAreBodyLeadingPlusThirtyAtTheSixteenPointMargin() throws {
        let cells = try Self.tree(Self.listPicker).root.children(.cell)
        #expect(cells.prefix(4).map(\.frame.height) == [51, 51, 51, 51])  // M§3: 51 at Medium (HA26L: 4 rows in 204)
        #expect(cells.map(\.frame.x) == [16, 16, 16, 16, 16])  // M§2: 16 at 390 (HA26P/S/L/H)
        #expect(cells[0].frame.width == 358)
        #expect(cells[0].corners == RoundedCorners(radius: 26, top: true, bottom: false, continuous: true))  // M§3
        #expect(cells[4].corners == RoundedCorners(radius: 26, top: true, bottom: true, continuous: true))
    }

    @Test func separatorsAreAOnePointBandFromTheTextToTheMargin() throws {
        let cells = try Self.tree(Self.listPicker).root.children(.cell)
        let separator = try #require(cells[0].children(.separator).first)
        #expect(separator.frame.x == 16)  // text x 32 in the table (HA26S/L/H)
        #expect(separator.frame.maxX == 342)  // 358 in the table: the cell edge − 16
        #expect(separator.frame.height == 1)  // M§3: 3 px at @3x
        #expect(separator.frame.maxY == 51)  // the last rows of the upper row
        #expect(cells[3].children(.separator).isEmpty)
    }

    @Test func chevronAndSwitchSitAtTheirMeasuredInsets() throws {
        let cells = try Self.tree(Self.listPicker).root.children(.cell)
        let chevron = try #require(cells[1].child(.accessoryView))
        #expect(abs((358 - chevron.frame.maxX) - 18.33) < 0.34)  // M§8: right ink edge 355.67 at 390 (HA26S)
        #expect((chevron.frame.width, chevron.frame.height) == (6.67, 11.33))
        let toggle = try #require(cells[2].child(.accessoryView))
        #expect((toggle.frame.width, toggle.frame.height) == (63, 28))  // M§8 DEC26
        #expect(358 - toggle.frame.maxX == 14)  // track 297 → 360 at 390 (HA26P/S)
    }

    @Test func headersAreSentenceCaseEmphasizedBodyBetweenTenPointMargins() throws {
        let root = try Self.tree(Self.listPicker).root
        let headers = root.children(.sectionHeader)
        let label = try #require(headers[1].child(.textLabel))
        #expect(label.text?.text == "Section 2")  // as typed (M§4.1, HA26L)
        #expect(label.text?.font.size == 16)  // EmphasizedBody at Medium
        #expect(label.text?.font.weight == .semibold)
        #expect(label.frame.x == 32)
        #expect(headers[1].frame.height - label.frame.maxY == 10)  // M§4.1 DEC26 margins (10, 8, 10, 8)
        let cells = root.children(.cell)
        // M§3: the header-only gap is 56.67 in HA26L (17.5 + the header); ours differs by the line height only.
        let gap = cells[4].frame.y - cells[3].frame.maxY
        #expect(abs(gap - 56.67) <= 0.67)
    }

    @Test(arguments: [
        ("extraSmall", 49.0), ("medium", 51), ("large", 52), ("extraExtraExtraLarge", 59),
    ])
    func theRowMinimumFollowsBodysLeading(category: String, height: Double) throws {
        let json = #"{"ios":"26","width":390,"preferredContentSizeCategory":"C","sections":[{"rows":[{"text":"A"}]}]}"#
        let cells = try Self.tree(json.replacingOccurrences(of: "\"C\"", with: "\"\(category)\"")).root.children(.cell)
        #expect(cells[0].frame.height == height)  // M§6.1 DEC26: leading + 30 at min(category, xxxL)
    }

    @Test func wideScreensGetTwentyPointMargins() throws {
        let json = Self.listPicker.replacingOccurrences(of: "\"width\":390", with: "\"width\":402")
        #expect(try Self.tree(json).root.children(.cell).map(\.frame.x) == [20, 20, 20, 20, 20])
        let narrow = Self.listPicker.replacingOccurrences(of: "\"width\":390", with: "\"width\":393")
        #expect(try Self.tree(narrow).root.children(.cell).map(\.frame.x) == [16, 16, 16, 16, 16])
    }

    @Test func subtitleDetailIsSubheadlineInSecondaryLabel() throws {
        let json =
            #"{"ios":"26","width":390,"sections":[{"rows":[{"style":"subtitle","text":"Title","detail":"Detail"}]}]}"#
        let cell = try #require(try Self.tree(json).root.children(.cell).first)
        let detail = try #require(cell.child(.contentView)?.child(.detailTextLabel))
        #expect(detail.text?.font.size == 15)  // M§6.2 DEC26
        #expect(detail.text?.color == SystemPalette.glassLight.secondaryLabel)
    }

    @Test func theTintIsIOS26sBlue() throws {
        let json = #"{"ios":"26","width":390,"sections":[{"rows":[{"text":"A","accessoryType":"checkmark"}]}]}"#
        let light = try #require(try Self.tree(json).root.children(.cell).first?.child(.accessoryView))
        #expect(light.tintColor == Color(hex: 0x0088FF))
        let dark = try #require(
            try Self.tree(#"{"userInterfaceStyle":"dark","# + json.dropFirst()).root.children(.cell).first?.child(
                .accessoryView))
        #expect(dark.tintColor == Color(hex: 0x0091FF))
    }
}
