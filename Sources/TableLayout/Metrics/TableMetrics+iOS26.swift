internal import TableSpec

extension TableMetrics {
    /// iOS 26 (`ios: "26"`) in the light appearance at the Large text size.
    public static let iOS26 = modern(.iOS26, palette: .glassLight)

    /// iOS 26 in the dark appearance.
    public static let iOS26Dark = modern(.iOS26, palette: .glassDark)

    /// iOS 26's Liquid Glass list over the iOS 15 profile: UIKit's `_UISolariumEnabled()` branches
    /// (`../shared/modern-metrics.md`, DEC26 = decompiled UIKitCore 26.1; HA26P/S/L/H = iOS 26 renders at the
    /// Medium text size, 390 pt @3x), each value with its source and confidence.
    mutating func applyGlass(_ p: SystemPalette) {
        look = .glass
        // M§2: 16 pt margins at 390 pt (HA26P/S/L/H [HIGH]); 20 only on screens wider than 393 pt (research §4:
        // a description of `_horizontalContentMarginForView:ofWidth:` [MED/LOW]).
        margin = 16
        wideMargin = 20
        wideMarginMinWidth = 394
        // M§3, M§6.1 DEC26 minimumContentViewHeightForFont: Body's leading + 30 (52 at Large) and 15 pt
        // vertical cell margins in every cell style [HIGH].
        minimumRowHeight = DynamicType.glassMinimumRowHeight(.large)
        cellVerticalMargin = 15
        subtitleVerticalMargin = 15
        // M§6.2 DEC26: the subtitle's detail is Subheadline (15) in secondaryLabel [HIGH]; the text-to-subtitle
        // padding 4 under Solarium (where UIKit applies it is not traced [MED]).
        detailFontSize.subtitle = 15
        subtitleDetailColor = p.secondaryLabel
        subtitleGap = 4
        // M§3: 26 pt section corners (circle fit on HA26P, DEC26 [HIGH]); swiped cells and action buttons 26.
        insetGroupedCornerRadius = 26
        // M§10, M§1.5 DEC26: rounded swipe actions (radius 26, 8 pt from the swiped cell, 2 pt apart) beside a
        // swiped cell drawn as a systemGray5 card with 26 pt corners [HIGH values; MED that tables use them].
        swipe.rounded = SwipeActionMetrics.Rounded(
            cornerRadius: 26, paddingToSwipedCell: 8, buttonSpacing: 2, swipedCellBackground: p.systemGray5)
        // M§1.2, M§3: a 1 pt separator band from the text to the cell's trailing edge − the margin (HA26S/L/H
        // [HIGH]), in the palette's Liquid Glass separator. Plain and grouped (non-inset) separators are not
        // sourced: the same band and ends are assumed [LOW].
        separatorThickness = 1
        separatorEndsAtMargin = true
        // M§8: the chevron's right ink edge 18.33 inside the cell edge at the 16 pt margin (HA26S, HA26H [HIGH]).
        accessoryTrailing = 18.33
        // M§8 DEC26 UISwitchModernVisualElement: 63 × 28, off track tertiaryLabel, 14 pt from the cell edge
        // (HA26P/S [HIGH]); the capsule knob is the `.glass` look's artwork.
        editing.switchSize = Size(width: 63, height: 28)
        editing.switchOffBorder = p.tertiaryLabel
        editing.switchTrailing = 14
        // M§4.1 DEC26 defaultHeaderFontForTableViewStyle:, shouldUppercaseHeaderFooterTextForTableStyle:: grouped
        // headers EmphasizedBody (17 semibold), as typed, between layout margins 10 and 10 [HIGH]; footers
        // ShortFootnote with margins 8 above and 6 below [HIGH].
        groupedHeaderFontSize = 17
        groupedHeaderFontWeight = .semibold
        uppercasesGroupedHeaders = false
        groupedTitledHeaderHeight = 0
        groupedHeaderBottomMargin = 10
        groupedFooterTopMargin = 8
        groupedFooterBottomMargin = 6
        // estimated: the first section's header keeps iOS 13–18's 15 pt of extra top margin; the padding above
        // a first section without a header (35) and the empty header/footer (17.5; 35 measured between two
        // sections, HA26P) stay as before [LOW: `_UIListMetrics` is Swift and not in the decompile].
        // M§4.2 DEC26: plain headers EmphasizedBody on no background, Solarium margins 10/10: a bar as tall as
        // 10 + the line + 10 [MED]; the 22 pt padding above them is iOS 15's, not re-measured [LOW].
        plainHeaderFontSize = 17
        plainHeaderFontWeight = .semibold
        plainHeaderHeight = Self.glassHeaderHeight(17)
        listConfiguration?.applyGlass(p)
        views.controls.applyGlass(p)
        // The search area around the 44 pt capsule field: 1 + 44 + 15 (`NavigationBarMetrics`) [MED].
        navigationBar.searchAreaHeight = 60
        // Liquid Glass bars: no bar fill or hairline, items on glass platters, the floating tab bar.
        glassBars = p.isDark ? .dark : .light
        navigationBar.background = nil
        navigationBar.shadow = nil
    }

    /// A Liquid Glass header's height for an EmphasizedBody line of `size` points: the 10 pt margins above
    /// and below (M§4.1 DEC26) around SF's line (≈ 1.2 × the size), in whole points [MED: estimated].
    static func glassHeaderHeight(_ size: Double) -> Double { (20 + 1.2 * size).rounded() }
}

extension ControlMetrics {
    /// iOS 26's controls in a table (`Docs/research/modern-segmented-search.md` §1f, §2c, DEC26): the segmented
    /// control a capsule (`alwaysUseConcentricCornerRadius`: radius 16, the thumb 14) with no baked shadow under
    /// its thumb (a lens view) [HIGH code; MED that iPhone content takes it]; the search field a 44 pt capsule,
    /// the magnifier 12 pt in and the text 7 pt after it [HIGH], the bar 10 + 44 + 10 tall [LOW: the insets are
    /// iOS 13's]. The Liquid Glass materials (a glass field outside a navigation bar) are not drawn: the field
    /// keeps iOS 13–18's fill [estimate].
    ///
    /// The stepper is DesignLibrary's `iOSStepper` (`Docs/research/ios26-stepper.md`): 94 × 32 [HIGH], a
    /// continuous capsule [HIGH] filled with the `.quinary` style, (60,60,67) α 0.086 light and (235,235,245)
    /// α 0.078 dark [MED: one third-party layer dump]; a 1 × 24 divider (inset 4) in tertiaryLabel, quaternaryLabel
    /// when both halves are at a bound [MED; the rule HIGH]; − and + in `label`, about 13.67 pt long and 2 pt
    /// thick [MED/LOW]; a half whose next step would pass its bound draws its glyph in tertiaryLabel [MED-HIGH];
    /// `isEnabled` changes nothing [MED-HIGH].
    mutating func applyGlass(_ p: SystemPalette) {
        stepperCornerRadius = 16
        stepperGlyphLength = 13.67
        stepperGlyphWidth = 2
        filledStepper?.fill =
            p.isDark
            ? Color(red: 235, green: 235, blue: 245, alpha: 20) : Color(red: 60, green: 60, blue: 67, alpha: 22)
        filledStepper?.dividerColor = p.tertiaryLabel
        filledStepper?.dividerInset = 4
        filledStepper?.boundGlyphColor = p.tertiaryLabel
        filledStepper?.boundDividerColor = p.quaternaryLabel
        filledStepper?.dimsWhenDisabled = false
        filledStepper?.continuousCorners = true
        filledSegments?.trackRadius = 16
        filledSegments?.thumbRadius = 14
        filledSegments?.thumbShadow = nil
        searchFieldHeight = 44
        searchFieldRadius = 22
        searchBarHeight = 64
        searchFieldContent = SearchFieldContent(glyphX: 12, glyphWidth: 16, textGap: 7)
    }
}
