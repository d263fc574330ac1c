internal import TableSpec

extension TableContext {
    /// The section index along the right edge (flat-metrics §2): bold 11 pt tint-colored titles,
    /// one every 14 pt, the block centred vertically; a white 90 % fill behind it (legacy default).
    /// Titles that do not fit the height give way to "•" dots (`SectionIndexFit`).
    func sectionIndex(height: Double) -> LayoutNode? {
        guard let titles = spec.sectionIndexTitles, !titles.isEmpty else { return nil }
        let index = metrics.index
        let font = font(index.fontSize, .bold)
        let shown = SectionIndexFit.displayTitles(titles, height: height, pitch: index.pitch)
        let blockHeight = Double(shown.count) * index.pitch
        let top = grid.round((height - blockHeight) / 2)
        let entries = shown.enumerated().map { offset, title in
            var label = label(
                .textLabel, title, font: font, color: spec.sectionIndexColor.map(Color.init) ?? tint, x: 0,
                width: indexWidth, centeredIn: index.pitch,
                alignment: .center)
            label.frame.y += top + Double(offset) * index.pitch
            return label
        }
        return LayoutNode(
            kind: .sectionIndex, frame: Rect(x: rowWidth, y: 0, width: indexWidth, height: height),
            backgroundColor: index.background, subviews: entries)
    }

    /// A `tableHeaderView`/`tableFooterView` as a centred, wrapping gray label (estimated style, see
    /// `IndexMetrics.tableHeaderFontSize`), advancing `y`.
    mutating func tableLabel(_ text: String?, _ kind: NodeKind) -> LayoutNode? {
        guard let text else { return nil }
        let index = metrics.index
        let font = font(index.tableHeaderFontSize)
        let width = max(0, rowWidth - 2 * margin)
        let textHeight = grid.ceil(measurer.wrappedHeight(text, font: font, width: width, maxLines: maxLines))
        let height = textHeight + 2 * index.tableHeaderPadding
        var run = TextRun(
            text: text, font: font, color: index.tableHeaderTextColor, alignment: .center,
            baseline: measurer.measure(text, font: font).ascender, numberOfLines: maxLines)
        run.shadow = metrics.index.tableHeaderTextShadow
        let label = LayoutNode(
            kind: .textLabel, frame: Rect(x: margin, y: index.tableHeaderPadding, width: width, height: textHeight),
            text: run)
        let node = LayoutNode(kind: kind, frame: Rect(x: 0, y: y, width: rowWidth, height: height), subviews: [label])
        y += height
        return node
    }
}
