public import TableSpec

/// Turns a `TableSpec` into a `LayoutTree`: pure geometry, no drawing.
public struct LayoutEngine: Sendable {
    /// The look's numbers.
    public let metrics: TableMetrics
    /// Measures text for label sizes and baselines.
    public let measurer: any TextMeasuring

    public init(metrics: TableMetrics, measurer: any TextMeasuring) {
        self.metrics = metrics
        self.measurer = measurer
    }

    /// An engine with the metrics table of a look, in the light appearance.
    public init(for version: IOSVersion, measurer: any TextMeasuring) {
        self.init(metrics: .of(version), measurer: measurer)
    }

    /// An engine with the metrics table of the spec's look and appearance.
    public init(for spec: TableSpec, measurer: any TextMeasuring) {
        self.init(
            metrics: .of(spec.ios, spec.userInterfaceStyle, spec.preferredContentSizeCategory), measurer: measurer)
    }

    /// Lays out the whole table. Its text warnings are `warnings` when the caller knows them already (worked out
    /// from the same spec and fonts, so that a render collects them once), else collected here.
    public func layout(_ original: TableSpec, warnings: [TextWarning]? = nil) -> LayoutTree {
        let spec = original.pseudoLocalized()
        let grid = PixelGrid(scale: spec.scale)
        var context = TableContext(spec: spec, grid: grid, metrics: metrics, measurer: measurer)
        context.y += context.screenTopInset
        var subviews: [LayoutNode] = []
        if let header = context.fullWidthView(spec.tableHeaderView, .tableHeaderView)
            ?? context.tableLabel(spec.tableHeader, .tableHeaderView)
        {
            subviews.append(header)
        }
        var spans: [ScrollWindow.Section] = []
        for (index, section) in spec.sections.enumerated() {
            let first = subviews.count
            let top = context.y
            subviews += context.layoutSection(section, index: index)
            let range = first..<subviews.count
            spans.append(
                ScrollWindow.Section(
                    header: range.first { subviews[$0].kind == .sectionHeader },
                    footer: range.last { subviews[$0].kind == .sectionFooter }, top: top, bottom: context.y))
        }
        let rowsBottom = context.y
        if let footer = context.fullWidthView(spec.tableFooterView, .tableFooterView)
            ?? context.tableLabel(spec.tableFooter, .tableFooterView)
        {
            subviews.append(footer)
        }
        let offset = context.scrollOffset
        let height = spec.height ?? (context.y - offset)
        if spec.tableFooter == nil && spec.tableFooterView == nil {
            subviews += context.extraSeparators(from: rowsBottom, to: offset + height)
        }
        var control = context.refreshControlNode(offset: offset).map { [$0] } ?? []
        if spec.contentOffset != nil || offset != 0 {
            let window = ScrollWindow(top: offset, height: height)
            subviews = window.apply(subviews, sections: spans, floats: spec.style == .plain)
            control = window.apply(control, sections: [], floats: false)
        }
        subviews = control + subviews
        if let index = context.sectionIndex(height: height) { subviews.append(index) }
        let background =
            spec.backgroundColor.map(Color.init)
            ?? (spec.style.isGrouped ? metrics.groupedBackground : metrics.plainBackground)
        var root = LayoutNode(
            kind: .tableView, frame: Rect(x: 0, y: 0, width: spec.width, height: height),
            backgroundColor: background, subviews: subviews)
        if spec.style == .grouped, spec.backgroundColor == nil, let classic = metrics.classic {
            root.fill = .pinstripe(classic.pinstripe)
        }
        // The screen's bars over the table (`statusBar`).
        root.subviews += [
            context.navigationBarNode(top: context.safeAreaTop, offset: offset), context.statusBarNode(),
            context.toolbarNode(height: height, contentBottom: rowsBottom - offset),
            context.tabBarNode(height: height, contentBottom: rowsBottom - offset),
            context.floatingSearchNode(height: height),
            context.homeIndicatorNode(height: height),
        ].compactMap { $0 }
        if spec.layoutDirection == .rightToLeft { root = root.mirrored(inParentWidth: spec.width) }
        root.resolveArtwork(ArtworkSet(look: metrics.look, measurer: measurer))
        var tree = LayoutTree(width: spec.width, height: height, scale: spec.scale, root: root, look: metrics.look)
        tree.layoutDirection = spec.layoutDirection
        tree.locale = spec.locale
        tree.warnings = warnings ?? TextWarning.collect(spec, measurer: measurer)
        return tree
    }
}
