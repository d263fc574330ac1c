extension FlatMetrics {
    /// iOS 7–8 (`ios: "7"`). Sources: `../shared/uikit-metrics.md` section B
    /// (cited as §B.n with its tags: GT = runtime dump, TC/LM = decompiled
    /// UIKit constants/layout manager, UI7 = UI7Kit), and
    /// `../shared/uikit-refs/README.md` (iOS 12 screenshots, for elements whose
    /// artwork did not change between iOS 7 and 12).
    public static let iOS7 = FlatMetrics(
        // §D: iOS 7–8 use Helvetica Neue (stand-in: TeX Gyre Heros, see Assets/Fonts).
        systemFontFamily: "Helvetica Neue",
        // §B.2, TC defaultTextLabelFontSizeForCellStyle (legacy): 18, 18, 17, 14.
        titleFontSize: PerCellStyle(default: 18, subtitle: 18, value1: 17, value2: 14),
        // §B.2, TC defaultDetailTextLabelFontSizeForCellStyle (legacy): subtitle 12, value1 17, value2 14.
        detailFontSize: PerCellStyle(default: 17, subtitle: 12, value1: 17, value2: 14),
        // §B.1: 15 pt (TC legacy; GT-3/4/5 label x = 15).
        margin: 15,
        // §B.1: the legacy margin does not widen on larger screens in iOS 7–8.
        wideMargin: 15,
        wideMarginMinWidth: .infinity,
        // §B.1: LM textRectForCell: text x = image maxX + 15.
        imageTextGap: 15,
        // §B.4: GT-3 content view 287 wide, chevron at x = 302 → 15 pt gap.
        contentAccessoryGap: 15,
        // §B.1: GT-3 label (15 0; 270 43.5) in a 287 pt content view → 2 pt to its right edge.
        textTrailingWithAccessory: 2,
        // §B.4: GT-3 chevron x = 302, width 8 on a 320 pt cell → 10 pt from the right edge.
        accessoryTrailing: 10,
        // §B.2: LM Value1, 6 pt gap between title and detail.
        value1Gap: 6,
        // §B.2: LM Value2, fixed 91 pt title column; flat-metrics.md §5 (BS9): the title ends at
        // x = 15 + 91 = 106 and the detail starts at 15 + 91 + 6.
        value2ColumnWidth: 91,
        // §B.2: LM Value2, detail placed 6 pt after the column.
        value2Gap: 6,
        // §B.2: TC text-to-subtitle padding returns 0 for the subtitle style.
        subtitleGap: 0,
        // §B.4: GT-3 chevron image view 8 × 12.5.
        chevronSize: Size(width: 8, height: 12.5),
        // flat-metrics.md §1.1: iOS 7 artwork UIPreferencesBlueCheck 13.5 × 10.5 (ART7; iOS 12 ink 13 × 10.5).
        checkmarkSize: Size(width: 13.5, height: 10.5),
        // uikit-refs: checkmark right edge 1 pt further in than the chevron's (16 vs 15 on iOS 12).
        checkmarkExtraTrailing: 1,
        // flat-metrics.md §1.1: iOS 7 artwork UITableViewCellDetailDisclosureInfoButtonFrame, a 23.5 pt ring
        // with a 1 pt stroke (ART7; iOS 9–12 draw 22 pt).
        infoButtonDiameter: 23.5,
        // uikit-refs: info circle 12 pt left of the chevron in a detail disclosure button.
        infoChevronGap: 12,
        // §B.2: label colour black.
        textColor: .black,
        // §B.2: value1 detail #8E8E93 [LOW: commonly cited, not in the decompile].
        value1DetailColor: Color(hex: 0x8E8E93),
        // §B.3: TC defaultSeparatorColorForTableViewStyle legacy (200,199,204).
        separatorColor: Color(hex: 0xC8C7CC),
        // §B.3: TC _defaultAccessoryTintColor (199,199,204).
        accessoryGray: Color(hex: 0xC7C7CC),
        // iOS 7 default tintColor, system blue (0,122,255) [not in the metrics sources; Apple's iOS 7 UI
        // Transition Guide names it; uikit-refs measured ≈(46,125,246) after color management].
        tintColor: Color(hex: 0x007AFF),
        // §B.3: TC legacy selected background (216,216,216).
        selectedBackground: Color(hex: 0xD8D8D8),
        // §B.3: white cells from iOS 7 on (Apple class reference).
        cellBackground: .white,
        // Plain table background: white, as the cells.
        plainBackground: .white,
        // §B.3: grouped background (239,239,244) [MED: UI7; uikit-refs measured #EFEFF4].
        groupedBackground: Color(hex: 0xEFEFF4),
        // §B.7: TC defaultSectionHeaderHeightForTableViewStyle legacy 23.
        plainHeaderHeight: 23,
        // §B.7: TC defaultPlainHeaderFooterFont legacy: bold system 14.
        plainHeaderFontSize: 14,
        plainHeaderFontWeight: .bold,
        // §B.3: #F7F7F7 [LOW: commonly cited; uikit-refs measured #F7F7F7 on iOS 12].
        plainHeaderBackground: Color(hex: 0xF7F7F7),
        // Plain header text: black [not sourced for iOS 7; iOS 12 measured ink ≈ (35,35,35) is antialiased black].
        plainHeaderTextColor: .black,
        // §B.7: grouped header legacy 14 pt. Weight: regular (UI7, and iOS 7 screenshots), not TC's bold.
        groupedHeaderFontSize: 14,
        // §B.7: TC grouped footer legacy: system 14.
        groupedFooterFontSize: 14,
        // §B.3: #6D6D72 (TKUIKitConstants fallback).
        groupedHeaderTextColor: Color(hex: 0x6D6D72),
        // §B.7: TC grouped header/footer default height 17.5 (two make iOS 7's 35 pt section gap).
        groupedEmptyHeaderFooterHeight: 17.5,
        // §B.7: TC padding above the first section without a header: 35.
        groupedTopPadding: 35,
        // uikit-refs: 55.5 pt between sections with a titled header = 17.5 empty footer + 38.
        groupedTitledHeaderHeight: 38,
        // uikit-refs (jr-grouped): the first titled section's top separator is 55.5 pt below the table's
        // top, the same as between sections (17.5 + 38), so the first titled header gets 17.5 more.
        groupedFirstHeaderExtraTop: 17.5,
        // §B.7: TC grouped legacy header/footer layout margins: bottom 8.
        groupedHeaderBottomMargin: 8,
        // §B.7: TC grouped legacy layout margins: top 8.
        groupedFooterTopMargin: 8,
        // §B.7: TC grouped legacy layout margins: bottom 8.
        groupedFooterBottomMargin: 8
    )
}
