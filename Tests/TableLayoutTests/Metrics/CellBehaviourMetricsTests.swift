import TableShotTesting
import TableSpec
import Testing

@testable import TableLayout

/// The behaviours iOS 7 changed, as named metrics: the classic look has the old ones, every later look the new.
@Suite struct CellBehaviourMetricsTests {
    @Test(arguments: IOSVersion.allCases)
    func eachLookHasItsErasBehaviour(ios: IOSVersion) {
        let metrics = TableMetrics.of(ios)
        let classic = ios == .six
        #expect(metrics.honorsSeparatorInset == !classic)
        #expect(metrics.centersAccessoryViewsOnGrid == classic)
        #expect(metrics.deleteConfirmationSlidesContent == !classic)
        #expect(metrics.selectionHighlightsContent == classic)
        #expect(metrics.selectionHidesSeparators == !classic)
        #expect((metrics.index.tableHeaderTextShadow != nil) == classic)
    }

    /// Layout reads the names, not the look: the classic table with the flat behaviours set lays a swiped row out
    /// as the flat looks do (its content slides) and honours its separator inset.
    @Test func layoutFollowsTheNamedBehaviour() {
        var row = RowSpec(text: "Swiped")
        row.showingDeleteConfirmation = true
        row.separatorInset = SeparatorInset(left: 60, right: 0)
        var spec = TableSpec(
            style: .plain, width: 320, scale: 2, sections: [SectionSpec(rows: [row, RowSpec(text: "B")])])
        spec.ios = .six
        var metrics = TableMetrics.of(.six)
        let classic = LayoutEngine(metrics: metrics, measurer: FakeTextMeasurer()).layout(spec)
        metrics.deleteConfirmationSlidesContent = true
        metrics.honorsSeparatorInset = true
        let named = LayoutEngine(metrics: metrics, measurer: FakeTextMeasurer()).layout(spec)
        let classicCell = classic.root.subviews.first { $0.kind == .cell }!
        let namedCell = named.root.subviews.first { $0.kind == .cell }!
        let classicContent = classicCell.subviews.first { $0.kind == .contentView }!
        let namedContent = namedCell.subviews.first { $0.kind == .contentView }!
        #expect(classicContent.frame.x == 0, "the classic content stays")
        #expect(namedContent.frame.x < 0, "the content slides left")
        #expect(classic.dump() != named.dump())
    }
}
