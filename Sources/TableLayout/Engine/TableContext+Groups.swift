internal import TableSpec

extension TableContext {
    /// The classic rounded box behind a section's cells, from `top` (its top border) to `y` (below the
    /// last cell), which it advances past the bottom border and, when etched, the light line under it
    /// (classic-metrics §1.2–1.3: rows 45/44/45, a single row 46).
    mutating func groupBox(top: Double) -> LayoutNode {
        let classic = classicGroup
        let highlight = isEtched ? classic.groupBottomHighlightWidth : 0
        y += classic.groupBorderWidth + highlight
        let decoration = GroupDecoration(
            fill: classic.groupedCellBackground, borderColor: classic.groupBorderColor,
            borderWidth: classic.groupBorderWidth, cornerRadius: classic.groupCornerRadius,
            bottomHighlight: isEtched ? classic.groupBottomHighlight : nil, bottomHighlightWidth: highlight)
        var node = LayoutNode(
            kind: .groupBackground,
            frame: Rect(
                x: classic.groupInset + sectionEditIndent, y: top,
                width: max(0, rowWidth - 2 * classic.groupInset - sectionEditIndent), height: y - top))
        node.group = decoration
        return node
    }
}
