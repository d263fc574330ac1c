/// The numbers only the classic look (iPhone OS 3 – iOS 6) has: the pinstripe, the rounded groups
/// and their etched lines, gradients and text shadows, and the classic accessory and Delete button
/// geometry. Values and sources: `TableMetrics+iOS6.swift`.
public struct ClassicMetrics: Sendable, Equatable {
    // MARK: Grouped background and groups
    /// One period of the grouped background's vertical pinstripe, from x ≡ 0.
    public var pinstripe: [Stripe]
    /// Table edge to the group's outer border edge.
    public var groupInset: Double
    public var groupBorderWidth: Double
    public var groupBorderColor: Color
    /// Radius of the group's outer edge.
    public var groupCornerRadius: Double
    /// Fill of grouped cells.
    public var groupedCellBackground: Color
    /// The line just inside a group's top border (etched style).
    public var groupTopShadow: Color
    /// The light line under a group's bottom border (etched style), and its height.
    public var groupBottomHighlight: Color
    public var groupBottomHighlightWidth: Double
    /// Between grouped rows: the dark line (bottom of the upper cell) and the light one (top of the lower).
    public var groupedSeparatorColor: Color
    public var etchedHighlightColor: Color

    // MARK: Selection
    /// The blue selection gradient (`selectionStyle` default and blue), top to bottom.
    public var blueSelection: [GradientStop]
    /// The gray selection gradient.
    public var graySelection: [GradientStop]

    // MARK: Headers and footers
    /// Plain header and footer bar: 1 pt top line, gradient, 1 pt bottom line.
    public var plainHeaderTopLine: Color
    public var plainHeaderGradient: [GradientStop]
    public var plainHeaderBottomLine: Color
    public var plainHeaderTextShadow: TextShadow
    /// x of a plain header's title.
    public var plainHeaderTextX: Double
    /// The plain header title's baseline below the bar's top; its descenders end inside the bar.
    public var plainHeaderBaseline: Double
    /// Grouped header and footer titles' white shadow.
    public var groupedTextShadow: TextShadow
    /// A grouped header title's baseline above the header's bottom (the group's top border).
    public var groupedHeaderBaselineToBottom: Double
    /// A grouped footer title's first baseline below the footer's top (the group's bottom edge).
    public var groupedFooterTopToBaseline: Double
    /// From a grouped footer's last baseline to the footer's bottom.
    public var groupedFooterBaselineToBottom: Double

    // MARK: Accessories and Delete button
    /// The detail disclosure button (`UITableNextButton`): size, right margin and lift above centre.
    public var detailButtonSize: Size
    public var detailButtonTrailing: Double
    public var detailButtonLift: Double
    /// The checkmark's color (classic ignores the tint).
    public var checkmarkColor: Color
    /// The Delete confirmation area at the cell's right, and the button inside it.
    public var deleteAreaWidth: Double
    public var deleteButtonSize: Size
    /// The button's right margin inside the area.
    public var deleteButtonTrailing: Double
    public var deleteButtonTextShadow: TextShadow
}
