import Foundation
import TableLayout
import TableSpec
import Testing

/// Editing, swipe-to-delete, reorder and multiple selection (flat-metrics.md §1, uikit-metrics.md §B.5).
@Suite struct EditingLayoutTests {
    private func editingTable(_ rows: [RowSpec], style: TableStyle = .plain, multiSelect: Bool = false) -> TableSpec {
        var spec = table(rows, style: style)
        spec.editing = true
        spec.allowsMultipleSelectionDuringEditing = multiSelect
        return spec
    }

    private func row(_ configure: (inout RowSpec) -> Void) -> RowSpec {
        var row = RowSpec(text: "Row")
        configure(&row)
        return row
    }

    @Test func deleteControlShiftsTheContentBy38ButNotTheSeparator() throws {
        let cell = try #require(layout(editingTable([row { $0.editingStyle = .delete }])).root.child(.cell))
        let control = try #require(cell.child(.editControl))
        #expect(control.frame == Rect(12, 12, 22, 22))
        #expect(control.control == .delete && control.isOn == false)
        #expect(control.tintColor == Color(hex: 0xFF3B30))
        let content = try #require(cell.child(.contentView))
        #expect(content.frame == Rect(38, 0, 282, 43.5))
        #expect(content.child(.textLabel)?.frame == Rect(15, 0, 252, 43.5))
        #expect(cell.child(.separator)?.frame == Rect(15, 43.5, 305, 0.5))
    }

    @Test func insertControlIsGreenAndNoneStillIndents() throws {
        let tree = layout(editingTable([row { $0.editingStyle = .insert }, row { $0.editingStyle = .none }]))
        let cells = tree.root.children(.cell)
        #expect(cells[0].child(.editControl)?.control == .insert)
        #expect(cells[0].child(.editControl)?.tintColor == Color(hex: 0x4CD964))
        #expect(cells[1].child(.editControl) == nil)
        #expect(cells[1].child(.contentView)?.frame.x == 38)
    }

    @Test func groupedRowsThatShouldNotIndentStayPut() throws {
        let spec = editingTable(
            [row { $0.shouldIndentWhileEditing = false }, row { $0.editingStyle = .delete }], style: .grouped)
        let cells = layout(spec).root.children(.cell)
        #expect(cells.map { $0.child(.contentView)?.frame.x } == [0, 38])
        var plain = spec
        plain.style = .plain
        #expect(layout(plain).root.children(.cell).first?.child(.contentView)?.frame.x == 38)
    }

    @Test func reorderGripReplacesTheAccessory() throws {
        let spec = editingTable([
            row {
                $0.showsReorderControl = true
                $0.accessoryType = .disclosureIndicator
            }
        ])
        let cell = try #require(layout(spec).root.child(.cell))
        let grip = try #require(cell.child(.reorderControl))
        #expect(grip.frame == Rect(283, 18, 22, 8.5))
        #expect(grip.control == .reorder && grip.tintColor == Color(hex: 0xC7C7CC))
        #expect(cell.child(.accessoryView) == nil)
        #expect(cell.child(.contentView)?.frame == Rect(38, 0, 242, 43.5))
    }

    @Test func editingAccessoryTypeReplacesAccessoryType() throws {
        let spec = editingTable([
            row {
                $0.accessoryType = .checkmark
                $0.editingAccessoryType = .disclosureIndicator
            }
        ])
        let accessory = try #require(layout(spec).root.child(.cell)?.child(.accessoryView))
        #expect(accessory.accessoryType == .disclosureIndicator)
        var normal = spec
        normal.editing = false
        #expect(layout(normal).root.child(.cell)?.child(.accessoryView)?.accessoryType == .checkmark)
    }

    @Test func editModeDeleteConfirmationTurnsTheMinusAndShowsTheButton() throws {
        let spec = editingTable([
            row {
                $0.editingStyle = .delete
                $0.showingDeleteConfirmation = true
                $0.accessoryType = .disclosureIndicator
            }
        ])
        let cell = try #require(layout(spec).root.child(.cell))
        #expect(cell.child(.editControl)?.isOn == true)
        let button = try #require(cell.child(.deleteConfirmationButton))
        // Fake measurer: "Delete" at 18 pt is 6 × 9 = 54 pt wide → 54 + 2 × 15 = 84.
        #expect(button.frame == Rect(236, 0, 84, 43.5))
        #expect(button.backgroundColor == Color(hex: 0xFF3B30))
        #expect(button.child(.textLabel)?.frame == Rect(15, 11, 54, 22))
        #expect(button.child(.textLabel)?.text?.color == .white)
        #expect(cell.child(.accessoryView) == nil)
        #expect(cell.child(.contentView)?.frame == Rect(38, 0, 198, 43.5))
    }

    @Test func swipedRowSlidesEverythingLeftByTheButtonWidth() throws {
        var swiped = row {
            $0.showingDeleteConfirmation = true
            $0.accessoryType = .disclosureIndicator
        }
        swiped.deleteConfirmationTitle = "Remove"
        let cell = try #require(layout(table([swiped])).root.child(.cell))
        #expect(cell.clipsToBounds)
        let button = try #require(cell.child(.deleteConfirmationButton))
        #expect(button.frame == Rect(236, 0, 84, 43.5))
        #expect(button.child(.textLabel)?.text?.text == "Remove")
        #expect(cell.child(.contentView)?.frame == Rect(-84, 0, 287, 43.5))
        // GT-3b: the chevron moves 5 pt further than the content (302 → 297 before the offset)…
        #expect(cell.child(.accessoryView)?.frame == Rect(302 - 84 - 5, 16, 8, 12.5))
        // …and the separator stays where it was on screen, under the button (Docs/research §3a).
        #expect(cell.child(.separator)?.frame == Rect(15, 43.5, 305, 0.5))
        #expect(cell.child(.editControl) == nil)
    }

    @Test func modernMultipleSelectionFollowsARealIOS18Table() throws {
        // Issue 40's iOS 18 screen (plain, 20 pt margins at 393 pt, Large): a checked row is systemGray4 with its
        // separators hidden, the circle 20.7 pt across centred 31.3 pt in, titles from 59.7.
        let json =
            #"{"ios":"18","width":393,"editing":true,"allowsMultipleSelectionDuringEditing":true,"sections":[{"rows":[{"text":"Anna","selected":true},{"text":"Bert"},{"text":"Carl"}]}]}"#
        let cells = try ModernLayoutTests.tree(json).root.children(.cell)
        let circle = try #require(cells[0].child(.editControl))
        #expect(abs(circle.frame.width - 20.7) < 0.001)
        #expect(abs(circle.frame.x + circle.frame.width / 2 - 31.3) < 0.34)  // on the 1/3 pt grid
        let title = try #require(cells[1].child(.contentView)?.child(.textLabel))
        #expect(abs(title.frame.x + (cells[1].child(.contentView)?.frame.x ?? 0) - 59.7) < 0.001)
        #expect(cells[0].backgroundColor == SystemPalette.light.systemGray4)
        #expect(cells[0].children(.separator).isEmpty)
        #expect(cells[1].children(.separator).count == 1)
        // At the 16 pt margin the circle moves in with it.
        let narrowJSON = json.replacingOccurrences(of: "393", with: "375")
        let narrow = try #require(
            try ModernLayoutTests.tree(narrowJSON).root.children(.cell).first?.child(.editControl))
        #expect(abs(narrow.frame.x + narrow.frame.width / 2 - 27.3) < 0.34)
    }

    @Test func multipleSelectionShowsCirclesAndTheLightBlueBackground() throws {
        let spec = editingTable(
            [row { $0.selected = true }, row { $0.editingStyle = .delete }], multiSelect: true)
        let cells = layout(spec).root.children(.cell)
        #expect(cells.map { $0.child(.editControl)?.control } == [.multiSelect, .multiSelect])
        #expect(cells.map { $0.child(.editControl)?.isOn } == [true, false])
        #expect(cells[1].child(.editControl)?.strokeColor == Color(hex: 0xC7C7CC))
        #expect(cells.map(\.backgroundColor) == [Color(hex: 0xE9F0FA), .white])
    }
}

extension EditingLayoutTests {
    @Test func onlyDeleteStyleRowsConfirmInEditMode() throws {
        var spec = table([RowSpec(text: "Row")])
        spec.editing = true
        spec.sections[0].rows[0].showingDeleteConfirmation = true
        let cell = try #require(layout(spec).root.child(.cell))
        #expect(cell.child(.deleteConfirmationButton) == nil)
    }
}
