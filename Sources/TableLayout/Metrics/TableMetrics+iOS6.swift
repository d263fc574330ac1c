extension TableMetrics {
    /// The classic look, iPhone OS 3 – iOS 6 as iOS 5/6 draw it (`ios: "6"`). Sources:
    /// `../shared/classic-metrics.md` (cited as C§n with its tags: PK = PastryKit CSS and artwork,
    /// OLD5 = iOS 5 device screenshots, QD = the iOS 5 screenshots in `../shared/classic-refs/`,
    /// CLR = UIKit's private colours, COCO = a measured iOS 6 table, OOS = iOS 4 artwork) and
    /// `../shared/uikit-metrics.md` §0 and §A (GT-1 = an iOS 6 runtime dump). Constants no source
    /// gives are marked `estimated:` with the reasoning; `Docs/spec.md` lists them.
    public static let iOS6 = TableMetrics(
        look: .classic,
        // C§1.5, C§4: Helvetica (stand-in: TeX Gyre Heros, see Assets/Fonts).
        systemFontFamily: "Helvetica",
        // C§4 PK: plain default Bold 20, subtitle Bold 18, value1 Bold 17, value2's key Bold 13.
        titleFontSize: PerCellStyle(default: 20, subtitle: 18, value1: 17, value2: 13),
        // C§4 PK: subtitle detail 14, value1 detail as the title (17), value2's value Bold 15.
        detailFontSize: PerCellStyle(default: 17, subtitle: 14, value1: 17, value2: 15),
        // C§1.5 OLD5/PK: grouped default title Bold 17 (value1 17 as in plain, C§4).
        groupedTitleFontSize: PerCellStyle(default: 17, subtitle: 18, value1: 17, value2: 13),
        // C§4 PK: every textLabel is bold.
        titleFontWeight: PerCellStyle(default: .bold, subtitle: .bold, value1: .bold, value2: .bold),
        // C§4 PK: details regular, except value2's black value (Bold 15).
        detailFontWeight: PerCellStyle(default: .regular, subtitle: .regular, value1: .regular, value2: .bold),
        // C§1.5 PK `left:10px`, OLD5/QD title at x = 20 in a group whose interior starts at 10; C§2 plain x = 10.
        margin: 10,
        // The classic look predates wide phones: one margin.
        wideMargin: 10,
        wideMarginMinWidth: .infinity,
        // estimated: no classic source gives the image–text gap; 10 pt, the classic margin.
        imageTextGap: 10,
        // uikit-metrics §A.4 GT-1 (iOS 6 recursiveDescription, Docs/research/issue10-uikit-facts.md §3b): content
        // view (0 0; 300 54) beside the accessory button (290 0; 30 54) whose chevron image is at (10 20): the
        // content view ends where the chevron starts (it runs under the button's clear left 10 pt).
        contentAccessoryGap: 0,
        // C§4 OLD5 and QD measured: a value1 detail's ink ends 14 pt before the chevron; estimated: 13 of them
        // are the label's inset in the content view, ≈1 pt the glyph's side bearing.
        textTrailingWithAccessory: 13,
        // uikit-metrics §A.4 GT-1, C§5: the chevron's right edge is 10 pt inside the cell (or group interior).
        accessoryTrailing: 10,
        // estimated: PK gives no value1 gap; UIKit's layout manager's 6 pt (uikit-metrics §B.2, LM).
        value1Gap: 6,
        // C§4 PK: value2's key right-aligned in a 68 pt column, the value at x = 84 = 10 + 68 + 6.
        value2ColumnWidth: 68,
        value2Gap: 6,
        // C§4 PK: subtitle title (Bold 18) at top 2, detail (14) at top 25 in a 44 pt row: baselines at
        // ≈19 (2 + Helvetica Bold 18's ≈17 pt ascent) and ≈38 (25 + 14's ≈13), 19 pt apart. The gap between
        // the line boxes follows from that distance (`subtitleBaselineDistance`), whatever the stand-in's boxes.
        subtitleGap: 0,
        subtitleBaselineDistance: 19,
        // C§5 PK/OOS `UITableNext`: 10 × 13 pt.
        chevronSize: Size(width: 10, height: 13),
        // C§5 OOS `UIPreferencesBlueCheck`: 14 × 14 pt.
        checkmarkSize: Size(width: 14, height: 14),
        // estimated: the checkmark's right edge where the chevron's is (10 pt in); no source places it.
        checkmarkExtraTrailing: 0,
        // Unused in the classic look (its detail buttons are `ClassicMetrics.detailButtonSize`).
        infoButtonDiameter: 29,
        infoChevronGap: 0,
        // C§1.5: black titles.
        textColor: .black,
        // C§4 CLR `tableCellValue1BlueColor`, OLD5 measured exactly: #385487.
        value1DetailColor: Color(hex: 0x385487),
        // C§4 CLR `tableCellGrayTextColor` (0.5): #808080.
        subtitleDetailColor: Color(hex: 0x808080),
        // C§4 CLR `tableCellValue2BlueColor` (0.32, 0.40, 0.57) = #526691, confirmed by a Contacts measurement.
        value2TitleColor: Color(hex: 0x526691),
        // C§3 OLD5, PK `.selected>span{color:white}`: text and chevron turn white on the blue selection.
        selectedTextColor: .white,
        // C§2 CLR `tableSeparatorLightColor` (0.88), PK: #E0E0E0.
        separatorColor: Color(hex: 0xE0E0E0),
        // C§2, uikit-metrics §A.2 GT-1: a 1 pt line (2 px at @2x).
        separatorThickness: 1,
        // uikit-metrics §A.2 GT-1: the plain separator runs full width (inset 0).
        separatorFollowsText: false,
        // estimated: iOS 6 put row-high artwork flush left and centred smaller icons in a square (Settings'
        // 29 pt icons sit ≈7 pt in on 43 pt rows); no dump gives the rule.
        imageInsetMatchesVertical: true,
        // C§5 PK/OLD5: the chevron is black at 50 % alpha (#808080 on white, #7B7B7B on #F7F7F7).
        accessoryGray: Color(red: 0, green: 0, blue: 0, alpha: 128),
        // estimated: iOS 6 has no tintColor; the classic look uses it only for the section index titles,
        // whose colour no source gives: the slate of the grouped header text (C§1.4 #4C566C).
        tintColor: Color(hex: 0x4C566C),
        // The blue gradient's top (C§3); the layout paints `ClassicMetrics.blueSelection` instead.
        selectedBackground: Color(hex: 0x058CF5),
        // C§2 CLR `tableCellPlainBackgroundColor`: white.
        cellBackground: .white,
        plainBackground: .white,
        // C§1.1: the pinstripe's wide stripe; the layout paints `ClassicMetrics.pinstripe` over it.
        groupedBackground: Color(hex: 0xC5CCD4),
        // C§2 PK, uikit-metrics §A.3 CHAM: the plain header bar is 22 pt.
        plainHeaderHeight: 22,
        // C§2 PK: Helvetica Bold 18, white (CHAM's 17 imitates it).
        plainHeaderFontSize: 18,
        plainHeaderFontWeight: .bold,
        // The bar's gradient top (uikit-metrics §A.3); the layout paints `ClassicMetrics.plainHeaderGradient`.
        plainHeaderBackground: Color(hex: 0x919EAB),
        plainHeaderTextColor: .white,
        // C§1.4 OLD5/PK: grouped header Helvetica Bold 17, as written (not uppercased).
        groupedHeaderFontSize: 17,
        groupedHeaderFontWeight: .bold,
        uppercasesGroupedHeaders: false,
        // C§1.4 OLD5/PK: footer Helvetica 15 regular, centred.
        groupedFooterFontSize: 15,
        // C§1.4 OLD5 measured #4C566C (CLR `infoTextOverPinStripeTextColor`).
        groupedHeaderTextColor: Color(hex: 0x4C566C),
        // C§1.2 OLD5: 20 pt between untitled groups = a 10 pt footer + a 10 pt header.
        groupedEmptyHeaderFooterHeight: 10,
        // C§1.2 OLD5, PK `padding-top:10px`: the first group starts 10 pt down.
        groupedTopPadding: 10,
        // C§1.4 OLD5 (MED) and QD measured: a titled header's baseline is 22 pt below its top and 12 pt above
        // the group (QD: baseline at table y 32, group at 44, with the first header's extra 10 pt below).
        groupedTitledHeaderHeight: 34,
        groupedFirstHeaderExtraTop: 10,
        // Unused in the classic look: its header and footer titles are placed by baseline (`ClassicMetrics`).
        groupedHeaderBottomMargin: 0,
        groupedFooterTopMargin: 0,
        groupedFooterBottomMargin: 0,
        editing: iOS6Editing,
        index: iOS6Index,
        // estimated: wrapping rows keep UIKit's ceil(lineHeight / 2) margins (uikit-metrics §B.1, TC).
        wrappedTextVerticalMarginRatio: 0.5,
        classic: iOS6Classic,
        // UITableViewCell.separatorInset is iOS 7.0+.
        honorsSeparatorInset: false,
        centersAccessoryViewsOnGrid: true,
        // GT-1: the swiped iOS 6 cell's content view shrinks to 245 pt; it does not slide.
        deleteConfirmationSlidesContent: false,
        // Class reference, seed 004; C§3: selected labels and accessories draw white.
        selectionHighlightsContent: true,
        // C§3 OLD5: the separators stay under a classic selection.
        selectionHidesSeparators: false,
        // GT-1: the swiped iOS 6 cell does not slide (the content view shrinks instead); unused.
        swipedSeparatorStopsAtButton: false,
        swipedAccessoryExtraShift: 0,
        views: iOS6Views
    ).with(statusBar: .classic, navigationBar: .classic, tabBar: .classic, toolbar: .classic)
}
