extension TableMetrics {
    /// iOS 7–8 (`ios: "7"`). Sources: `../shared/uikit-metrics.md` section B
    /// (cited as §B.n with its tags: GT = runtime dump, TC/LM = decompiled
    /// UIKit constants/layout manager, UI7 = UI7Kit), and
    /// `../shared/uikit-refs/README.md` (iOS 12 screenshots, for elements whose
    /// artwork did not change between iOS 7 and 12).
    public static let iOS7 = TableMetrics(
        look: .flat,
        // §D: iOS 7–8 use Helvetica Neue (stand-in: TeX Gyre Heros, see Assets/Fonts).
        systemFontFamily: "Helvetica Neue",
        // §B.2, TC defaultTextLabelFontSizeForCellStyle (legacy): 18, 18, 17, 14.
        titleFontSize: PerCellStyle(default: 18, subtitle: 18, value1: 17, value2: 14),
        // §B.2, TC defaultDetailTextLabelFontSizeForCellStyle (legacy): subtitle 12, value1 17, value2 14.
        detailFontSize: PerCellStyle(default: 17, subtitle: 12, value1: 17, value2: 14),
        // §B.2: the same sizes in grouped tables.
        groupedTitleFontSize: PerCellStyle(default: 18, subtitle: 18, value1: 17, value2: 14),
        // §B.2: systemFontOfSize (regular) for every label.
        titleFontWeight: PerCellStyle(default: .regular, subtitle: .regular, value1: .regular, value2: .regular),
        detailFontWeight: PerCellStyle(default: .regular, subtitle: .regular, value1: .regular, value2: .regular),
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
        subtitleBaselineDistance: nil,
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
        // §B.2: the subtitle's detail is black like the title.
        subtitleDetailColor: .black,
        // §B.2: value2's title takes the tint color.
        value2TitleColor: nil,
        // §B.3: flat selection keeps the text colors.
        selectedTextColor: nil,
        // §B.3: TC defaultSeparatorColorForTableViewStyle legacy (200,199,204).
        separatorColor: Color(hex: 0xC8C7CC),
        // §0, GT-3/4/5: a hairline, one device pixel.
        separatorThickness: nil,
        // §B.1/B.3: the default separator inset follows the text (15 pt, or after the image).
        separatorFollowsText: true,
        // §B.1, LM standardLayoutImageViewFrameForCell: the image sits at the margin.
        imageInsetMatchesVertical: false,
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
        groupedHeaderFontWeight: .regular,
        // §B.7: TC shouldUppercaseHeaderFooterTextForTableStyle: grouped headers are uppercased.
        uppercasesGroupedHeaders: true,
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
        groupedFooterBottomMargin: 8,
        editing: iOS7Editing,
        index: iOS7Index,
        // §B.1: TC defaultCellLayoutMarginsForTableStyle: top = bottom = ceil(textLabel.font.lineHeight / 2).
        wrappedTextVerticalMarginRatio: 0.5,
        classic: nil,
        // Docs/research/issue10-uikit-facts.md §3a (GT-3b, iOS 7.0 swiped dump): the separator is laid out
        // against the scroll offset, so on screen it stays at 15…320 and runs under the button…
        swipedSeparatorStopsAtButton: false,
        // …and the chevron is laid out 5 pt further left (302 → 297) before the 82 pt offset.
        swipedAccessoryExtraShift: 5,
        views: iOS7Views
    ).with(statusBar: .flat7)

    /// Editing controls, Delete button and switch (`../shared/flat-metrics.md` §1, §4).
    static let iOS7Editing = EditingMetrics(
        // §1.1 ART7: UIRemoveControlMinus / Plus / multi-select images are 22 × 22 pt.
        controlDiameter: 22,
        // §1.3 BS9: the circle occupies x = 12 … 34.
        controlX: 12,
        // §1.3 BS9: circle top at row top + 12 in a 44 pt row, 1 pt below centred [MED].
        controlDrop: 1,
        // §1.3: 47 (image 22 + padding 25) − content edit padding 9 = 38 (DEC26 formula; BS9 measured +38).
        contentShift: 38,
        // §1.2 BS9: delete ball #FF3B30, insert ball #4CD964 (not the modern (210,0,0)/(1,173,50)).
        deleteColor: Color(hex: 0xFF3B30),
        insertColor: Color(hex: 0x4CD964),
        // §1.2: unselected ring ≈ #C7C7CC (BS9 + DEC26 accessory tint).
        selectionRingColor: Color(hex: 0xC7C7CC),
        // §1.2 BS9 = TC legacy: #E9F0FA.
        multiSelectBackground: Color(hex: 0xE9F0FA),
        // §1.1 ART7 UITableGrabber: 22 × 8.5 pt.
        gripSize: Size(width: 22, height: 8.5),
        // §1.3 DEC26: reorder control = grip + 30 = 52, flush right (grip at x = 283…305 on 320).
        reorderControlWidth: 52,
        // §1.3 DEC26 defaultContentReorderPadding legacy 12 [MED: use not traced].
        reorderContentOverlap: 12,
        // §1.1 CAR/BS9: grip tinted #C7C7CC.
        gripColor: Color(hex: 0xC7C7CC),
        // §1.4 BS9: Delete button #FF3B30, white label.
        deleteButtonColor: Color(hex: 0xFF3B30),
        deleteButtonTextColor: .white,
        // §1.4: 18 pt regular (GT-3b label height 22 = Helvetica Neue 18) [MED].
        deleteButtonFontSize: 18,
        // §B.5 GT-3b/GT-5: label at x = 15, button = title width + 30.
        deleteButtonPadding: 15,
        deleteButtonTitle: "Delete",
        // §B.4: UISwitch 51 × 31 (UI7 + runtime dump).
        switchSize: Size(width: 51, height: 31),
        // §4: on #4CD964 [MED], off border #E5E5E5 (BS9).
        switchOnColor: Color(hex: 0x4CD964),
        switchOffBorder: Color(hex: 0xE5E5E5),
        // §4 BS9: track x = 254…305 on 320 → 15 pt right margin (iOS 9; assumed for iOS 7).
        switchTrailing: 15
    )

    /// Section index and table header/footer labels (`../shared/flat-metrics.md` §2).
    static let iOS7Index = IndexMetrics(
        // §2 DEC26: boldSystemFontOfSize 11 (GDI's iOS 7 clone agrees).
        fontSize: 11,
        // §2 BS9: index column 15 pt wide on 320 (x 305–320); wider titles widen it.
        minWidth: 15,
        // §2 BS9: 14.0 pt between entries (cap height ≈ 8 + 6 pt line spacing).
        pitch: 14,
        // §2 DEC26: legacy default fill, white at alpha 0.9 [MED for iOS 7–12].
        background: Color(red: 255, green: 255, blue: 255, alpha: 230),
        // estimated: a tableHeaderView is an app's own view; TableShot draws a plain label in the
        // grouped-footer style (14 pt #6D6D72), centred, with 12 pt above and below.
        tableHeaderFontSize: 14,
        tableHeaderPadding: 12,
        tableHeaderTextColor: Color(hex: 0x6D6D72)
    )
}
