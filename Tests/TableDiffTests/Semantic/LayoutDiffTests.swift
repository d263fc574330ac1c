import Foundation
import TableDiff
import TableLayout
import TableShotTesting
import TableSpec
import Testing

/// Lays out `spec` with its look's metrics and the fake measurer.
private func layout(_ spec: TableSpec) -> LayoutTree {
    LayoutEngine(for: spec, measurer: FakeTextMeasurer()).layout(spec)
}

/// The changes from `old` to `new`, as sentences.
private func diff(_ old: TableSpec, _ new: TableSpec) -> [String] {
    LayoutDiff.changes(from: layout(old), to: layout(new)).map(\.description)
}

/// A plain one-section table of default rows titled `titles`.
private func table(_ titles: [String], style: TableStyle = .plain) -> TableSpec {
    TableSpec(style: style, sections: [SectionSpec(rows: titles.map { RowSpec(text: $0) })])
}

@Suite struct LayoutDiffTests {
    @Test func identicalLayoutsHaveNoChanges() {
        let spec = table(["Wi-Fi", "Bluetooth"])
        #expect(diff(spec, spec).isEmpty)
    }

    @Test func accessoryTypeChangeIsOneSentence() {
        var old = TableSpec(sections: [
            SectionSpec(header: "A", rows: [RowSpec(text: "One")]),
            SectionSpec(header: "B", rows: (0..<4).map { RowSpec(text: "Row \($0)", accessoryType: .checkmark) }),
        ])
        old.sections[1].rows[2].accessoryType = .disclosureIndicator
        var new = old
        new.sections[1].rows[3].accessoryType = .none
        #expect(diff(old, new) == ["section 1 row 3: accessoryType checkmark → none"])
    }

    @Test func titledHeaderAddedIsReportedOnceNotAsMovedRows() {
        let old = TableSpec(
            style: .grouped,
            sections: [
                SectionSpec(rows: [RowSpec(text: "A")]),
                SectionSpec(rows: [RowSpec(text: "B"), RowSpec(text: "C")]),
            ])
        var new = old
        new.sections[1].header = "Details"
        #expect(
            diff(old, new) == ["table: height 219.5 → 240 pt", "section 1 header: added \"DETAILS\""])
    }

    @Test func longerTableHeaderTextMakesTheHeaderTaller() {
        var old = table(["A"])
        old.tableHeader = "Short"
        var new = old
        new.tableHeader = String(repeating: "Much longer text ", count: 4)
        #expect(
            diff(old, new) == [
                "table: height 85 → 102 pt", "table header: height 41 → 58 pt",
                "table header: text \"Short\" → \"\(new.tableHeader ?? "")\"",
            ])
    }

    @Test func headerHeightChangeIsWordedInPoints() {
        var spec = table(["A", "B"])
        spec.sections[0].header = "Fruit"
        let old = layout(spec)
        var new = old
        new.root.subviews[0].frame.height = 38
        for index in 1..<new.root.subviews.count { new.root.subviews[index].frame.y += 15 }
        #expect(
            LayoutDiff.changes(from: old, to: new).map(\.description) == ["section 0 header: height 23 → 38 pt"])
    }

    @Test func rowAddedAtTheEnd() {
        #expect(
            diff(table(["A", "B", "C"]), table(["A", "B", "C", "D"])) == [
                "table: height 132 → 176 pt", "section 0 row 3: added \"D\"",
            ])
    }

    @Test func textChange() {
        #expect(
            diff(table(["Wi-Fi", "Bluetooth"]), table(["Wi-Fi", "Cellular"])) == [
                "section 0 row 1 textLabel: text \"Bluetooth\" → \"Cellular\""
            ])
    }

    @Test func switchTurnedOffAndRemoved() {
        var old = table(["Airplane Mode", "Wi-Fi"])
        old.sections[0].rows[0].accessorySwitch = SwitchSpec(on: true)
        var off = old
        off.sections[0].rows[0].accessorySwitch = SwitchSpec(on: false)
        var gone = old
        gone.sections[0].rows[0].accessorySwitch = nil
        #expect(diff(old, off) == ["section 0 row 0: accessoryView switch on → off"])
        #expect(diff(old, gone) == ["section 0 row 0: accessoryView switch → none"])
        #expect(diff(gone, off) == ["section 0 row 0: accessoryView none → switch off"])
    }

    @Test func imageAddedMovesTheLabelRight() {
        let old = table(["Photos"])
        var new = old
        new.sections[0].rows[0].image = SpecImage(png: [], pixelWidth: 58, pixelHeight: 58, scale: 2)
        #expect(
            diff(old, new) == [
                "section 0 row 0: separator inset 15 → 59 pt", "section 0 row 0 imageView: added",
                "section 0 row 0 textLabel: moved 44 pt right", "section 0 row 0 textLabel: width 290 → 246 pt",
            ])
    }

    @Test func rowHeightChangeIsNotReportedAsMovedRows() {
        let old = table(["A", "B", "C", "D"])
        var new = old
        new.sections[0].rows[2].rowHeight = 60
        #expect(diff(old, new) == ["table: height 176 → 192 pt", "section 0 row 2: height 44 → 60 pt"])
    }

    @Test func editingModeAddsControlsAndMovesContentRight() {
        var old = table(["A", "B"])
        for index in old.sections[0].rows.indices { old.sections[0].rows[index].editingStyle = .delete }
        old.sections[0].rows[1].editingStyle = .insert
        var new = old
        new.editing = true
        #expect(
            diff(old, new) == [
                "section 0 row 0: editControl none → delete", "section 0 row 0 contentView: moved 38 pt right",
                "section 0 row 1: editControl none → insert", "section 0 row 1 contentView: moved 38 pt right",
            ])
    }

    @Test func deleteConfirmationRotatesTheMinusAndShowsTheButton() {
        var old = table(["A"])
        old.editing = true
        old.sections[0].rows[0].editingStyle = .delete
        var new = old
        new.sections[0].rows[0].showingDeleteConfirmation = true
        #expect(
            diff(old, new) == [
                "section 0 row 0: editControl delete → delete rotated",
                "section 0 row 0: deleteConfirmationButton shown",
            ])
    }

    @Test func selectionSeparatorInsetAndIndexAreWordedInUIKitTerms() {
        let old = table(["A", "B"])
        var new = old
        new.sections[0].rows[0].selected = true
        new.sections[0].rows[1].separatorInset = SeparatorInset(left: 0, right: 0)
        #expect(
            diff(old, new) == [
                "section 0 row 0: background #FFFFFF → #D8D8D8",
                // A selected row hides its separator in the flat looks (issue 10).
                "section 0 row 0: separators 1 → 0",
                "section 0 row 1: separator inset 15 → 0 pt",
            ])
        var indexed = old
        indexed.sectionIndexTitles = ["A", "B"]
        var fewer = indexed
        fewer.sectionIndexTitles = ["A"]
        #expect(diff(indexed, fewer) == ["section index: titles [A, B] → [A]"])
    }

    @Test func footersBelongToTheSectionAboveThem() {
        let old = TableSpec(sections: [
            SectionSpec(header: "H0", footer: "F0", rows: [RowSpec(text: "A")]),
            SectionSpec(header: "H1", footer: "F1", rows: []),
            SectionSpec(footer: "F2", rows: [RowSpec(text: "B")]),
        ])
        var new = old
        new.sections[1].footer = "Changed"
        new.sections[2].footer = "Also"
        #expect(
            diff(old, new) == [
                "section 1 footer: title \"F1\" → \"Changed\"", "section 2 footer: title \"F2\" → \"Also\"",
            ])
    }

    @Test func movesCombineBothAxes() {
        let old = layout(table(["A"]))
        var new = old
        new.root.subviews[0].subviews[0].subviews[0].frame.x += 2
        new.root.subviews[0].subviews[0].subviews[0].frame.y -= 1.5
        #expect(
            LayoutDiff.changes(from: old, to: new).map(\.description) == [
                "section 0 row 0 textLabel: moved 2 pt right and 1.5 pt up"
            ])
    }

    @Test func longListsAreCappedWithACount() {
        let titles = (0..<300).map { "Row \($0)" }
        let changes = LayoutDiff.changes(
            from: layout(table(titles)), to: layout(table(titles.map { $0 + "!" })))
        #expect(changes.count == LayoutDiff.maximumChanges)
        #expect(changes.first?.description == "section 0 row 0 textLabel: text \"Row 0\" → \"Row 0!\"")
        #expect(changes.last == LayoutChange(subject: "table", change: "… and 101 more changes"))
    }

    @Test func changesRoundTripThroughJSON() throws {
        let change = LayoutChange(subject: "section 0 row 1", change: "height 44 → 60 pt")
        let data = try JSONEncoder().encode([change])
        #expect(try JSONDecoder().decode([LayoutChange].self, from: data) == [change])
    }

    @Test func customViewsAndTheRefreshControlAreWordedToo() {
        var old = table(["A"])
        old.refreshControl = RefreshControlSpec(refreshing: true)
        var badge = ViewSpec(kind: .view)
        badge.frame = SpecRect(x: 0, y: 0, width: 20, height: 20)
        badge.borderWidth = 1
        old.sections[0].rows[0].accessoryView = badge
        var new = old
        new.refreshControl = nil
        new.sections[0].rows[0].accessoryView?.borderWidth = 2
        let changes = diff(old, new)
        #expect(changes.contains("refresh control: removed"))
        #expect(changes.contains { $0.contains("border #000000 1 pt → #000000 2 pt") })
    }
}
