import TableLayout
import TableSpec
import Testing

/// The switch, selection styles, tint, section index, wrapping text and table header/footer.
@Suite struct ElementLayoutTests {
    @Test func switchIs51By31At15FromTheEdge() throws {
        var row = RowSpec(text: "Wi-Fi", accessoryType: .disclosureIndicator)
        row.accessorySwitch = SwitchSpec(on: true)
        let cell = try #require(layout(table([row])).root.child(.cell))
        let control = try #require(cell.child(.accessoryView))
        #expect(control.frame == Rect(254, 6, 51, 31))
        #expect(control.control == .switch && control.isOn == true)
        #expect(control.tintColor == Color(hex: 0x4CD964) && control.strokeColor == Color(hex: 0xE5E5E5))
        #expect(cell.child(.contentView)?.frame.width == 239)
    }

    @Test func selectionStyleNoneKeepsTheRowWhite() {
        var none = RowSpec(text: "A", selected: true)
        none.selectionStyle = .none
        var blue = RowSpec(text: "B", selected: true)
        blue.selectionStyle = .blue
        let colors = layout(table([none, blue])).root.children(.cell).map(\.backgroundColor)
        #expect(colors == [.white, Color(hex: 0xD8D8D8)])
    }

    @Test func tintColorReachesCheckmarkInfoAndValue2() throws {
        var spec = table([
            RowSpec(style: .value2, text: "a", detail: "b", accessoryType: .checkmark),
            RowSpec(text: "c", accessoryType: .detailDisclosureButton),
        ])
        spec.tintColor = SpecColor(hex: "#FF2D55")
        let cells = layout(spec).root.children(.cell)
        let pink = Color(hex: 0xFF2D55)
        #expect(cells[0].child(.accessoryView)?.tintColor == pink)
        #expect(cells[0].child(.contentView)?.child(.textLabel)?.text?.color == pink)
        #expect(cells[1].child(.accessoryView)?.subviews.map(\.tintColor) == [pink, Color(hex: 0xC7C7CC)])
    }

    @Test func sectionIndexNarrowsCellsAndCentresItsTitles() throws {
        var spec = TableSpec(sections: [
            SectionSpec(header: "A", rows: [RowSpec(text: "Apple")]),
            SectionSpec(header: "B", rows: [RowSpec(text: "Banana")]),
        ])
        spec.sectionIndexTitles = ["A", "B", "C"]
        let tree = layout(spec)
        let index = try #require(tree.root.child(.sectionIndex))
        #expect(index.frame == Rect(305, 0, 15, 134))
        #expect(index.subviews.map(\.frame.y) == [46.5, 60.5, 74.5])
        #expect(index.subviews.map { $0.text?.font.weight } == [.bold, .bold, .bold])
        #expect(index.subviews.first?.text?.color == Color(hex: 0x007AFF))
        #expect(tree.root.children(.sectionHeader).map(\.frame.width) == [305, 305])
        let cell = try #require(tree.root.child(.cell))
        #expect(cell.frame.width == 305)
        #expect(cell.child(.separator) == nil, "no separator above the next section's header")
        #expect(tree.root.children(.cell)[1].child(.separator)?.frame == Rect(15, 43.5, 290, 0.5))
    }

    @Test func wrappingTitleGrowsTheRow() throws {
        var row = RowSpec(text: String(repeating: "x", count: 100))
        row.numberOfLines = 0
        let cell = try #require(layout(table([row])).root.child(.cell))
        // 32 characters per 290 pt line → 4 lines × 21.625 = 86.5; margins ceil(21.625 / 2) = 11.
        #expect(cell.frame.height == 109)
        let label = try #require(cell.child(.contentView)?.child(.textLabel))
        #expect(label.frame == Rect(15, 11, 290, 86.5))
        #expect(label.text?.numberOfLines == 20)
        row.numberOfLines = 2
        #expect(layout(table([row])).root.child(.cell)?.frame.height == 66)
    }

    @Test func textAlignmentApplies() {
        var row = RowSpec(text: "Centered")
        row.textAlignment = .center
        #expect(
            layout(table([row])).root.child(.cell)?.child(.contentView)?.child(.textLabel)?.text?.alignment == .center)
    }

    @Test func tableHeaderAndFooterWrapAroundTheSections() {
        var spec = table([RowSpec(text: "A")])
        spec.tableHeader = "Header"
        spec.tableFooter = "Footer"
        let tree = layout(spec)
        #expect(tree.root.subviews.map(\.kind) == [.tableHeaderView, .cell, .tableFooterView])
        #expect(tree.root.subviews.map(\.frame.y) == [0, 41, 85])
        #expect(tree.root.subviews[0].child(.textLabel)?.text?.alignment == .center)
        #expect(tree.height == 126)
    }
}
