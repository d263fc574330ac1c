import TableLayout
import TableSpec
import Testing

/// Pins the iOS 7 frames of `../shared/uikit-metrics.md` §B (runtime dumps GT-3/4/5).
@Suite struct CellFrameTests {
    @Test func defaultRowMatchesGT4() throws {
        let tree = layout(table([RowSpec(text: "Title")]))
        let cell = try #require(tree.root.child(.cell))
        #expect(cell.frame == Rect(0, 0, 320, 44))
        #expect(cell.indexPath == [0, 0])
        let content = try #require(cell.child(.contentView))
        #expect(content.frame == Rect(0, 0, 320, 43.5))
        #expect(content.child(.textLabel)?.frame == Rect(15, 0, 290, 43.5))
        let separator = try #require(cell.child(.separator))
        #expect(separator.frame == Rect(15, 43.5, 305, 0.5))
        #expect(separator.backgroundColor == Color(hex: 0xC8C7CC))
        #expect(tree.height == 44)
    }

    @Test func defaultRowAt375MatchesGT5() throws {
        let tree = layout(table([RowSpec(text: "Title")], width: 375))
        #expect(tree.root.child(.cell)?.child(.contentView)?.child(.textLabel)?.frame == Rect(15, 0, 345, 43.5))
    }

    @Test func disclosureIndicatorMatchesGT3() throws {
        let cell = try #require(
            layout(table([RowSpec(text: "Title", accessoryType: .disclosureIndicator)])).root.child(.cell))
        let accessory = try #require(cell.child(.accessoryView))
        #expect(accessory.frame == Rect(302, 16, 8, 12.5))
        #expect(accessory.accessoryType == .disclosureIndicator)
        #expect(accessory.tintColor == Color(hex: 0xC7C7CC))
        let content = try #require(cell.child(.contentView))
        #expect(content.frame == Rect(0, 0, 287, 43.5))
        #expect(content.child(.textLabel)?.frame == Rect(15, 0, 270, 43.5))
    }

    @Test func hairlineIsOneDevicePixel() throws {
        for (scale, hairline) in [(1, 1.0), (2, 0.5), (3, 1.0 / 3)] {
            let cell = try #require(layout(table([RowSpec(text: "A")], scale: scale)).root.child(.cell))
            #expect(cell.child(.separator)?.frame.height == hairline)
            #expect(cell.child(.contentView)?.frame.height == 44 - hairline)
        }
    }

    @Test func otherAccessoriesSitAtTheRightEdge() throws {
        let rows: [AccessoryType] = [.checkmark, .detailButton, .detailDisclosureButton]
        let tree = layout(table(rows.map { RowSpec(text: "A", accessoryType: $0) }))
        let frames = tree.root.children(.cell).compactMap { $0.child(.accessoryView)?.frame }
        #expect(frames == [Rect(295.5, 17, 13.5, 10.5), Rect(286.5, 10, 23.5, 23.5), Rect(266.5, 10, 43.5, 23.5)])
        let detailDisclosure = try #require(tree.root.children(.cell)[2].child(.accessoryView))
        #expect(detailDisclosure.subviews.map(\.accessoryType) == [.detailButton, .disclosureIndicator])
        #expect(detailDisclosure.subviews.map(\.frame) == [Rect(0, 0, 23.5, 23.5), Rect(35.5, 5.5, 8, 12.5)])
        #expect(tree.root.children(.cell)[1].child(.contentView)?.frame.width == 271.5)
    }

    @Test func indentationShiftsTextAndSeparator() throws {
        let cell = try #require(
            layout(table([RowSpec(text: "A", indentationLevel: 2, indentationWidth: 12)])).root.child(.cell))
        #expect(cell.child(.contentView)?.child(.textLabel)?.frame == Rect(39, 0, 266, 43.5))
        #expect(cell.child(.separator)?.frame.x == 39)
    }

    @Test func explicitSeparatorInset() throws {
        let row = RowSpec(text: "A", separatorInset: SeparatorInset(left: 0, right: 20))
        let cell = try #require(layout(table([row])).root.child(.cell))
        #expect(cell.child(.separator)?.frame == Rect(0, 43.5, 300, 0.5))
    }

    /// A grouped section's last row: its bottom line is the section's bottom edge, full width whatever its
    /// `separatorInset` (`CellLayout.separators`); the inset still moves its content, and the rows above keep
    /// the inset for their lines.
    @Test func groupedLastRowDrawsItsEdgeFullWidthDespiteSeparatorInset() throws {
        let inset = SeparatorInset(left: 50, right: 20)
        let rows = [RowSpec(text: "A", separatorInset: inset), RowSpec(text: "B", separatorInset: inset)]
        let cells = layout(table(rows, style: .grouped)).root.children(.cell)
        try #require(cells.count == 2)
        #expect(cells[0].children(.separator).map(\.frame) == [Rect(0, 0, 320, 0.5), Rect(50, 43.5, 250, 0.5)])
        #expect(cells[1].children(.separator).map(\.frame) == [Rect(0, 43.5, 320, 0.5)])
        #expect(cells.map { $0.child(.contentView)?.child(.textLabel)?.frame.x } == [50, 50])
        // A section of one row: both its lines are edges.
        let single = try #require(layout(table([rows[0]], style: .grouped)).root.child(.cell))
        #expect(single.children(.separator).map(\.frame) == [Rect(0, 0, 320, 0.5), Rect(0, 43.5, 320, 0.5)])
    }

    @Test func imageIsCenteredAndTextFollowsIt() throws {
        let image = SpecImage(png: [], pixelWidth: 58, pixelHeight: 58, scale: 2)
        let cell = try #require(layout(table([RowSpec(text: "A", image: image)])).root.child(.cell))
        let content = try #require(cell.child(.contentView))
        #expect(content.child(.imageView)?.frame == Rect(15, 7.5, 29, 29))
        #expect(content.child(.textLabel)?.frame == Rect(59, 0, 246, 43.5))
        #expect(cell.child(.separator)?.frame.x == 59)
    }

    @Test func tallImageScalesDownToTheContentHeight() throws {
        let image = SpecImage(png: [], pixelWidth: 100, pixelHeight: 200, scale: 1)
        let cell = try #require(layout(table([RowSpec(text: "A", image: image)])).root.child(.cell))
        #expect(cell.child(.contentView)?.child(.imageView)?.frame == Rect(15, 0, 22, 43.5))
    }

    @Test func selectedAndHighlightedRowsUseTheSelectionGray() {
        let tree = layout(
            table([RowSpec(text: "A", selected: true), RowSpec(text: "B", highlighted: true), RowSpec(text: "C")]))
        #expect(
            tree.root.children(.cell).map(\.backgroundColor) == [Color(hex: 0xD8D8D8), Color(hex: 0xD8D8D8), .white])
    }

    @Test func separatorStyleNoneGivesFullHeightContent() throws {
        var spec = table([RowSpec(text: "A")])
        spec.separatorStyle = .none
        let cell = try #require(layout(spec).root.child(.cell))
        #expect(cell.children(.separator).isEmpty)
        #expect(cell.child(.contentView)?.frame.height == 44)
    }
}
