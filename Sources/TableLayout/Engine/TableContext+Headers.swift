internal import TableSpec

extension TableContext {
    /// A plain table's header or footer bar (§B.7): #F7F7F7, bold text at the margin,
    /// vertically centred, in `style`'s font, colour and case. Untitled sections have none.
    mutating func plainBar(_ title: String?, _ kind: NodeKind, _ style: SectionTitleStyle) -> LayoutNode? {
        guard let title else { return nil }
        if kind == .sectionHeader { y += metrics.plainHeaderTopPadding }
        if let header = style.prominent {
            return prominentHeader(title, style, header, background: metrics.plainHeaderBackground)
        }
        let height = metrics.plainHeaderHeight
        let x = metrics.classic?.plainHeaderTextX ?? margin
        var label = label(
            .textLabel, style.text(title), font: style.font, color: style.color, x: x,
            width: rowWidth - x - margin, centeredIn: height)
        if let classic = metrics.classic {
            label.text?.shadow = classic.plainHeaderTextShadow
            label.frame.y = 0
            label.frame.height = height
            label.text?.baseline = classic.plainHeaderBaseline
        }
        var node = LayoutNode(
            kind: kind, frame: Rect(x: 0, y: y, width: rowWidth, height: height),
            backgroundColor: metrics.plainHeaderBackground,
            subviews: [label])
        if let classic = metrics.classic { node.fill = plainBarFill(classic, height: height) }
        y += height
        return node
    }

    /// The classic bar's gradient with its 1 pt top and bottom lines as hard stops (uikit-metrics §A.3).
    private func plainBarFill(_ classic: ClassicMetrics, height: Double) -> Fill {
        let line = min(1, height / 2) / max(height, 1)
        let gradient = classic.plainHeaderGradient
        var stops = [GradientStop(0, classic.plainHeaderTopLine), GradientStop(line, classic.plainHeaderTopLine)]
        stops += gradient.map { GradientStop(line + $0.location * (1 - 2 * line), $0.color) }
        stops += [
            GradientStop(1 - line, classic.plainHeaderBottomLine), GradientStop(1, classic.plainHeaderBottomLine),
        ]
        return .verticalGradient(stops)
    }

    /// A grouped header: uppercased #6D6D72 text (or `style`'s) sitting on the header's bottom margin,
    /// or only spacing when untitled (35 pt above the first section, 17.5 otherwise).
    mutating func groupedHeader(_ title: String?, sectionIndex: Int, _ style: SectionTitleStyle) -> LayoutNode? {
        guard let title else {
            y += sectionIndex == 0 ? metrics.groupedTopPadding : emptyHeaderFooterHeight
            return nil
        }
        if let classic = metrics.classic { return classicGroupedHeader(title, font: style.font, classic, sectionIndex) }
        if let header = style.prominent { return prominentHeader(title, style, header, background: nil) }
        var label = wrappedLabel(
            .textLabel, style.text(title), font: style.font, color: style.color, x: cellInset + margin,
            width: rowWidth - 2 * (cellInset + margin), exactly: metrics.sizesHeaderFooterTextExactly)
        let textHeight = label.frame.height
        let margins =
            (metrics.groupedHeaderTopMargin ?? metrics.groupedHeaderBottomMargin) + metrics.groupedHeaderBottomMargin
        var height = max(metrics.groupedTitledHeaderHeight, textHeight + margins)
        if sectionIndex == 0 { height += metrics.groupedFirstHeaderExtraTop }
        label.frame.y = height - metrics.groupedHeaderBottomMargin - textHeight
        let node = LayoutNode(
            kind: .sectionHeader, frame: Rect(x: 0, y: y, width: rowWidth, height: height), subviews: [label])
        y += height
        return node
    }

    /// A grouped footer: #6D6D72 text (or `style`'s) below the section, or 17.5 pt of spacing when untitled.
    mutating func groupedFooter(_ title: String?, _ style: SectionTitleStyle) -> LayoutNode? {
        guard let title else {
            y += emptyHeaderFooterHeight
            return nil
        }
        if let classic = metrics.classic { return classicGroupedFooter(title, font: style.font, classic) }
        var label = wrappedLabel(
            .textLabel, style.text(title), font: style.font, color: style.color, x: cellInset + margin,
            width: rowWidth - 2 * (cellInset + margin), exactly: metrics.sizesHeaderFooterTextExactly)
        let height = metrics.groupedFooterTopMargin + label.frame.height + metrics.groupedFooterBottomMargin
        label.frame.y = metrics.groupedFooterTopMargin
        let node = LayoutNode(
            kind: .sectionFooter, frame: Rect(x: 0, y: y, width: rowWidth, height: height), subviews: [label])
        y += height
        return node
    }

    /// An untitled grouped header's or footer's height: the spacing between sections, on the device pixel grid
    /// where the look rounds it (`TableMetrics.roundsEmptyHeaderFooterToPixel`).
    private var emptyHeaderFooterHeight: Double {
        let height = metrics.groupedEmptyHeaderFooterHeight
        return metrics.roundsEmptyHeaderFooterToPixel ? grid.ceil(height) : height
    }

    /// A label `width` wide at `x` (y = 0) that wraps over as many lines as it needs, as UIKit's grouped
    /// header and footer labels do (`numberOfLines = 0`); as tall as its lines. The first line's box
    /// is the same as `label(…centeredIn: lineHeight)` gives, so one-line titles do not move. `exactly` sizes it as
    /// a SwiftUI `Text`: as tall as its lines, the first SF's whole line box, not rounded to the pixel.
    func wrappedLabel(
        _ kind: NodeKind, _ text: String, font: FontDescriptor, color: Color, x: Double, width: Double,
        alignment: TextRun.Alignment = .left, exactly: Bool = false
    ) -> LayoutNode {
        let measured = measurer.measure(text, font: font)
        let wrappedLines = measurer.wrappedHeight(text, font: font, width: max(0, width), maxLines: maxLines)
        let lineHeight: Double
        let height: Double
        if exactly {
            let firstLine = SystemFontLineHeight.wholeLineBox(for: font) ?? measured.lineHeight
            lineHeight = measured.lineHeight
            height = max(firstLine, wrappedLines - measured.lineHeight + firstLine)
        } else {
            lineHeight = grid.ceil(measured.lineHeight)
            height = max(lineHeight, grid.ceil(wrappedLines))
        }
        let run = TextRun(
            text: text, font: font, color: color, alignment: alignment,
            baseline: (lineHeight - measured.lineHeight) / 2 + measured.ascender, numberOfLines: maxLines)
        return LayoutNode(kind: kind, frame: Rect(x: x, y: 0, width: max(0, width), height: height), text: run)
    }

    /// A one-line label `width` wide at `x`, one line tall, centred in a box `height` tall.
    func label(
        _ kind: NodeKind, _ text: String, font: FontDescriptor, color: Color, x: Double, width: Double,
        centeredIn height: Double, alignment: TextRun.Alignment = .left
    ) -> LayoutNode {
        let metrics = measurer.measure(text, font: font)
        let lineHeight = grid.ceil(metrics.lineHeight)
        let frame = Rect(x: x, y: grid.round((height - lineHeight) / 2), width: max(0, width), height: lineHeight)
        let run = TextRun(
            text: text, font: font, color: color, alignment: alignment,
            baseline: (lineHeight - metrics.lineHeight) / 2 + metrics.ascender)
        return LayoutNode(kind: kind, frame: frame, text: run)
    }
}
