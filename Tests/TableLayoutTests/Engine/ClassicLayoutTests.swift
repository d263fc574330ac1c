import TableLayout
import TableSpec
import Testing

/// The classic profile (`ios: "6"`): the numbers of classic-metrics.md, pinned.
@Suite struct ClassicLayoutTests {
    private func grouped(_ sections: [[RowSpec]], headers: [String?] = [], scale: Int = 2) -> LayoutTree {
        let specs = sections.enumerated().map { index, rows in
            SectionSpec(header: index < headers.count ? headers[index] : nil, rows: rows)
        }
        return layout(TableSpec(ios: .six, style: .grouped, width: 320, scale: scale, sections: specs))
    }

    private func plain(_ rows: [RowSpec], editing: Bool = false) -> LayoutTree {
        var spec = TableSpec(ios: .six, width: 320, sections: [SectionSpec(rows: rows)])
        spec.editing = editing
        return layout(spec)
    }

    private func rows(_ count: Int) -> [RowSpec] { (0..<count).map { RowSpec(text: "Row \($0)") } }

    @Test func groupedDefaultsToEtchedSeparators() {
        #expect(TableSpec(ios: .six, style: .grouped).separatorStyle == .singleLineEtched)
        #expect(TableSpec(ios: .six, style: .plain).separatorStyle == .singleLine)
        #expect(TableSpec(ios: .seven, style: .grouped).separatorStyle == .singleLine)
    }

    @Test func groupInteriorSpans10To310() throws {
        let tree = grouped([rows(3)])
        let box = try #require(tree.root.child(.groupBackground))
        #expect(box.frame.x == 9 && box.frame.width == 302)
        for cell in tree.root.children(.cell) {
            #expect(cell.frame.x == 10 && cell.frame.width == 300)
        }
        #expect(tree.look == .classic)
        #expect(tree.root.fill == .pinstripe(TableMetrics.iOS6.classic?.pinstripe ?? []))
    }

    @Test func etchedRowsAre45_44_45AndASingleRowIs46() throws {
        let tree = grouped([rows(3), rows(1)])
        let boxes = tree.root.children(.groupBackground)
        let cells = tree.root.children(.cell)
        // Top row: border + cell; middle: the cell; bottom: cell + border + highlight.
        #expect(cells[0].frame.maxY - boxes[0].frame.y == 45)
        #expect(cells[1].frame.height == 44)
        #expect(boxes[0].frame.maxY - cells[2].frame.minY == 45)
        #expect(boxes[1].frame.height == 46)
        #expect(boxes[0].frame.height == 45 + 44 + 45)
    }

    @Test func firstGroupAt10AndUntitledGroups20Apart() {
        let boxes = grouped([rows(2), rows(2)]).root.children(.groupBackground)
        #expect(boxes[0].frame.y == 10)
        #expect(boxes[1].frame.y - boxes[0].frame.maxY == 20)
    }

    @Test func etchedLinesAndInnerShadow() throws {
        let classic = try #require(TableMetrics.iOS6.classic)
        let cells = grouped([rows(3)]).root.children(.cell)
        // First row: inner shadow on top, dark line at the bottom.
        #expect(
            cells[0].children(.separator).map(\.backgroundColor) == [
                classic.groupTopShadow, classic.groupedSeparatorColor,
            ])
        #expect(
            cells[1].children(.separator).map(\.backgroundColor) == [
                classic.etchedHighlightColor, classic.groupedSeparatorColor,
            ])
        // Last row: the highlight only; its bottom is the group's border.
        #expect(cells[2].children(.separator).map(\.backgroundColor) == [classic.etchedHighlightColor])
        #expect(cells[0].children(.separator).allSatisfy { $0.frame.height == 1 && $0.frame.width == 300 })
        #expect(cells[0].corners == RoundedCorners(radius: 9.5, top: true, bottom: false))
        #expect(cells[2].corners == RoundedCorners(radius: 9.5, top: false, bottom: true))
        #expect(cells[1].corners == nil)
    }

    @Test func groupedTitleIsBold17AtX20() throws {
        let tree = grouped([[RowSpec(text: "Title")]], headers: ["Header"])
        let cell = try #require(tree.root.child(.cell))
        let label = try #require(cell.child(.contentView)?.child(.textLabel))
        #expect(cell.frame.x + label.frame.x == 20)
        #expect(label.text?.font == FontDescriptor(family: "Helvetica", size: 17, weight: .bold))
        let header = try #require(tree.root.child(.sectionHeader)?.child(.textLabel))
        #expect(header.frame.x == 19)
        #expect(header.text?.text == "Header")
        #expect(header.text?.color == Color(hex: 0x4C566C))
        #expect(header.text?.shadow == TextShadow(color: .white, offsetY: 1))
        // Baseline 12 pt above the group's top border.
        let box = try #require(tree.root.child(.groupBackground))
        let headerNode = try #require(tree.root.child(.sectionHeader))
        #expect(box.frame.y - (headerNode.frame.y + header.frame.y + (header.text?.baseline ?? 0)) == 12)
    }

    @Test func plainRowsHaveFullWidth1PointSeparatorsAndBold20Titles() throws {
        let cell = try #require(plain(rows(1)).root.child(.cell))
        let separator = try #require(cell.child(.separator))
        #expect(separator.frame == Rect(0, 43, 320, 1))
        #expect(separator.backgroundColor == Color(hex: 0xE0E0E0))
        let label = try #require(cell.child(.contentView)?.child(.textLabel))
        #expect(label.frame.x == 10)
        #expect(label.text?.font == FontDescriptor(family: "Helvetica", size: 20, weight: .bold))
    }

    @Test func plainHeaderIsA22PointGradientBar() throws {
        let spec = TableSpec(ios: .six, sections: [SectionSpec(header: "A", rows: rows(1))])
        let header = try #require(layout(spec).root.child(.sectionHeader))
        #expect(header.frame.height == 22)
        guard case .verticalGradient(let stops) = header.fill else {
            Issue.record("no gradient")
            return
        }
        #expect(stops.first?.color == Color(hex: 0xA6B1BB) && stops.last?.color == Color(hex: 0x999EA5))
        let label = try #require(header.child(.textLabel))
        #expect(label.frame.x == 12)
        #expect(label.text?.font == FontDescriptor(family: "Helvetica", size: 18, weight: .bold))
        #expect(label.text?.shadow?.color == Color(hex: 0x64696E))
    }

    @Test func chevronRightEdge10PointsInAndCentred() throws {
        let tree = grouped([[RowSpec(text: "A", accessoryType: .disclosureIndicator)]])
        let cell = try #require(tree.root.child(.cell))
        let chevron = try #require(cell.child(.accessoryView))
        #expect(chevron.frame == Rect(280, 15, 10, 13))
        #expect(cell.frame.x + chevron.frame.maxX == 300)
        #expect(chevron.tintColor == Color(red: 0, green: 0, blue: 0, alpha: 128))
    }

    @Test func detailDisclosureButtonIs29By31At6FromTheRight() throws {
        let cell = try #require(plain([RowSpec(text: "A", accessoryType: .detailDisclosureButton)]).root.child(.cell))
        let button = try #require(cell.child(.accessoryView))
        #expect(button.frame == Rect(285, 5, 29, 31))
        #expect(button.subviews.isEmpty)
    }

    @Test func checkmarkIs14PointsInTheClassicBlue() throws {
        let cell = try #require(plain([RowSpec(text: "A", accessoryType: .checkmark)]).root.child(.cell))
        let check = try #require(cell.child(.accessoryView))
        // Centred on the 43 pt content in whole points, rounding down, as GT-1's chevron (y = 20 in 54).
        #expect(check.frame == Rect(296, 14, 14, 14))
        #expect(check.tintColor == Color(hex: 0x324F85))
    }

    @Test func switchIs79By27WithInk10PointsIn() throws {
        var row = RowSpec(text: "A")
        row.accessorySwitch = SwitchSpec(on: true)
        let tree = grouped([[row]])
        let cell = try #require(tree.root.child(.cell))
        let control = try #require(cell.child(.accessoryView))
        #expect(control.frame.width == 79 && control.frame.height == 27)
        // Frame ends 9 pt inside the interior: the ink (1 pt in) ends 10 pt inside (QD: x = 300 on 320).
        #expect(cell.frame.x + control.frame.maxX == 301)
        #expect(control.tintColor == Color(hex: 0x007FEA))
    }

    @Test func deleteButtonIs63By34At6_10OfA75PointArea() throws {
        var row = RowSpec(text: "A", rowHeight: 55)
        row.editingStyle = .delete
        row.showingDeleteConfirmation = true
        for editing in [true, false] {
            let cell = try #require(plain([row], editing: editing).root.child(.cell))
            let button = try #require(cell.child(.deleteConfirmationButton))
            #expect(button.frame == Rect(245 + 6, 10, 63, 34))
            #expect(cell.child(.contentView)?.frame.maxX == 245)
            #expect(button.child(.textLabel)?.text?.text == "Delete")
            #expect(cell.child(.accessoryView) == nil)
        }
    }

    @Test func blueSelectionIsAGradientWithWhiteText() throws {
        let cell = try #require(
            plain([RowSpec(text: "A", accessoryType: .disclosureIndicator, selected: true)]).root.child(.cell))
        #expect(
            cell.fill
                == .verticalGradient([GradientStop(0, Color(hex: 0x058CF5)), GradientStop(1, Color(hex: 0x015DE6))]))
        #expect(cell.child(.contentView)?.child(.textLabel)?.text?.color == .white)
        #expect(cell.child(.accessoryView)?.tintColor == .white)
    }

    /// Issue 10 item 8: selected labels draw in their highlighted color (white) on the gray gradient too.
    @Test func graySelectionTurnsTextAndAccessoriesWhite() throws {
        var row = RowSpec(text: "A", accessoryType: .disclosureIndicator, selected: true)
        row.selectionStyle = .gray
        let cell = try #require(plain([row]).root.child(.cell))
        #expect(cell.fill == .verticalGradient(TableMetrics.iOS6.classic?.graySelection ?? []))
        #expect(cell.child(.contentView)?.child(.textLabel)?.text?.color == .white)
        #expect(cell.child(.accessoryView)?.tintColor == .white)
    }

    @Test func editingShiftsContentAndShowsThe29PointBall() throws {
        var row = RowSpec(text: "A")
        row.editingStyle = .delete
        let cell = try #require(plain([row], editing: true).root.child(.cell))
        let ball = try #require(cell.child(.editControl))
        #expect(ball.frame.width == 29 && ball.frame.height == 29)
        #expect(cell.child(.contentView)?.frame.x == TableMetrics.iOS6.editing.contentShift)
    }

    @Test func value1DetailIsSlateBlueAndValue2KeyIs68Wide() throws {
        let tree = plain([
            RowSpec(style: .value1, text: "T", detail: "D"), RowSpec(style: .value2, text: "Key", detail: "Value"),
        ])
        let cells = tree.root.children(.cell)
        #expect(cells[0].child(.contentView)?.child(.detailTextLabel)?.text?.color == Color(hex: 0x385487))
        let key = try #require(cells[1].child(.contentView)?.child(.textLabel))
        #expect(key.frame.x == 10 && key.frame.width == 68 && key.text?.alignment == .right)
        #expect(key.text?.color == Color(hex: 0x526691))
        #expect(cells[1].child(.contentView)?.child(.detailTextLabel)?.frame.x == 84)
    }
}
