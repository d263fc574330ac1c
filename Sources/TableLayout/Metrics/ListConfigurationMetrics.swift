public import TableSpec

/// What `UIListContentConfiguration` (iOS 14+) draws differently from the classic cell styles and header
/// labels it stands for. `cell()` ≈ default, `valueCell()` ≈ value1, `subtitleCell()` ≈ subtitle, and the
/// grouped and plain header and footer configurations ≈ the table's own (`../shared/modern-metrics.md` §6.4
/// [MED]): those reuse the era's `TableMetrics` values (the new-SDK paddings of M§2, image → text 16, are
/// already the modern profiles'). Sources are M§n of that file; confidence as it gives it, estimates `[LOW]`.
public struct ListConfigurationMetrics: Sendable, Equatable {
    /// `subtitleCell()`'s secondary text: its text style, its size at the current category and its colour.
    public var subtitleSecondaryTextStyle: TextStyle
    public var subtitleSecondaryFontSize: Double
    public var subtitleSecondaryColor: Color
    /// `prominentInsetGroupedHeader()`.
    public var prominentHeader: ProminentHeader
    /// `extraProminentInsetGroupedHeader()`.
    public var extraProminentHeader: ProminentHeader

    /// A prominent header's text and its own layout margins (it does not use the table's header spacing).
    public struct ProminentHeader: Sendable, Equatable {
        public var textStyle: TextStyle
        public var fontSize: Double
        public var fontWeight: FontDescriptor.Weight
        public var textColor: Color
        /// Space above and below the title's line box.
        public var topMargin: Double
        public var bottomMargin: Double
        /// Space from the section's leading edge (a plain or grouped table's edge) to the title.
        public var horizontalMargin: Double
        /// Whether the horizontal margins are at least the table's layout margin (iOS 26: "horizontal axes
        /// preserve superview margins"), which puts the title over the cells' text.
        public var preservesTableMargins: Bool
    }

    /// iOS 14–18 in the appearance `p` at the Large text size.
    static func modern(_ p: SystemPalette) -> ListConfigurationMetrics {
        // M§6.4: subtitleCell()'s secondary text is Subheadline (15 at Large) before iOS 26 [LOW: convention
        // only]. Its colour is not given: estimated label, the legacy subtitle detail's colour (M§1.5 DEC26
        // defaultDetailTextColorForCellStyle:), as M§6.4 says the configurations take their fonts and colours from
        // the same UITableConstants methods [LOW].
        // M§4.1 DEC26 defaultInsetGroupedHeaderFontForExtraProminentStyle:, …LayoutMarginsForExtraProminentStyle:
        // (TC agrees, uikit-metrics §C): prominent EmphasizedTitle3 (20 semibold), margins top 8, bottom 11,
        // leading/trailing 3; extra-prominent EmphasizedTitle2 (22 semibold), top 9, bottom 10, 3 [HIGH].
        // Their colour and case are not given: estimated label and as typed (the configurations' titles read as
        // titles, not as secondaryLabel captions) [LOW]. The 3 pt is read as from the header's content edge, the
        // section's edge (an inset grouped card's, else the table's) [MED/LOW]; a prominent header above the first
        // section gets no extra top margin (the table-style header's first-section 32 is not theirs) [LOW].
        ListConfigurationMetrics(
            subtitleSecondaryTextStyle: .subheadline, subtitleSecondaryFontSize: 15, subtitleSecondaryColor: p.label,
            prominentHeader: ProminentHeader(
                textStyle: .title3, fontSize: 20, fontWeight: .semibold, textColor: p.label, topMargin: 8,
                bottomMargin: 11, horizontalMargin: 3, preservesTableMargins: false),
            extraProminentHeader: ProminentHeader(
                textStyle: .title2, fontSize: 22, fontWeight: .semibold, textColor: p.label, topMargin: 9,
                bottomMargin: 10, horizontalMargin: 3, preservesTableMargins: false))
    }

    /// iOS 26's changes (UIKit's `_UISolariumEnabled()` branches).
    mutating func applyGlass(_ p: SystemPalette) {
        // M§6.2 DEC26: the subtitle's secondary text is Subheadline in secondaryLabel under Solarium [HIGH for
        // the legacy style; the configuration ≈ it, M§6.4 MED].
        subtitleSecondaryColor = p.secondaryLabel
        // M§4.1 DEC26: both prominent headers keep their fonts with margins top 10, bottom 10, leading/trailing 3,
        // the horizontal axes preserving the superview's margins [HIGH].
        for keyPath in [\ListConfigurationMetrics.prominentHeader, \.extraProminentHeader] {
            self[keyPath: keyPath].topMargin = 10
            self[keyPath: keyPath].bottomMargin = 10
            self[keyPath: keyPath].preservesTableMargins = true
        }
    }

    /// The fonts at another Dynamic Type size (M§7.1): each text style at its size.
    func scaled(to category: ContentSizeCategory) -> ListConfigurationMetrics {
        var m = self
        m.subtitleSecondaryFontSize = DynamicType.size(subtitleSecondaryTextStyle, category)
        m.prominentHeader.fontSize = DynamicType.size(prominentHeader.textStyle, category)
        m.extraProminentHeader.fontSize = DynamicType.size(extraProminentHeader.textStyle, category)
        return m
    }
}
