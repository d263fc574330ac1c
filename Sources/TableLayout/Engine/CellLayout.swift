internal import TableSpec

/// Lays out one cell in its own coordinates: content view, labels, image,
/// accessory and separators. The caller places the cell's frame in the table.
struct CellLayout {
    let row: RowSpec
    let indexPath: [Int]
    let position: RowPosition
    let context: TableContext

    var metrics: FlatMetrics { context.metrics }
    var grid: PixelGrid { context.grid }
    var width: Double { context.spec.width }
    var hasSeparator: Bool { context.spec.separatorStyle == .singleLine }

    /// Height of the content view: the row less one hairline when a separator shows (§0, GT-3/4/5).
    var contentHeight: Double { hasSeparator ? row.rowHeight - grid.hairline : row.rowHeight }

    /// Left edge of the content after `indentationLevel × indentationWidth` (§0, LM contentIndentationForCell).
    var indentedMargin: Double { context.margin + Double(row.indentationLevel) * row.indentationWidth }

    func node() -> LayoutNode {
        let accessory = accessoryNode()
        let contentWidth = accessory.map { $0.frame.minX - metrics.contentAccessoryGap } ?? width
        let image = imageNode()
        let textX = image.map { $0.frame.maxX + metrics.imageTextGap } ?? indentedMargin
        let textRight =
            accessory == nil ? contentWidth - context.margin : contentWidth - metrics.textTrailingWithAccessory
        var contentSubviews: [LayoutNode] = image.map { [$0] } ?? []
        contentSubviews += labels(x: textX, width: max(0, textRight - textX))
        let content = LayoutNode(
            kind: .contentView, frame: Rect(x: 0, y: 0, width: max(0, contentWidth), height: contentHeight),
            subviews: contentSubviews)
        var subviews = [content]
        if let accessory { subviews.append(accessory) }
        subviews += separators(textX: textX)
        let isSelected = row.selected || row.highlighted
        return LayoutNode(
            kind: .cell, frame: Rect(x: 0, y: 0, width: width, height: row.rowHeight),
            backgroundColor: isSelected ? metrics.selectedBackground : metrics.cellBackground,
            indexPath: indexPath, subviews: subviews)
    }

    /// The image view: at the (indented) margin, centred vertically, scaled
    /// down proportionally when taller than the content view (§B.1, LM).
    func imageNode() -> LayoutNode? {
        guard let image = row.image else { return nil }
        var size = Size(width: image.pointWidth, height: image.pointHeight)
        if size.height > contentHeight {
            size = Size(width: grid.round(size.width * contentHeight / size.height), height: contentHeight)
        }
        let frame = Rect(
            x: indentedMargin, y: grid.round((contentHeight - size.height) / 2), width: size.width,
            height: size.height)
        return LayoutNode(kind: .imageView, frame: frame, image: image)
    }

    /// The bottom separator, inset to the text (or `separatorInset`); full
    /// width at a grouped section's edges, where a top separator is added too.
    func separators(textX: Double) -> [LayoutNode] {
        guard hasSeparator else { return [] }
        let line = { (x: Double, y: Double, w: Double) in
            LayoutNode(
                kind: .separator, frame: Rect(x: x, y: y, width: max(0, w), height: grid.hairline),
                backgroundColor: metrics.separatorColor)
        }
        var nodes: [LayoutNode] = []
        if position.grouped && position.isFirst { nodes.append(line(0, 0, width)) }
        let left = position.grouped && position.isLast ? 0 : (row.separatorInset?.left ?? textX)
        let right = position.grouped && position.isLast ? 0 : (row.separatorInset?.right ?? 0)
        nodes.append(line(left, row.rowHeight - grid.hairline, width - left - right))
        return nodes
    }
}
