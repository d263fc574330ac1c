import TableLayout
import TableShotTesting
import TableSpec
import Testing

/// Reproduces the iOS 7.0 runtime dump GT-3b (uikit-metrics.md §B.5) to the point, with a measurer
/// that gives "Delete" in Helvetica Neue 18 its real width of 52 pt.
@Suite struct SwipeDumpTests {
    struct DeleteWidthMeasurer: TextMeasuring {
        let base = FakeTextMeasurer()
        func measure(_ text: String, font: FontDescriptor) -> TextMetrics {
            var metrics = base.measure(text, font: font)
            if text == "Delete" && font.size == 18 { metrics.width = 52 }
            return metrics
        }
        func wrappedHeight(_ text: String, font: FontDescriptor, width: Double, maxLines: Int) -> Double {
            base.wrappedHeight(text, font: font, width: width, maxLines: maxLines)
        }
    }

    @Test func swipedCellMatchesGT3b() throws {
        var row = RowSpec(text: "Title", accessoryType: .disclosureIndicator)
        row.showingDeleteConfirmation = true
        let spec = TableSpec(sections: [SectionSpec(rows: [row])])
        let tree = LayoutEngine(for: .seven, measurer: DeleteWidthMeasurer()).layout(spec)
        let cell = try #require(tree.root.child(.cell))
        let button = try #require(cell.child(.deleteConfirmationButton))
        // GT-3b: UITableViewCellDeleteConfirmationView 82 wide, button 82 × 43.5, label (15 11; 52 22).
        #expect(button.frame == Rect(238, 0, 82, 43.5))
        #expect(button.child(.textLabel)?.frame == Rect(15, 11, 52, 22))
        // GT-3b: the separator (97 43.5; 305 0.5) and chevron x = 297 are in the cell's scroll view,
        // scrolled 82 pt: on screen they sit 82 pt further left.
        #expect(cell.child(.separator)?.frame == Rect(-67, 43.5, 305, 0.5))
        #expect(cell.child(.accessoryView)?.frame == Rect(302 - 82, 16, 8, 12.5))
        #expect(cell.child(.contentView)?.frame == Rect(-82, 0, 287, 43.5))
    }
}
