extension TableMetrics {
    /// iOS 9–12 (`ios: "12"`): iOS 7's table with the San Francisco-era
    /// changes. Sources: `../shared/uikit-refs/README.md` (MEAS12: iOS 12.1
    /// screenshots, 320 pt @2x), `../shared/flat-metrics.md` (BS9: iOS 9
    /// screenshots; DEC26/TC: decompiled constants), `../shared/uikit-metrics.md`.
    public static let iOS12: TableMetrics = {
        var m = TableMetrics.iOS7
        // §D: San Francisco from iOS 9 (stand-in: Inter, see Assets/Fonts).
        m.systemFontFamily = "SF UI Text"
        // iOS 11's status bar (signal bars, "9:41"), which the look's iPhones with a home button show through
        // iOS 12 (`StatusBarMetrics.modern`; iOS 9–10's dots are not drawn in this look).
        m.statusBar = .modern
        // iOS 11's bars: the prompt's 34 pt band, items at the layout margin (`NavigationBarMetrics.modern11`).
        m.navigationBar = .modern11
        // flat-metrics §5 (BS9, iOS 9): default 17, subtitle 17/12, value1 17/17, value2 14/14.
        m.titleFontSize = PerCellStyle(default: 17, subtitle: 17, value1: 17, value2: 14)
        m.detailFontSize = PerCellStyle(default: 17, subtitle: 12, value1: 17, value2: 14)
        m.groupedTitleFontSize = m.titleFontSize
        // §B.1 (TC new SDK, GT-7/8): 16 pt up to 375 pt wide, 20 pt on wider (Plus) screens.
        m.margin = 16
        m.wideMargin = 20
        m.wideMarginMinWidth = 414
        // MEAS12: chevron ink 8 × 13 with its right edge 15 pt from the table's edge.
        m.chevronSize = Size(width: 8, height: 13)
        m.accessoryTrailing = 15
        // GT-7 (iOS 8/9, 320 pt): content view 286 and label (16 0; 269) with a chevron; with MEAS12's
        // chevron at x = 297 that is an 11 pt content–accessory gap and the label ending 1 pt inside.
        m.contentAccessoryGap = 11
        m.textTrailingWithAccessory = 1
        // MEAS12: checkmark ink 13 × 10.5, right edge 16 pt from the edge (1 pt more than the chevron).
        m.checkmarkSize = Size(width: 13, height: 10.5)
        m.checkmarkExtraTrailing = 1
        // MEAS12: info button a 22 pt circle, 12 pt left of the chevron in a detail disclosure button.
        m.infoButtonDiameter = 22
        m.infoChevronGap = 12
        // MEAS12 / BS9: plain header 28 pt on #F7F7F7 with bold 17 pt text (Headline).
        m.plainHeaderHeight = 28
        m.plainHeaderFontSize = 17
        m.plainHeaderFontWeight = .bold
        // MEAS12 / flat-metrics §3.2: grouped header and footer text 13 pt regular, #6D6D72.
        m.groupedHeaderFontSize = 13
        m.groupedFooterFontSize = 13
        // Docs/research/issue10-uikit-facts.md §3a' (GT-5, iOS 8/9 swiped dump): no cell scroll view; the
        // separator (132.5 43.5; 243 0.5) under a 117.5 pt offset shows at 15…258, ending at the button.
        m.swipedSeparatorStopsAtButton = true
        // estimated: GT-5 has no accessory; iOS 7.0's extra 5 pt is not assumed for iOS 8+.
        m.swipedAccessoryExtraShift = 0
        m.views = iOS12Views
        return m
    }()
}
