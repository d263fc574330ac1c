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
        // scrolled 82 pt: on screen the separator stays at 15 (UIKit lays it out against the offset) and the
        // chevron, re-laid-out 5 pt left of its unswiped 302, sits at 297 − 82.
        #expect(cell.child(.separator)?.frame == Rect(15, 43.5, 305, 0.5))
        #expect(cell.child(.accessoryView)?.frame == Rect(297 - 82, 16, 8, 12.5))
        #expect(cell.child(.contentView)?.frame == Rect(-82, 0, 287, 43.5))
    }

    /// GT-5 (iOS 8/9, 375 pt, custom title "sma11case"): the separator (132.5 43.5; 243 0.5) under the
    /// ≈117 pt bounds offset shows at 15…258, ending at the 117 pt button; the content view moves.
    @Test func swipedCellMatchesGT5() throws {
        struct TitleMeasurer: TextMeasuring {
            let base = FakeTextMeasurer()
            func measure(_ text: String, font: FontDescriptor) -> TextMetrics {
                var metrics = base.measure(text, font: font)
                if text == "sma11case" { metrics.width = 87 }
                return metrics
            }
            func wrappedHeight(_ text: String, font: FontDescriptor, width: Double, maxLines: Int) -> Double {
                base.wrappedHeight(text, font: font, width: width, maxLines: maxLines)
            }
        }
        var row = RowSpec(text: "Title")
        row.showingDeleteConfirmation = true
        row.deleteConfirmationTitle = "sma11case"
        var spec = TableSpec(ios: .twelve, sections: [SectionSpec(rows: [row])])
        spec.width = 375
        let cell = try #require(
            LayoutEngine(for: .twelve, measurer: TitleMeasurer()).layout(spec).root.child(.cell))
        #expect(cell.child(.deleteConfirmationButton)?.frame == Rect(258, 0, 117, 43.5))
        // GT-5 shows x = 15 (iOS 8's margin); the "12" look's margin is 16 (TC new SDK, GT-7/8).
        #expect(cell.child(.separator)?.frame == Rect(16, 43.5, 258 - 16, 0.5))
        #expect(cell.child(.contentView)?.frame == Rect(-117, 0, 375, 43.5))
    }

    /// GT-1 (iOS 6, Docs/research/issue10-uikit-facts.md §3b): a 55 pt plain row with a disclosure
    /// indicator has its content view at (0 0; 300 54), the chevron image at screen (300, 20), and a
    /// full-width 1 pt separator at (0 54; 320 1).
    @Test func classicDisclosureCellMatchesGT1() throws {
        let row = RowSpec(text: "Player", accessoryType: .disclosureIndicator, rowHeight: 55)
        let spec = TableSpec(ios: .six, sections: [SectionSpec(rows: [row])])
        let cell = try #require(LayoutEngine(for: .six, measurer: FakeTextMeasurer()).layout(spec).root.child(.cell))
        #expect(cell.child(.contentView)?.frame == Rect(0, 0, 300, 54))
        #expect(cell.child(.accessoryView)?.frame == Rect(300, 20, 10, 13))
        #expect(cell.child(.separator)?.frame == Rect(0, 54, 320, 1))
    }
}
