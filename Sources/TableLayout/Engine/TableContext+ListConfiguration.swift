internal import TableSpec

/// How a section's header or footer title draws: the table style's own look, or its list configuration's
/// (`headerConfiguration`, `footerConfiguration`). A grouped or plain configuration lends its font, colour and
/// case to the table's own header spacing and background; a prominent header brings its own margins.
struct SectionTitleStyle {
    var font: FontDescriptor
    var color: Color
    var uppercased: Bool
    /// A prominent header's own margins; `nil` keeps the table's header spacing.
    var prominent: ListConfigurationMetrics.ProminentHeader?

    /// `title` in the style's case.
    func text(_ title: String) -> String { uppercased ? title.uppercased() : title }
}

extension TableContext {
    /// The header title's style: `configuration`'s, or the table style's without one.
    func headerStyle(_ configuration: HeaderConfiguration?) -> SectionTitleStyle {
        let list = metrics.listConfiguration
        switch configuration {
        case .groupedHeader?: return groupedHeaderStyle
        case .plainHeader?: return plainTitleStyle
        case .prominentInsetGroupedHeader?: if let header = list?.prominentHeader { return prominent(header) }
        case .extraProminentInsetGroupedHeader?: if let header = list?.extraProminentHeader { return prominent(header) }
        case nil: break
        }
        return isGrouped ? groupedHeaderStyle : plainTitleStyle
    }

    /// The footer title's style: `configuration`'s, or the table style's without one.
    func footerStyle(_ configuration: FooterConfiguration?) -> SectionTitleStyle {
        switch configuration {
        case .groupedFooter?: return groupedFooterStyle
        case .plainFooter?: return plainTitleStyle
        case nil: return isGrouped ? groupedFooterStyle : plainTitleStyle
        }
    }

    /// A grouped header's text: Footnote, secondaryLabel, uppercased before iOS 26 (M§4.1).
    private var groupedHeaderStyle: SectionTitleStyle {
        SectionTitleStyle(
            font: font(metrics.groupedHeaderFontSize, metrics.groupedHeaderFontWeight),
            color: metrics.groupedHeaderTextColor, uppercased: metrics.uppercasesGroupedHeaders)
    }

    /// A grouped footer's text, as typed, with its text style's leading (M§4.1: ShortFootnote from iOS 13).
    private var groupedFooterStyle: SectionTitleStyle {
        var footer = font(metrics.groupedFooterFontSize)
        footer.leading = metrics.groupedFooterLeading
        return SectionTitleStyle(font: footer, color: metrics.groupedHeaderTextColor, uppercased: false)
    }

    /// A plain header's or footer's text (M§4.2).
    private var plainTitleStyle: SectionTitleStyle {
        SectionTitleStyle(
            font: font(metrics.plainHeaderFontSize, metrics.plainHeaderFontWeight),
            color: metrics.plainHeaderTextColor, uppercased: false)
    }

    private func prominent(_ header: ListConfigurationMetrics.ProminentHeader) -> SectionTitleStyle {
        SectionTitleStyle(
            font: font(header.fontSize, header.fontWeight), color: header.textColor, uppercased: false,
            prominent: header)
    }

    /// A prominent header, in any table style: its title between its own margins, from the section's leading
    /// edge (or the table's layout margin, where the header preserves it), as tall as its lines and margins,
    /// on the table style's header background.
    mutating func prominentHeader(
        _ title: String, _ style: SectionTitleStyle, _ header: ListConfigurationMetrics.ProminentHeader,
        background: Color?
    ) -> LayoutNode {
        let inset = header.preservesTableMargins ? max(header.horizontalMargin, margin) : header.horizontalMargin
        let x = cellInset + inset
        var label = wrappedLabel(
            .textLabel, style.text(title), font: style.font, color: style.color, x: x, width: rowWidth - 2 * x)
        label.frame.y = header.topMargin
        let height = header.topMargin + label.frame.height + header.bottomMargin
        let node = LayoutNode(
            kind: .sectionHeader, frame: Rect(x: 0, y: y, width: rowWidth, height: height),
            backgroundColor: background, subviews: [label])
        y += height
        return node
    }
}
