import TableLayout
import TableSpec
import Testing

/// The iOS 9–12 profile (uikit-refs MEAS12, uikit-metrics.md §B.1).
@Suite struct IOS12LayoutTests {
    private func spec(_ rows: [RowSpec], width: Double = 320, header: String? = nil) -> TableSpec {
        TableSpec(ios: .twelve, width: width, sections: [SectionSpec(header: header, rows: rows)])
    }

    @Test(arguments: [(320.0, 16.0), (375, 16), (414, 20)])
    func marginsWidenOnPlusPhones(width: Double, margin: Double) throws {
        let cell = try #require(layout(spec([RowSpec(text: "A")], width: width)).root.child(.cell))
        #expect(cell.child(.contentView)?.child(.textLabel)?.frame == Rect(margin, 0, width - 2 * margin, 43.5))
        #expect(cell.child(.separator)?.frame.x == margin)
    }

    @Test func accessoriesMatchTheMeasuredScreenshots() throws {
        let rows = [AccessoryType.disclosureIndicator, .checkmark, .detailButton, .detailDisclosureButton]
            .map { RowSpec(text: "A", accessoryType: $0) }
        let cells = layout(spec(rows)).root.children(.cell)
        let frames = cells.compactMap { $0.child(.accessoryView)?.frame }
        // Chevron 8 × 13 with its right edge 15 pt in; checkmark 13 × 10.5, right edge 16 pt in;
        // info 22 pt, right edge 15 pt in alone and 35 pt in beside a chevron.
        #expect(
            frames == [Rect(297, 15, 8, 13), Rect(291, 17, 13, 10.5), Rect(283, 11, 22, 22), Rect(263, 11, 42, 22)])
        #expect(cells[0].child(.contentView)?.frame.width == 286)
        #expect(cells[0].child(.contentView)?.child(.textLabel)?.frame == Rect(16, 0, 269, 43.5))
        #expect(
            cells[0].child(.contentView)?.child(.textLabel)?.text?.font
                == FontDescriptor(family: "SF UI Text", size: 17))
    }

    @Test func plainHeaderIs28PointsWithBold17() throws {
        let header = try #require(
            layout(spec([RowSpec(text: "A")], header: "Section title")).root.child(.sectionHeader))
        #expect(header.frame.height == 28)
        #expect(header.child(.textLabel)?.text?.font == FontDescriptor(family: "SF UI Text", size: 17, weight: .bold))
        #expect(header.child(.textLabel)?.frame.x == 16)
    }

    @Test func groupedFirstTitledSectionStarts55Point5Down() {
        let tree = layout(
            TableSpec(
                ios: .twelve, style: .grouped, sections: [SectionSpec(header: "Section 1", rows: [RowSpec(text: "A")])])
        )
        #expect(tree.root.child(.cell)?.frame.y == 55.5)
        #expect(tree.root.child(.sectionHeader)?.child(.textLabel)?.text?.font.size == 13)
    }
}
