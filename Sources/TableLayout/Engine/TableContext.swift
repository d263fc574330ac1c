internal import TableSpec

/// The running state of one layout pass: the spec, its pixel grid, and the
/// y where the next view goes.
struct TableContext {
    let spec: TableSpec
    let grid: PixelGrid
    let metrics: TableMetrics
    let measurer: any TextMeasuring
    /// The cell and header margin for this table's width.
    let margin: Double
    /// `tintColor` of the table, or the look's default.
    let tint: Color
    /// Width of the section index column (0 without an index).
    let indexWidth: Double
    /// Width of cells, headers and footers: the table less the index column (flat-metrics §2).
    var rowWidth: Double { spec.width - indexWidth }
    /// Top of the next view in table coordinates.
    var y: Double = 0
    /// The bottom of the last section's last cell or footer view (the modern looks' section rounding stops there).
    var lastViewBottom: Double = 0
    /// How far the current section's classic group moves right in edit mode (0 otherwise).
    var sectionEditIndent: Double = 0

    init(spec: TableSpec, grid: PixelGrid, metrics: TableMetrics, measurer: any TextMeasuring) {
        self.spec = spec
        self.grid = grid
        self.metrics = Self.resolve(metrics, for: spec)
        self.measurer = measurer
        margin = metrics.margin(forWidth: spec.width, screenWidth: spec.device?.width)
        tint = spec.tintColor.map(Color.init) ?? metrics.tintColor
        indexWidth = Self.indexWidth(spec.sectionIndexTitles, metrics: metrics, grid: grid, measurer: measurer)
    }

    /// The look's metrics for the framework that draws it (`TableMetrics.swiftUI`) with the table's own colors
    /// applied (`separatorColor`, the index's colors), once, before layout, so that nothing downstream asks the
    /// spec.
    private static func resolve(_ metrics: TableMetrics, for spec: TableSpec) -> TableMetrics {
        let metrics =
            spec.framework == .swiftUI
            ? metrics.swiftUI(ios: spec.ios, dark: spec.userInterfaceStyle == .dark) : metrics
        guard spec.separatorColor != nil || spec.sectionIndexBackgroundColor != nil else { return metrics }
        var resolved = metrics
        if let color = spec.separatorColor.map(Color.init) {
            resolved.separatorColor = color
            resolved.classic?.groupedSeparatorColor = color
        }
        if let color = spec.sectionIndexBackgroundColor.map(Color.init) { resolved.index.background = color }
        return resolved
    }

    /// max(widest title, minimum width), as UITableViewIndex sizeThatFits (flat-metrics §2, DEC26).
    private static func indexWidth(
        _ titles: [String]?, metrics: TableMetrics, grid: PixelGrid, measurer: any TextMeasuring
    ) -> Double {
        guard let titles, !titles.isEmpty else { return 0 }
        let font = FontDescriptor(family: metrics.systemFontFamily, size: metrics.index.fontSize, weight: .bold)
        let widest = titles.map { grid.ceil(measurer.measure($0, font: font).width) }.max() ?? 0
        return max(metrics.index.minWidth, widest)
    }

    var isGrouped: Bool { spec.style.isGrouped }

    /// How a SwiftUI list's rows become the cell layout's (`nil` for a UIKit table).
    var swiftUILowering: SwiftUIRowLowering? {
        metrics.swiftUIList.map { SwiftUIRowLowering(list: $0, tint: tint) }
    }

    /// `.listRowSeparator(.hidden)` hides the separators at both edges of its row: its own, and the one above it,
    /// which the row before draws.
    func hidesSwiftUISeparator(below rowIndex: Int, in section: SectionSpec) -> Bool {
        guard spec.framework == .swiftUI else { return false }
        let hidden = { (index: Int) in section.rows[index].swiftUI?.listRowSeparator == .hidden }
        return hidden(rowIndex) || (rowIndex + 1 < section.rows.count && hidden(rowIndex + 1))
    }

    /// Whether sections are inset by the margin with rounded corners (`insetGrouped`, iOS 13+).
    var isInsetGrouped: Bool { spec.style == .insetGrouped }

    /// Whether sections sit in classic rounded boxes (the classic look's grouped style).
    var hasGroupBox: Bool { isGrouped && metrics.classic != nil }

    /// Left inset of cells in the table: the classic group's border box (9 + 1 pt), an inset grouped
    /// section's margin (M§2: the layout margin is also the section inset), else 0.
    var cellInset: Double {
        if isInsetGrouped { return margin }
        guard hasGroupBox else { return 0 }
        return classicGroup.groupInset + classicGroup.groupBorderWidth
    }

    /// Width of a cell: the row width, less the classic group's insets on both sides.
    var cellWidth: Double { max(0, rowWidth - 2 * cellInset) }

    /// Thickness of a separator line: 1 pt in the classic look, a hairline in the flat ones.
    var separatorThickness: Double { metrics.separatorThickness ?? grid.hairline }

    /// Whether grouped rows are etched (a dark line over a light one) in the classic look.
    var isEtched: Bool { hasGroupBox && spec.separatorStyle == .singleLineEtched }

    /// The classic numbers; only read where `metrics.classic` is known to be set.
    var classicGroup: ClassicMetrics { metrics.classic ?? TableMetrics.iOS6Classic }

    /// Header, cells and footer of one section, advancing `y`.
    mutating func layoutSection(_ section: SectionSpec, index: Int) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        // The modern looks start a section (its header, then its cells) on a device pixel, as UIKit rounds its section origins: the
        // 17.5 pt empty headers and footers would otherwise put them on half pixels at @1x and @3x (fidelity
        // against HA18 and RC, Docs/fidelity-modern.md), halves up the screen (RC at @1x puts them there).
        // The earlier looks keep their bytes.
        if index == 0 { lastViewBottom = y }  // the table header view or the refresh control ends here
        // Never above the previous section's last view (a row of a fractional height may end mid-pixel).
        if metrics.selfSizingRows && !metrics.roundsRowsToNearestPixel {
            y = max((y * grid.scale - 0.5).rounded(.up) / grid.scale, lastViewBottom)
        }
        if index == 0, !isGrouped, section.header == nil, section.headerView == nil, metrics.swiftUIList == nil {
            // iOS 15+: a plain table's first section starts `sectionHeaderTopPadding` down even without a
            // header (real iOS 17 and 18 screens, issue 40 [MED: the first section; later headerless sections
            // follow the one before as they always did, estimated]).
            y += metrics.plainHeaderTopPadding
        }
        if let view = section.headerView {
            if let header = fullWidthView(view, .sectionHeader) { nodes.append(header) }
        } else if let header = isGrouped
            ? groupedHeader(section.header, sectionIndex: index, headerStyle(section.headerConfiguration))
            : plainBar(section.header, .sectionHeader, headerStyle(section.headerConfiguration))
        {
            nodes.append(header)
        }
        // SwiftUI on iOS 16–18: the rows on the nearest pixel, the exact position restored below them.
        let exact = y
        if metrics.roundsRowsToNearestPixel { y = grid.round(y) }
        let groupTop = y
        if hasGroupBox { y += classicGroup.groupBorderWidth }
        sectionEditIndent = editIndent(section)
        defer { sectionEditIndent = 0 }
        var cells: [LayoutNode] = []
        var outsideControls: [LayoutNode] = []
        for (rowIndex, specRow) in section.rows.enumerated() {
            let isLast = rowIndex == section.rows.count - 1
            let nextHasHeader = index + 1 < spec.sections.count && spec.sections[index + 1].header != nil
            let row = swiftUILowering.map { $0.lower(specRow) } ?? specRow
            var position = RowPosition(
                isFirst: rowIndex == 0, isLast: isLast, grouped: isGrouped,
                hidesSeparator: !isGrouped && isLast && section.footer == nil && nextHasHeader
                    || hidesSwiftUISeparator(below: rowIndex, in: section))
            position.nextIsHighlighted = !isLast && hidesSeparatorsAround(section.rows[rowIndex + 1])
            var cell = CellLayout(row: row, indexPath: [index, rowIndex], position: position, context: self).node()
            cell.frame.x = cellInset + sectionEditIndent
            cell.frame.y = y
            if sectionEditIndent > 0 { outsideControls += takeEditControls(from: &cell) }
            y += cell.frame.height
            cells.append(cell)
        }
        if hasGroupBox && !section.rows.isEmpty {
            nodes.append(groupBox(top: groupTop))
        } else if hasGroupBox {
            y = groupTop
        }
        nodes += cells + outsideControls
        if metrics.roundsRowsToNearestPixel { y += exact - groupTop }
        lastViewBottom = y
        if let view = section.footerView {
            if let footer = fullWidthView(view, .sectionFooter) { nodes.append(footer) }
        } else if let footer = isGrouped
            ? groupedFooter(section.footer, footerStyle(section.footerConfiguration))
            : plainBar(section.footer, .sectionFooter, footerStyle(section.footerConfiguration))
        {
            nodes.append(footer)
        }
        if let last = nodes.last, last.kind == .sectionFooter { lastViewBottom = last.frame.maxY }
        return nodes
    }

    /// A classic grouped table that switches in and out of editing indents its groups, and the delete
    /// controls sit outside them on the pinstripe, on the left (HIG 2008/2010, seeds 002 and 000:
    /// Contacts' edit card). Rows that keep their indentation (`shouldIndentWhileEditing: false`, the
    /// always-editing tables of Stocks and Weather) keep the group in place and the controls inside.
    /// The group moves by the edit content shift (estimated, see `EditingMetrics.contentShift`).
    func editIndent(_ section: SectionSpec) -> Double {
        guard hasGroupBox, spec.editing, !section.rows.isEmpty,
            section.rows.allSatisfy(\.shouldIndentWhileEditing)
        else { return 0 }
        return metrics.editing.contentShift
    }

    /// Moves a cell's edit control out of it (into the table's coordinates), so that the rounded
    /// cell's clip does not hide it on the pinstripe.
    private func takeEditControls(from cell: inout LayoutNode) -> [LayoutNode] {
        let origin = cell.frame
        var controls: [LayoutNode] = []
        cell.subviews.removeAll { view in
            guard view.kind == .editControl else { return false }
            var moved = view
            moved.frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
            moved.indexPath = cell.indexPath
            controls.append(moved)
            return true
        }
        return controls
    }

    /// Whether `row` draws as selected or highlighted (not as a checked row of multiple selection).
    func showsHighlight(_ row: RowSpec) -> Bool {
        (row.selected || row.highlighted) && row.selectionStyle != .none
            && !(spec.editing && spec.allowsMultipleSelectionDuringEditing)
    }

    /// Whether the separators around `row` hide: a selected or highlighted row, and in the modern looks a row
    /// checked in multiple selection (`EditingMetrics.multiSelectHidesSeparators`).
    func hidesSeparatorsAround(_ row: RowSpec) -> Bool {
        if showsHighlight(row) { return true }
        return metrics.editing.multiSelectHidesSeparators && spec.editing && spec.allowsMultipleSelectionDuringEditing
            && row.selected && row.selectionStyle != .none
    }

    /// Space below the last section: none in plain tables (grouped footers already add it).
    func trailingPadding() -> Double { 0 }

    /// UIKit's separators below the last row of a plain table of fixed height,
    /// one per default row height (§B.8, GT-6: frame (15 y; 305 0.5) on 320 pt).
    func extraSeparators(from top: Double, to bottom: Double) -> [LayoutNode] {
        guard !isGrouped, metrics.separatesEmptyRows, spec.separatorStyle != .none, spec.height != nil else {
            return []
        }
        var nodes: [LayoutNode] = []
        var rowBottom = top + SpecDefaults.rowHeight
        let inset = metrics.separatorFollowsText ? margin : 0
        let thickness = separatorThickness
        while rowBottom <= bottom + thickness {
            let frame = Rect(x: inset, y: rowBottom - thickness, width: rowWidth - inset, height: thickness)
            nodes.append(LayoutNode(kind: .separator, frame: frame, backgroundColor: metrics.separatorColor))
            rowBottom += SpecDefaults.rowHeight
        }
        return nodes
    }

    /// Most lines any wrapping label may have.
    let maxLines = SpecLimits.standard.maxLines

    /// A font of the era's system family.
    func font(_ size: Double, _ weight: FontDescriptor.Weight = .regular) -> FontDescriptor {
        let display = metrics.displayFontFamily.flatMap { size >= metrics.displayFontMinimumSize ? $0 : nil }
        return FontDescriptor(family: display ?? metrics.systemFontFamily, size: size, weight: weight)
    }
}

/// Where a row sits in its section, which decides its separators.
struct RowPosition {
    let isFirst: Bool
    let isLast: Bool
    let grouped: Bool
    /// A plain table's last row before a section header shows no separator (flat-metrics §3.1, BS9 [MED]).
    var hidesSeparator = false
    /// Whether the next row of the section shows its selection (the flat looks hide the line between).
    var nextIsHighlighted = false
}
