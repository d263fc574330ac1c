internal import TableSpec

extension CellLayout {
    /// The text labels of the row's cell style, in content-view coordinates.
    func labels(x: Double, width: Double) -> [LayoutNode] {
        var nodes: [LayoutNode]
        switch row.style {
        case .default: nodes = defaultLabels(x: x, width: width)
        case .subtitle: nodes = subtitleLabels(x: x, width: width)
        case .value1:
            nodes = metrics.stacksValue1 ? subtitleLabels(x: x, width: width) : value1Labels(x: x, width: width)
        case .value2: nodes = value2Labels(x: x, width: width)
        }
        for index in nodes.indices {
            let label = nodes[index].kind == .textLabel ? row.textLabel : row.detailTextLabel
            nodes[index].text?.lineBreakMode = label?.lineBreakMode
        }
        return nodes
    }

    /// `textLabel.font`, or the cell style's title font.
    var titleFont: FontDescriptor {
        let sizes = context.isGrouped ? metrics.groupedTitleFontSize : metrics.titleFontSize
        let stock = context.font(sizes[row.style], metrics.titleFontWeight[row.style])
        guard let font = row.textLabel?.font else { return stock }
        return viewLayout.font(font, fallback: stock)
    }
    /// `detailTextLabel.font`, or the cell style's detail font (a `subtitleCell()`'s own secondary font).
    var detailFont: FontDescriptor {
        let size = subtitleCellMetrics?.subtitleSecondaryFontSize ?? metrics.detailFontSize[row.style]
        let stock = context.font(size, metrics.detailFontWeight[row.style])
        guard let font = row.detailTextLabel?.font else { return stock }
        return viewLayout.font(font, fallback: stock)
    }

    /// A stock label's color: its `textColor` or the style's; while selected, its `highlightedTextColor`,
    /// or the classic look's white (the labels' default highlighted color before iOS 7).
    func labelColor(_ label: LabelSpec?, default color: Color, disabled: Color? = nil) -> Color {
        if let disabled, isDimmedByUIKit, label?.textColor == nil { return disabled }
        let normal = label?.textColor.map(Color.init) ?? color
        guard isSelected && !isMultiSelecting else { return normal }
        return label?.highlightedTextColor.map(Color.init) ?? textColor(normal)
    }

    /// The detail's `numberOfLines` (subtitle details wrap when it is not 1).
    var detailLines: Int {
        guard row.style == .subtitle, let lines = row.detailTextLabel?.numberOfLines else { return 1 }
        return lines == 0 ? context.maxLines : min(lines, context.maxLines)
    }

    /// The list configuration's metrics for a row whose secondary text draws as `subtitleCell()`'s (a
    /// `subtitleCell()`, or a `cell()` with secondary text), in a look that has them.
    var subtitleCellMetrics: ListConfigurationMetrics? {
        guard row.contentConfiguration != nil, row.style == .subtitle else { return nil }
        return metrics.listConfiguration
    }

    /// `color`, or the look's selected text color on a classic selection (classic-metrics §3).
    func textColor(_ color: Color) -> Color {
        isClassicSelected ? (metrics.selectedTextColor ?? color) : color
    }

    /// The title's color.
    var titleColor: Color { labelColor(row.textLabel, default: metrics.textColor, disabled: metrics.disabledRow.text) }

    /// Whether UIKit draws the row disabled (`isEnabled: false`): its stock label colours and symbol tint turn
    /// `DisabledRowMetrics`'s; a SwiftUI row dims its content instead (`isDimmedBySwiftUI`).
    var isDimmedByUIKit: Bool { !row.isEnabled && metrics.swiftUIList == nil }

    /// Whether SwiftUI draws the row disabled: its content and accessory at half opacity.
    var isDimmedBySwiftUI: Bool { !row.isEnabled && metrics.swiftUIList != nil }

    /// Default: the title spans the text area and the full content height (§B.1, GT-4: (15 0; 290 43.5));
    /// with `numberOfLines` ≠ 1 it wraps and is centred at its wrapped height.
    private func defaultLabels(x: Double, width: Double) -> [LayoutNode] {
        guard let text = row.text else { return [] }
        let measured = context.measurer.measure(text, font: titleFont)
        if row.numberOfLines != 1 {
            var label = wrappedTitle(text, width: width)
            label.frame.x = x
            label.frame.y = grid.round((contentHeight - label.frame.height) / 2)
            return [label]
        }
        let frame = Rect(x: x, y: 0, width: width, height: contentHeight)
        var run = TextRun(
            text: text, font: titleFont, color: titleColor, alignment: titleAlignment,
            baseline: (contentHeight - measured.lineHeight) / 2 + measured.ascender)
        run.followsLayoutDirection = titleFollowsLayoutDirection
        return [LayoutNode(kind: .textLabel, frame: frame, text: run)]
    }

    /// Subtitle: title over detail, each sized to its text, centred together (§B.2).
    private func subtitleLabels(x: Double, width: Double) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        if let text = row.text {
            var title =
                row.numberOfLines != 1
                ? wrappedTitle(text, width: width)
                : fitted(.textLabel, text, font: titleFont, color: titleColor, maxWidth: width)
            if titleAlignment != .left { title.frame.width = width }
            title.text?.alignment = titleAlignment
            title.text?.followsLayoutDirection = titleFollowsLayoutDirection
            title.frame.x = x
            nodes.append(title)
        }
        if let detail = row.detail {
            let stock =
                row.style == .value1
                ? metrics.value1DetailColor
                : subtitleCellMetrics?.subtitleSecondaryColor ?? metrics.subtitleDetailColor
            let color = labelColor(row.detailTextLabel, default: stock, disabled: metrics.disabledRow.text)
            var label = fitted(.detailTextLabel, detail, font: detailFont, color: color, maxWidth: width)
            if detailLines != 1 && label.frame.width >= width {
                let height = context.measurer.wrappedHeight(
                    detail, font: detailFont, width: width, maxLines: detailLines)
                label.frame.height = grid.ceil(height)
                label.frame.width = width
                label.text?.numberOfLines = detailLines
                label.text?.baseline = context.measurer.measure(detail, font: detailFont).ascender
            }
            label.frame.x = x
            nodes.append(label)
        }
        let gap = nodes.count == 2 ? subtitleGap(nodes[0], nodes[1]) : 0
        let total = nodes.reduce(0) { $0 + $1.frame.height } + gap
        var y = grid.round((contentHeight - total) / 2)
        for index in nodes.indices {
            nodes[index].frame.y = y
            y += nodes[index].frame.height + gap
        }
        return nodes
    }

    /// The gap between the subtitle style's two line boxes: `subtitleGap`, or, where the look fixes the
    /// distance between the baselines (`subtitleBaselineDistance`), the gap that gives it.
    private func subtitleGap(_ title: LayoutNode, _ detail: LayoutNode) -> Double {
        guard let distance = metrics.subtitleBaselineDistance, let titleRun = title.text, let detailRun = detail.text
        else { return stackedTextGap }
        // The distance runs from the title's last baseline: a wrapped title's earlier lines sit above it.
        let lineHeight = context.measurer.measure(titleRun.text, font: titleRun.font).lineHeight
        let lines = lineHeight > 0 ? max(1, (title.frame.height / lineHeight).rounded(.down)) : 1
        let lastBaselineToBottom = title.frame.height - titleRun.baseline - (lines - 1) * lineHeight
        return grid.round(distance - lastBaselineToBottom - detailRun.baseline)
    }

    /// The gap between a subtitle's two line boxes: `subtitleGap`, or in SwiftUI the text-to-text spacing of the
    /// detail's font (`usesTextToTextSpacing`): a text style's leading beyond SF's line box, rounded up to the
    /// pixel and at least 0; a fixed-size font has no leading, so 0. A detail without a font of its own is a
    /// value (Body) stacked under its title at the accessibility sizes.
    var stackedTextGap: Double {
        guard metrics.usesTextToTextSpacing else { return metrics.subtitleGap }
        guard case .textStyle(let style) = row.detailTextLabel?.font ?? .textStyle(.body) else { return 0 }
        let category = context.spec.preferredContentSizeCategory
        let lineBox = DynamicType.size(style, category) * SystemFontLineHeight.standard
        return max(0, grid.ceil(DynamicType.lineHeight(style, category) - lineBox))
    }

    /// Whether the title's alignment mirrors in right-to-left tables (all but an explicit left or right).
    var titleFollowsLayoutDirection: Bool { row.textAlignment != .left && row.textAlignment != .right }

    /// `textLabel.textAlignment` (`natural` is left; a right-to-left table mirrors it).
    var titleAlignment: TextRun.Alignment {
        switch row.textAlignment {
        case .natural, .left: return .left
        case .center: return .center
        case .right: return .right
        }
    }

    /// The title wrapped to `width` in at most `numberOfLines` lines (0 = any), as tall as its lines.
    func wrappedTitle(_ text: String, width: Double) -> LayoutNode {
        let measured = context.measurer.measure(text, font: titleFont)
        let lines = min(row.numberOfLines == 0 ? Int.max : row.numberOfLines, context.maxLines)
        let height = grid.ceil(context.measurer.wrappedHeight(text, font: titleFont, width: width, maxLines: lines))
        var run = TextRun(
            text: text, font: titleFont, color: titleColor, alignment: titleAlignment,
            baseline: measured.ascender, numberOfLines: lines)
        run.followsLayoutDirection = titleFollowsLayoutDirection
        return LayoutNode(kind: .textLabel, frame: Rect(x: 0, y: 0, width: width, height: height), text: run)
    }

    /// The row height wrapping text needs: its lines plus ceil(lineHeight / 2) above and below
    /// (TC defaultCellLayoutMarginsForTableStyle), plus the separator.
    func heightForWrappedText(textWidth: Double) -> Double {
        guard row.numberOfLines != 1 || detailLines != 1, let text = row.text,
            row.style == .default || row.style == .subtitle
        else { return 0 }
        let title =
            row.numberOfLines == 1
            ? grid.ceil(context.measurer.measure(text, font: titleFont).lineHeight)
            : wrappedTitle(text, width: textWidth).frame.height
        let detail =
            row.style == .subtitle
            ? row.detail.map {
                detailLines == 1
                    ? grid.ceil(context.measurer.measure($0, font: detailFont).lineHeight)
                    : grid.ceil(
                        context.measurer.wrappedHeight($0, font: detailFont, width: textWidth, maxLines: detailLines))
            } ?? 0 : 0
        let lineHeight = context.measurer.measure(text, font: titleFont).lineHeight
        let margin = grid.ceil(lineHeight * metrics.wrappedTextVerticalMarginRatio)
        return title + detail + 2 * margin + (hasSeparator ? grid.hairline : 0)
    }

    /// The text a font's line height is measured on for self-sizing rows.
    static let lineSample = "Ag"

    /// A self-sizing row's height for its single-line labels (M§6.1): the text block (title and detail side
    /// by side, or stacked in the subtitle style and in value1 at the accessibility sizes) between the cell's
    /// vertical margins (11, subtitle 4), plus the separator.
    /// Lines are the fonts' own line heights (measured on Latin), not the text's: Apple's fallback fonts share
    /// SF's line metrics, where the Noto stand-ins for other scripts are taller.
    func selfSizedTextHeight() -> Double {
        let line = { (text: String?, font: FontDescriptor) -> Double in
            text == nil ? 0 : context.measurer.measure(Self.lineSample, font: font).lineHeight
        }
        let title = line(row.text, titleFont)
        let detail = row.style == .default ? 0 : line(row.detail, detailFont)
        let stacked = row.style == .subtitle || (row.style == .value1 && metrics.stacksValue1)
        let margin = row.style == .subtitle ? metrics.subtitleVerticalMargin : metrics.cellVerticalMargin
        let gap = row.style == .subtitle && row.text != nil && row.detail != nil ? stackedTextGap : 0
        let text = stacked ? title + gap + detail : max(title, detail)
        return grid.ceil(text + 2 * margin + (hasSeparator ? grid.hairline : 0))
    }

    /// Value1: title at the left, gray detail right-aligned at the right, on one baseline (§B.2).
    private func value1Labels(x: Double, width: Double) -> [LayoutNode] {
        let titleWidth = row.text.map { grid.ceil(context.measurer.measure($0, font: titleFont).width) } ?? 0
        let detailWidth = row.detail.map { grid.ceil(context.measurer.measure($0, font: detailFont).width) } ?? 0
        var titleRoom = width
        var detailRoom = width
        if row.text != nil && row.detail != nil {
            let available = width - metrics.value1Gap
            if titleWidth + detailWidth > available {
                titleRoom = min(titleWidth, max(available - detailWidth, available / 2))
                detailRoom = available - titleRoom
            } else {
                titleRoom = titleWidth
                detailRoom = detailWidth
            }
        }
        var nodes: [LayoutNode] = []
        if let text = row.text {
            var title = fitted(.textLabel, text, font: titleFont, color: titleColor, maxWidth: titleRoom)
            title.frame.x = x
            nodes.append(title)
        }
        if let detail = row.detail {
            var label = fitted(
                .detailTextLabel, detail, font: detailFont,
                color: labelColor(
                    row.detailTextLabel, default: metrics.value1DetailColor,
                    disabled: row.contentConfiguration == nil
                        ? metrics.disabledRow.text : metrics.disabledRow.valueCellDetail),
                maxWidth: detailRoom,
                alignment: .right)
            label.frame.x = x + width - label.frame.width
            nodes.append(label)
        }
        return alignedOnBaseline(nodes)
    }

    /// Value2: a right-aligned tint-colored title in a fixed column, the detail beside it (§B.2).
    private func value2Labels(x: Double, width: Double) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        let columnWidth = min(metrics.value2ColumnWidth, width)
        if let text = row.text {
            let color = labelColor(
                row.textLabel, default: metrics.value2TitleColor ?? context.tint, disabled: metrics.disabledRow.text)
            var title = fitted(.textLabel, text, font: titleFont, color: color, maxWidth: columnWidth)
            title.frame.x = x
            title.frame.width = columnWidth
            title.text?.alignment = .right
            nodes.append(title)
        }
        if let detail = row.detail {
            let detailX = x + columnWidth + metrics.value2Gap
            var label = fitted(
                .detailTextLabel, detail, font: detailFont,
                color: labelColor(row.detailTextLabel, default: metrics.textColor, disabled: metrics.disabledRow.text),
                maxWidth: max(0, x + width - detailX))
            label.frame.x = detailX
            nodes.append(label)
        }
        return alignedOnBaseline(nodes)
    }

    /// A one-line label as wide as its text (at most `maxWidth`), centred in the content view.
    private func fitted(
        _ kind: NodeKind, _ text: String, font: FontDescriptor, color: Color, maxWidth: Double,
        alignment: TextRun.Alignment = .left
    ) -> LayoutNode {
        let measured = context.measurer.measure(text, font: font)
        var label = context.label(
            kind, text, font: font, color: color, x: 0, width: min(grid.ceil(measured.width), maxWidth),
            centeredIn: contentHeight, alignment: alignment)
        label.frame.width = max(0, label.frame.width)
        return label
    }

    /// Moves the label whose font has the smaller ascender down by the rounded
    /// difference so both share a baseline (§B.2, LM Value1/Value2).
    private func alignedOnBaseline(_ labels: [LayoutNode]) -> [LayoutNode] {
        guard labels.count == 2, let a = labels[0].text, let b = labels[1].text else { return labels }
        let baselineA = labels[0].frame.y + a.baseline
        let baselineB = labels[1].frame.y + b.baseline
        var result = labels
        if baselineA < baselineB {
            result[0].frame.y += grid.round(baselineB - baselineA)
        } else if baselineB < baselineA {
            result[1].frame.y += grid.round(baselineA - baselineB)
        }
        return result
    }
}
