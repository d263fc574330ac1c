import TableLayout
import TableShotTesting
import TableSpec
import Testing

/// Scrolled tables, floating plain headers and the refresh control (issue 10).
@Suite struct ScrollLayoutTests {
    /// Two plain sections: "A" with 3 rows, "B" with 10 (iOS 7: 23 pt headers, 44 pt rows).
    private func twoSections(offset: Double, height: Double = 200) -> TableSpec {
        var spec = TableSpec(sections: [
            SectionSpec(header: "A", rows: (1...3).map { RowSpec(text: "A\($0)") }),
            SectionSpec(header: "B", rows: (1...10).map { RowSpec(text: "B\($0)") }),
        ])
        spec.height = height
        spec.contentOffset = SpecPoint(x: 0, y: offset)
        return spec
    }

    @Test func onlyTheWindowIsLaidOutAndMovedUp() throws {
        let tree = layout(twoSections(offset: 300))
        #expect(tree.height == 200)
        let cells = tree.root.children(.cell)
        #expect(cells.allSatisfy { $0.frame.maxY > 0 && $0.frame.minY < 200 })
        // B's rows start at 23 + 3 × 44 + 23 = 178; row B4 (index 3) spans 310…354 → 10…54 on screen.
        #expect(cells.first { $0.indexPath == [1, 3] }?.frame.minY == 10)
    }

    @Test func theCurrentHeaderFloatsAndIsPushedUpByTheNext() throws {
        let pinned = layout(twoSections(offset: 300)).root
        #expect(pinned.children(.sectionHeader).map(\.frame.minY) == [0])
        #expect(pinned.subviews.last { $0.kind != .sectionIndex }?.kind == .sectionHeader, "drawn over the rows")
        // At 150, section A ends at 155: its header is pushed up to 155 − 23 − 150 = −18 (and drawn last, over
        // the rows), and B's sits at 155 − 150 = 5.
        let pushed = layout(twoSections(offset: 150)).root
        #expect(pushed.children(.sectionHeader).map(\.frame.minY) == [5, -18])
    }

    @Test func groupedHeadersScrollWithTheRows() throws {
        var spec = twoSections(offset: 300)
        spec.style = .grouped
        #expect(layout(spec).root.children(.sectionHeader).allSatisfy { $0.frame.minY != 0 })
    }

    @Test func refreshingPushesTheRowsDown() throws {
        var spec = TableSpec(sections: [SectionSpec(rows: [RowSpec(text: "A")])])
        spec.refreshControl = RefreshControlSpec(refreshing: true)
        let root = layout(spec).root
        #expect(root.child(.refreshControl)?.frame == Rect(0, 0, 320, 60))
        #expect(root.child(.cell)?.frame.minY == 60)
        #expect(root.frame.height == 104)
    }

    @Test func aPullRevealsTheControlSpokeBySpoke() throws {
        var spec = TableSpec(sections: [SectionSpec(rows: [RowSpec(text: "A")])])
        spec.height = 200
        spec.refreshControl = RefreshControlSpec()
        spec.contentOffset = SpecPoint(x: 0, y: -30)
        let control = try #require(layout(spec).root.child(.refreshControl))
        #expect(control.frame == Rect(0, 0, 320, 30))
        guard case .spinner(let spokes, let visible, _, _, _, _) = control.subviews.first?.glyph else {
            Issue.record("expected a spinner")
            return
        }
        #expect(visible == spokes / 2)
        spec.contentOffset = SpecPoint(x: 0, y: 0)
        #expect(layout(spec).root.child(.refreshControl) == nil)
    }

    @Test func classicPullsATeardrop() throws {
        var spec = TableSpec(ios: .six, sections: [SectionSpec(rows: [RowSpec(text: "A")])])
        spec.height = 200
        spec.refreshControl = RefreshControlSpec()
        spec.contentOffset = SpecPoint(x: 0, y: -80)
        let control = try #require(layout(spec).root.child(.refreshControl))
        #expect(control.subviews.first?.glyph == .teardrop(stretch: 36))
    }
}
