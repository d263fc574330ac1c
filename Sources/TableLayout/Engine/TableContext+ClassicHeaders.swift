internal import TableSpec

extension TableContext {
    /// A classic grouped header: Bold 17 slate text with a white shadow at the group's text edge
    /// (x = 9 + 10), its baseline 12 pt above the group (classic-metrics §1.4; QD measured).
    mutating func classicGroupedHeader(
        _ title: String, font: FontDescriptor, _ classic: ClassicMetrics, _ sectionIndex: Int
    ) -> LayoutNode {
        let measured = measurer.measure(title, font: font)
        let lineHeight = grid.ceil(measured.lineHeight)
        var height = max(
            metrics.groupedTitledHeaderHeight, grid.ceil(measured.ascender + classic.groupedHeaderBaselineToBottom))
        if sectionIndex == 0 { height += metrics.groupedFirstHeaderExtraTop }
        let x = classic.groupInset + margin
        let baseline = height - classic.groupedHeaderBaselineToBottom
        let labelY = grid.round(baseline - measured.ascender)
        let run = TextRun(
            text: title, font: font, color: metrics.groupedHeaderTextColor, alignment: .left,
            baseline: baseline - labelY)
        var label = LayoutNode(
            kind: .textLabel, frame: Rect(x: x, y: labelY, width: max(0, rowWidth - 2 * x), height: lineHeight),
            text: run)
        label.text?.shadow = classic.groupedTextShadow
        let node = LayoutNode(
            kind: .sectionHeader, frame: Rect(x: 0, y: y, width: rowWidth, height: height), subviews: [label])
        y += height
        return node
    }

    /// A classic grouped footer: 15 pt slate text, centred and wrapping, with a white shadow; its first
    /// baseline 20 pt below the group and 8 pt from its last baseline to the footer's bottom (QD measured).
    mutating func classicGroupedFooter(_ title: String, font: FontDescriptor, _ classic: ClassicMetrics) -> LayoutNode {
        let measured = measurer.measure(title, font: font)
        let x = classic.groupInset + margin
        let width = max(0, rowWidth - 2 * x)
        let wrapped = measurer.wrappedHeight(title, font: font, width: width, maxLines: maxLines)
        let textHeight = grid.ceil(wrapped)
        let lines = max(1, (wrapped / max(measured.lineHeight, 1)).rounded())
        let labelY = grid.round(classic.groupedFooterTopToBaseline - measured.ascender)
        let lastBaseline = labelY + measured.ascender + (lines - 1) * measured.lineHeight
        let height = grid.round(lastBaseline + classic.groupedFooterBaselineToBottom)
        var run = TextRun(
            text: title, font: font, color: metrics.groupedHeaderTextColor, alignment: .center,
            baseline: measured.ascender, numberOfLines: maxLines)
        run.shadow = classic.groupedTextShadow
        let label = LayoutNode(
            kind: .textLabel, frame: Rect(x: x, y: labelY, width: width, height: textHeight), text: run)
        let node = LayoutNode(
            kind: .sectionFooter, frame: Rect(x: 0, y: y, width: rowWidth, height: height), subviews: [label])
        y += height
        return node
    }
}
