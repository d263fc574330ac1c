import TableLayout
import TableSpec
import Testing

@Suite struct TableStructureTests {
    @Test func plainHeadersAndRowsStack() {
        let spec = TableSpec(sections: [
            SectionSpec(header: "First", rows: [RowSpec(text: "A"), RowSpec(text: "B")]),
            SectionSpec(header: "Second", footer: "End", rows: [RowSpec(text: "C", rowHeight: 60)]),
        ])
        let tree = layout(spec)
        #expect(
            tree.root.subviews.map(\.kind) == [.sectionHeader, .cell, .cell, .sectionHeader, .cell, .sectionFooter])
        #expect(tree.root.subviews.map(\.frame.y) == [0, 23, 67, 111, 134, 194])
        #expect(tree.height == 217)
        let header = tree.root.subviews[0]
        #expect(header.backgroundColor == Color(hex: 0xF7F7F7))
        #expect(header.child(.textLabel)?.frame == Rect(15, 3, 290, 17))
        #expect(header.child(.textLabel)?.text?.font.weight == .bold)
        #expect(tree.root.subviews.compactMap(\.indexPath) == [[0, 0], [0, 1], [1, 0]])
    }

    @Test func fixedHeightPlainTableDrawsEmptyRowSeparators() {
        var spec = table([RowSpec(text: "A")])
        spec.height = 200
        let tree = layout(spec)
        let extra = tree.root.children(.separator)
        #expect(extra.map(\.frame) == [Rect(15, 87.5, 305, 0.5), Rect(15, 131.5, 305, 0.5), Rect(15, 175.5, 305, 0.5)])
        #expect(tree.height == 200)
    }

    /// A table footer ends the list: a fixed-height plain table with one draws no empty-row separators below its
    /// rows (UIKit's `tableFooterView = UIView()` idiom), puts the footer right after the last row and keeps the
    /// fixed height, cutting a footer that does not fit.
    @Test func fixedHeightTableWithATableFooterDrawsNoEmptyRowSeparators() throws {
        var spec = table([RowSpec(text: "A")])
        spec.height = 200
        spec.tableFooter = "Footer"
        let tree = layout(spec)
        #expect(tree.height == 200)
        #expect(tree.root.frame == Rect(0, 0, 320, 200))
        #expect(tree.root.subviews.map(\.kind) == [.cell, .tableFooterView])
        #expect(tree.root.child(.tableFooterView)?.frame.y == 44)

        spec.tableFooter = nil
        var footerView = ViewSpec(kind: .view)
        footerView.frame = SpecRect(x: 0, y: 0, width: 0, height: 30)
        spec.tableFooterView = footerView
        let viewTree = layout(spec)
        #expect(viewTree.root.subviews.map(\.kind) == [.cell, .tableFooterView])
        #expect(viewTree.root.child(.tableFooterView)?.frame == Rect(0, 44, 320, 30))
        #expect(viewTree.height == 200)

        spec.height = 60
        let cut = layout(spec)
        #expect(cut.height == 60)
        #expect(cut.root.child(.tableFooterView)?.frame == Rect(0, 44, 320, 30), "laid out whole, cut by the canvas")
    }

    @Test func groupedSectionsHaveUIKitSpacingAndEdgeSeparators() {
        let spec = TableSpec(
            style: .grouped,
            sections: [
                SectionSpec(rows: [RowSpec(text: "A"), RowSpec(text: "B")]),
                SectionSpec(header: "Second", footer: "Footer", rows: [RowSpec(text: "C")]),
            ])
        let tree = layout(spec)
        #expect(tree.root.backgroundColor == Color(hex: 0xEFEFF4))
        #expect(tree.root.subviews.map(\.kind) == [.cell, .cell, .sectionHeader, .cell, .sectionFooter])
        // 35 above the first section, 17.5 footer + 38 titled header between.
        #expect(tree.root.subviews.map(\.frame.y) == [35, 79, 140.5, 178.5, 222.5])
        let first = tree.root.subviews[0].children(.separator).map(\.frame)
        #expect(first == [Rect(0, 0, 320, 0.5), Rect(15, 43.5, 305, 0.5)])
        let last = tree.root.subviews[1].children(.separator).map(\.frame)
        #expect(last == [Rect(0, 43.5, 320, 0.5)])
        let header = tree.root.subviews[2].child(.textLabel)
        #expect(header?.text?.text == "SECOND")
        #expect(header?.text?.color == Color(hex: 0x6D6D72))
        #expect(header?.frame == Rect(15, 13, 290, 17))
        #expect(tree.root.subviews[4].child(.textLabel)?.text?.text == "Footer")
        #expect(tree.height == 222.5 + 33)
    }

    @Test func untitledGroupedSectionsAre35PointsApart() {
        let spec = TableSpec(
            style: .grouped,
            sections: [SectionSpec(rows: [RowSpec(text: "A")]), SectionSpec(rows: [RowSpec(text: "B")])])
        let tree = layout(spec)
        #expect(tree.root.subviews.map(\.frame.y) == [35, 114])
        #expect(tree.height == 175.5)
    }

    @Test func layoutIsDeterministicAndSerializes() {
        let spec = TableSpec(sections: [
            SectionSpec(
                header: "H \"q\"", rows: [RowSpec(style: .value1, text: "A", detail: "B", accessoryType: .checkmark)])
        ])
        let first = layout(spec)
        #expect(first == layout(spec))
        let json = first.jsonString()
        #expect(
            json.hasPrefix(
                #"{"width":320,"height":67,"scale":2,"look":"flat","layoutDirection":"leftToRight","warnings":[],"root":{"kind":"tableView","frame":{"x":0,"y":0,"width":320,"height":67}"#
            ))
        #expect(json.contains(#""text":"H \"q\"""#))
        #expect(json.contains(#""kind":"cell","frame":{"x":0,"y":23,"width":320,"height":44},"indexPath":[0,0]"#))
        #expect(
            json.contains(
                #""kind":"accessoryView","frame":{"x":295.5,"y":17,"width":13.5,"height":10.5},"type":"checkmark""#))
    }
}
