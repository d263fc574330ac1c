internal import TableSpec

/// Lays out one cell in its own coordinates: content view, labels, image,
/// accessory, editing controls and separators. The caller places the cell's
/// frame in the table.
struct CellLayout {
    let row: RowSpec
    let indexPath: [Int]
    let position: RowPosition
    let context: TableContext
    /// The row's height: `rowHeight`, grown to fit wrapping text.
    private(set) var height: Double

    init(row: RowSpec, indexPath: [Int], position: RowPosition, context: TableContext) {
        self.row = row
        self.indexPath = indexPath
        self.position = position
        self.context = context
        height = row.rowHeight
        if row.numberOfLines != 1 {
            height = max(height, heightForWrappedText(textWidth: textArea().width))
        }
    }

    /// The trailing views, the image and the text's place in the content view, for the current height.
    struct TextArea {
        let parts: TrailingParts
        let image: LayoutNode?
        let contentWidth: Double
        let x: Double
        let width: Double
    }

    /// Where the text goes: after the image (or at the indented margin), up to the trailing margin.
    func textArea() -> TextArea {
        let parts = trailingParts()
        let image = imageNode()
        let textX = image.map { $0.frame.maxX + metrics.imageTextGap } ?? indentedMargin
        let contentWidth = max(0, parts.contentRight - editShift)
        let right =
            parts.hasAccessory ? contentWidth - metrics.textTrailingWithAccessory : contentWidth - context.margin
        return TextArea(parts: parts, image: image, contentWidth: contentWidth, x: textX, width: max(0, right - textX))
    }

    var metrics: FlatMetrics { context.metrics }
    var grid: PixelGrid { context.grid }
    var width: Double { context.rowWidth }
    var hasSeparator: Bool { context.spec.separatorStyle == .singleLine }
    var isEditing: Bool { context.spec.editing }

    /// Height of the content view: the row less one hairline when a separator shows (§0, GT-3/4/5).
    var contentHeight: Double { hasSeparator ? height - grid.hairline : height }

    /// Left edge of the content after `indentationLevel × indentationWidth` (§0, LM contentIndentationForCell).
    var indentedMargin: Double { context.margin + Double(row.indentationLevel) * row.indentationWidth }

    func node() -> LayoutNode {
        let area = textArea()
        let textX = area.x
        var contentSubviews: [LayoutNode] = area.image.map { [$0] } ?? []
        contentSubviews += labels(x: textX, width: area.width)
        let content = LayoutNode(
            kind: .contentView, frame: Rect(x: editShift, y: 0, width: area.contentWidth, height: contentHeight),
            subviews: contentSubviews)
        var subviews = [content] + area.parts.views
        if let control = editControlNode() { subviews.append(control) }
        subviews += separators(textX: textX)
        var cell = LayoutNode(
            kind: .cell, frame: Rect(x: 0, y: 0, width: width, height: height), backgroundColor: background,
            indexPath: indexPath, subviews: subviews)
        if row.showingDeleteConfirmation && !isEditing { cell = swiped(cell) }
        return cell
    }

    /// The cell's fill: the selection color when selected or highlighted (§B.3), white otherwise.
    private var background: Color {
        guard row.selected || row.highlighted, row.selectionStyle != .none else { return metrics.cellBackground }
        return isMultiSelecting ? metrics.editing.multiSelectBackground : metrics.selectedBackground
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
    /// It does not move with the content while editing (flat-metrics §1.3, BS9).
    func separators(textX: Double) -> [LayoutNode] {
        guard hasSeparator, !position.hidesSeparator else { return [] }
        let line = { (x: Double, y: Double, w: Double) in
            LayoutNode(
                kind: .separator, frame: Rect(x: x, y: y, width: max(0, w), height: grid.hairline),
                backgroundColor: metrics.separatorColor)
        }
        var nodes: [LayoutNode] = []
        if position.grouped && position.isFirst { nodes.append(line(0, 0, width)) }
        let left = position.grouped && position.isLast ? 0 : (row.separatorInset?.left ?? textX)
        let right = position.grouped && position.isLast ? 0 : (row.separatorInset?.right ?? 0)
        nodes.append(line(left, height - grid.hairline, width - left - right))
        return nodes
    }
}
