import TableShotTesting
import TableSpec
import Testing

@testable import TableLayout

/// The names an SVG's layers take: sections, rows and parts after the table.
@Suite struct LayerNamesTests {
    static func spec(_ ios: IOSVersion) -> TableSpec {
        var spec = TableSpec(
            style: .grouped, width: 320, scale: 2,
            sections: [
                SectionSpec(
                    header: "First", footer: "Below",
                    rows: [RowSpec(text: "A", accessoryType: .disclosureIndicator), RowSpec(text: "B")]),
                SectionSpec(header: "Second", rows: [RowSpec(text: "C", detail: "c")]),
            ])
        spec.ios = ios
        return spec
    }

    @Test(arguments: [IOSVersion.six, .twelve, .eighteen])
    func sectionsHoldTheirHeaderRowsAndFooter(ios: IOSVersion) {
        let root = layout(Self.spec(ios)).root
        let entries = LayerNames.rootEntries(root)
        let names = entries.map(\.name)
        #expect(names.contains("section-0-header") && names.contains("section-0-footer"))
        #expect(names.contains("section-0-row-0") && names.contains("section-0-row-1"))
        #expect(names.contains("section-1-header") && names.contains("section-1-row-0"))
        #expect(Set(names).count == names.count, "every name once")
        for (node, entry) in zip(root.subviews, entries) where node.kind == .cell {
            #expect(entry.section == node.indexPath?.first)
        }
        // A section's views stand together, in order.
        let sections = entries.compactMap(\.section)
        #expect(sections == sections.sorted())
    }

    @Test func partsAreNamedAfterTheirRoleAndNumberedWhenRepeated() throws {
        let root = layout(Self.spec(.twelve)).root
        let cell = try #require(root.subviews.first { $0.kind == .cell })
        let names = LayerNames.childNames(cell, parent: "section-0-row-0")
        #expect(names.contains("section-0-row-0-contentView"))
        #expect(names.contains("section-0-row-0-accessory"))
        let separators = names.filter { $0.hasPrefix("section-0-row-0-separator") }
        #expect(separators.count == Set(separators).count)
        if separators.count > 1 { #expect(separators[1] == "section-0-row-0-separator-2") }
    }
}
