internal import TableSpec

/// The running state of one layout pass: the spec, its pixel grid, and the
/// y where the next view goes.
struct TableContext {
    let spec: TableSpec
    let grid: PixelGrid
    let metrics: FlatMetrics
    let measurer: any TextMeasuring
    /// The cell and header margin for this table's width.
    let margin: Double
    /// Top of the next view in table coordinates.
    var y: Double = 0

    init(spec: TableSpec, grid: PixelGrid, metrics: FlatMetrics, measurer: any TextMeasuring) {
        self.spec = spec
        self.grid = grid
        self.metrics = metrics
        self.measurer = measurer
        margin = metrics.margin(forWidth: spec.width)
    }

    var isGrouped: Bool { spec.style == .grouped }

    /// Header, cells and footer of one section, advancing `y`.
    mutating func layoutSection(_ section: SectionSpec, index: Int) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        if let header = isGrouped
            ? groupedHeader(section.header, sectionIndex: index) : plainBar(section.header, .sectionHeader)
        {
            nodes.append(header)
        }
        for (rowIndex, row) in section.rows.enumerated() {
            let position = RowPosition(
                isFirst: rowIndex == 0, isLast: rowIndex == section.rows.count - 1, grouped: isGrouped)
            var cell = CellLayout(row: row, indexPath: [index, rowIndex], position: position, context: self).node()
            cell.frame.y = y
            y += cell.frame.height
            nodes.append(cell)
        }
        if let footer = isGrouped ? groupedFooter(section.footer) : plainBar(section.footer, .sectionFooter) {
            nodes.append(footer)
        }
        return nodes
    }

    /// Space below the last section: none in plain tables (grouped footers already add it).
    func trailingPadding() -> Double { 0 }

    /// UIKit's separators below the last row of a plain table of fixed height,
    /// one per default row height (§B.8, GT-6: frame (15 y; 305 0.5) on 320 pt).
    func extraSeparators(from top: Double, to bottom: Double) -> [LayoutNode] {
        guard !isGrouped, spec.separatorStyle == .singleLine, spec.height != nil else { return [] }
        var nodes: [LayoutNode] = []
        var rowBottom = top + SpecDefaults.rowHeight
        while rowBottom <= bottom + grid.hairline {
            let frame = Rect(
                x: margin, y: rowBottom - grid.hairline, width: spec.width - margin,
                height: grid.hairline)
            nodes.append(LayoutNode(kind: .separator, frame: frame, backgroundColor: metrics.separatorColor))
            rowBottom += SpecDefaults.rowHeight
        }
        return nodes
    }

    /// A font of the era's system family.
    func font(_ size: Double, _ weight: FontDescriptor.Weight = .regular) -> FontDescriptor {
        FontDescriptor(family: metrics.systemFontFamily, size: size, weight: weight)
    }
}

/// Where a row sits in its section, which decides its separators.
struct RowPosition {
    let isFirst: Bool
    let isLast: Bool
    let grouped: Bool
}
