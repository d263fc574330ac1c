import Foundation
import TableLayout
import TableShotTesting
import Testing

@testable import TableSpec

/// `UIListContentConfiguration` (iOS 14+), pinned to its sourced values (`../shared/modern-metrics.md`, M§n):
/// cell configurations lay out as the classic styles they stand for (M§6.4), `subtitleCell()`'s secondary text
/// is Subheadline, prominent headers are EmphasizedTitle3 / EmphasizedTitle2 between their own margins (M§4.1
/// DEC26), and every configuration font follows Dynamic Type (M§7.1).
@Suite struct ListConfigurationLayoutTests {
    static func tree(_ json: String) throws -> LayoutTree { try ModernLayoutTests.tree(json) }

    static func table(
        ios: String = "15", style: String = "insetGrouped", category: String = "large", section: String = "",
        rows: String = #"{"text":"A"}"#
    ) -> String {
        #"{"ios":"\#(ios)","style":"\#(style)","width":390,"scale":2,"preferredContentSizeCategory":"\#(category)","sections":[{\#(section)"rows":[\#(rows)]}]}"#
    }

    static func header(_ json: String) throws -> (header: LayoutNode, label: LayoutNode) {
        let header = try #require(try tree(json).root.child(.sectionHeader))
        return (header, try #require(header.child(.textLabel)))
    }

    static let prominent = #""header":"Favourites","headerConfiguration":"prominentInsetGroupedHeader","#
    static let extraProminent = #""header":"Favourites","headerConfiguration":"extraProminentInsetGroupedHeader","#

    @Test func prominentHeaderIsTitle3SemiboldBetweenItsOwnMargins() throws {
        let (header, label) = try Self.header(Self.table(section: Self.prominent))
        #expect(label.text?.font.size == 20)  // M§4.1 DEC26: EmphasizedTitle3
        #expect(label.text?.font.weight == .semibold)
        #expect(label.text?.text == "Favourites")  // as typed [LOW]
        #expect(label.text?.color == SystemPalette.light.label)  // [LOW]
        #expect(label.frame.y == 8)  // margins top 8, bottom 11, leading 3
        #expect(header.frame.height - label.frame.maxY == 11)
        #expect(label.frame.x == 20 + 3)  // the section's edge (20 at 390 pt) + 3
        #expect(header.frame.height == 8 + 24 + 11)  // the fake measurer's line: 1.2 × 20
    }

    @Test func extraProminentHeaderIsTitle2SemiboldBetweenItsOwnMargins() throws {
        let (header, label) = try Self.header(Self.table(section: Self.extraProminent))
        #expect(label.text?.font.size == 22)  // M§4.1 DEC26: EmphasizedTitle2
        #expect(label.text?.font.weight == .semibold)
        #expect(label.frame.y == 9)  // margins top 9, bottom 10
        #expect(header.frame.height - label.frame.maxY == 10)
    }

    @Test func glassProminentHeadersUseTenPointMarginsAndTheTableMargin() throws {
        for section in [Self.prominent, Self.extraProminent] {
            let (header, label) = try Self.header(Self.table(ios: "26", section: section))
            #expect(label.frame.y == 10)  // M§4.1 DEC26: 10/10/3, preserving the superview's margins
            #expect(header.frame.height - label.frame.maxY == 10)
            #expect(label.frame.x == 16 + 16)  // over the cells' text
        }
    }

    @Test func prominentHeadersDrawInPlainTablesToo() throws {
        let (header, label) = try Self.header(Self.table(style: "plain", section: Self.prominent))
        #expect(label.text?.font.size == 20)
        #expect(label.frame.x == 3)
        #expect(header.frame.y == 22)  // iOS 15's padding above plain headers (M§4.2)
        #expect(header.frame.height == 43)
    }

    @Test func groupedAndPlainConfigurationsLendTheirTextToTheOtherStyle() throws {
        let grouped = #""header":"Header","headerConfiguration":"groupedHeader","#
        let (_, inPlain) = try Self.header(Self.table(style: "plain", section: grouped))
        #expect(inPlain.text?.text == "HEADER")  // M§4.1: Footnote, uppercased, secondaryLabel
        #expect(inPlain.text?.font.size == 13)
        #expect(inPlain.text?.color == SystemPalette.light.secondaryLabel)
        let plain = #""header":"Header","headerConfiguration":"plainHeader","#
        let (_, inGrouped) = try Self.header(Self.table(section: plain))
        #expect(inGrouped.text?.text == "Header")  // M§4.2: EmphasizedSubheadline, as typed
        #expect(inGrouped.text?.font.size == 15)
        #expect(inGrouped.text?.font.weight == .semibold)
    }

    @Test func matchingConfigurationsDrawAsTheTableStylesOwn() throws {
        for (style, header, footer) in [
            ("insetGrouped", "groupedHeader", "groupedFooter"), ("plain", "plainHeader", "plainFooter"),
        ] {
            let titles = #""header":"Header","footer":"Footer","#
            let configured = titles + #""headerConfiguration":"\#(header)","footerConfiguration":"\#(footer)","#
            #expect(
                try Self.tree(Self.table(style: style, section: configured))
                    == Self.tree(Self.table(style: style, section: titles)))
        }
    }

    @Test func cellConfigurationsLayOutAsTheirClassicStyles() throws {
        let rest = #""text":"Title","image":"icon-blue","accessoryType":"disclosureIndicator""#
        let withDetail = rest + #","detail":"Detail"}"#
        // M§6.4: cell() ≈ default and valueCell() ≈ value1, to the frame.
        #expect(
            try Self.tree(Self.table(rows: #"{"contentConfiguration":"cell","# + rest + "}"))
                == Self.tree(Self.table(rows: #"{"style":"default","# + rest + "}")))
        #expect(
            try Self.tree(Self.table(rows: #"{"contentConfiguration":"valueCell","# + withDetail))
                == Self.tree(Self.table(rows: #"{"style":"value1","# + withDetail)))
        // subtitleCell() ≈ subtitle: the image, the title's x and the accessory stay; only the secondary font differs.
        let configured = try Self.tree(Self.table(rows: #"{"contentConfiguration":"subtitleCell","# + withDetail))
        let classic = try Self.tree(Self.table(rows: #"{"style":"subtitle","# + withDetail))
        let cells = [configured, classic].map { $0.root.children(.cell)[0] }
        let contents = cells.map { $0.child(.contentView) }
        #expect(cells[0].child(.accessoryView)?.frame.x == cells[1].child(.accessoryView)?.frame.x)
        #expect(contents[0]?.child(.imageView)?.frame.x == contents[1]?.child(.imageView)?.frame.x)
        #expect(contents[0]?.child(.textLabel)?.frame.x == contents[1]?.child(.textLabel)?.frame.x)
    }

    @Test func subtitleCellSecondaryTextIsSubheadline() throws {
        let row = #"{"contentConfiguration":"subtitleCell","text":"Title","detail":"Detail"}"#
        let detail = try #require(
            try Self.tree(Self.table(rows: row)).root.children(.cell)[0].child(.contentView)?.child(.detailTextLabel))
        #expect(detail.text?.font.size == 15)  // M§6.4 [LOW convention]; the classic subtitle's is Caption1 12
        #expect(detail.text?.font.weight == .regular)
        #expect(detail.text?.color == SystemPalette.light.label)  // [LOW]
        let glass = try #require(
            try Self.tree(Self.table(ios: "26", rows: row)).root.children(.cell)[0].child(.contentView)?.child(
                .detailTextLabel))
        #expect(glass.text?.font.size == 15)  // M§6.2 DEC26: Subheadline in secondaryLabel
        #expect(glass.text?.color == SystemPalette.glassLight.secondaryLabel)
    }

    @Test func aCellWithSecondaryTextDrawsItLikeSubtitleCell() throws {
        let cell = try Self.tree(Self.table(rows: #"{"contentConfiguration":"cell","text":"T","detail":"D"}"#))
        let subtitle = try Self.tree(
            Self.table(rows: #"{"contentConfiguration":"subtitleCell","text":"T","detail":"D"}"#))
        #expect(cell == subtitle)
    }

    @Test(arguments: [
        ("extraSmall", 17.0, 19.0, 12.0), ("large", 20, 22, 15), ("extraLarge", 22, 24, 17),
        ("accessibilityMedium", 31, 34, 25), ("accessibilityExtraExtraExtraLarge", 55, 56, 49),
    ])
    func configurationFontsFollowDynamicType(category: String, title3: Double, title2: Double, subheadline: Double)
        throws
    {
        // M§7.1 DT: Title3, Title2 and Subheadline at each category.
        let prominent = try Self.header(Self.table(category: category, section: Self.prominent)).label
        #expect(prominent.text?.font.size == title3)
        let extra = try Self.header(Self.table(category: category, section: Self.extraProminent)).label
        #expect(extra.text?.font.size == title2)
        let row = #"{"contentConfiguration":"subtitleCell","text":"Title","detail":"Detail"}"#
        let cell = try Self.tree(Self.table(ios: "26", category: category, rows: row)).root.children(.cell)[0]
        #expect(cell.child(.contentView)?.child(.detailTextLabel)?.text?.font.size == subheadline)
    }
}
