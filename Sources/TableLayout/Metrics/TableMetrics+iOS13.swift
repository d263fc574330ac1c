public import TableSpec

extension TableMetrics {
    /// iOS 13–14 (`ios: "13"`, `"14"`) in the light appearance at the Large text size.
    public static let iOS13 = modern(.iOS13, palette: .light)

    /// iOS 15–18 (`ios: "15"` … `"18"`) in the light appearance.
    public static let iOS15 = modern(.iOS15, palette: .light)

    /// iOS 13–14 in the dark appearance.
    public static let iOS13Dark = modern(.iOS13, palette: .dark)

    /// iOS 15–18 in the dark appearance.
    public static let iOS15Dark = modern(.iOS15, palette: .dark)

    /// The modern profiles. One profile serves several versions; each version's known differences are
    /// honoured by the profile boundaries (M§4.2 DEC18 `useChromelessSectionHeadersAndFootersForTableStyle:`,
    /// `defaultPaddingAboveSectionHeadersForTableStyle:` [HIGH code; era mapping MED]; M§3–§10 DEC26
    /// `_UISolariumEnabled()` branches [HIGH]).
    public enum ModernEra: Sendable, Equatable {
        /// iOS 13–14: Headline plain headers on an opaque bar.
        case iOS13
        /// iOS 15–18: EmphasizedSubheadline (15 semibold) plain headers, no bar, 22 pt of padding above them.
        case iOS15
        /// iOS 26: the Liquid Glass list (`TableMetrics+iOS26.swift`).
        case iOS26

        /// The profile that draws `version` (a modern one).
        public init(_ version: IOSVersion) {
            self = version.isGlass ? .iOS26 : version.major >= 15 ? .iOS15 : .iOS13
        }
    }

    /// A modern profile at the Large text size in the appearance `palette` describes: iOS 12's table with
    /// the semantic colours, the new-SDK cell fonts and paddings and the SF-Symbol accessories. Sources:
    /// `../shared/modern-metrics.md` (M§n), whose tags (DEC18, DEC26, DUMP, HA18, …) and confidence follow
    /// each value.
    public static func modern(
        _ era: ModernEra, palette p: SystemPalette, category: ContentSizeCategory = .large
    ) -> TableMetrics {
        var m = TableMetrics.iOS12
        // M§7.3, M§12: SF Pro's optical sizes switch from Text to Display at 20 pt [MED convention]; Inter Display
        // (the same Debian fonts-inter 4.0 package as Inter) stands in. The "12" look keeps one cut (its bytes).
        m.displayFontFamily = "SF UI Display"
        // M§6.2 DEC26 defaultTextLabelFontForCellStyle: Body 17 for all but value2's Footnote 13 [HIGH].
        m.titleFontSize = PerCellStyle(default: 17, subtitle: 17, value1: 17, value2: 13)
        // M§6.2 DEC26 defaultDetailTextFontForCellStyle: subtitle Caption1 12, value1 Body 17, value2 Footnote 13.
        m.detailFontSize = PerCellStyle(default: 17, subtitle: 12, value1: 17, value2: 13)
        m.groupedTitleFontSize = m.titleFontSize
        // M§2 DEC18/DEC26: 16, and 20 on wide screens; 20 measured at 390 pt (HA18) [HIGH]. Which widths
        // are wide is not in the code read: estimated 390 and wider (a 375 pt iPhone keeps 16) [MED].
        m.margin = 16
        m.wideMargin = 20
        m.wideMarginMinWidth = 390
        // M§2 DEC26: image → text padding 16; content ↔ accessory padding 16 (legacy 10) [HIGH].
        m.imageTextGap = 16
        m.contentAccessoryGap = 16
        m.textTrailingWithAccessory = 0
        // M§8: chevron.forward ink 6.67 × 11.33, its right edge 20.67 inside the cell edge at a 20 pt margin
        // (HA18 [MED: SwiftUI]; the same box and 18.33 at iOS 26's 16 pt margin, HA26S [HIGH]).
        // Both are measured at the Medium text size (EmphasizedBody 16): the symbol at Large is 17/16 of it.
        m.chevronSize = chevronSize(forBodySize: DynamicType.size(.body, .large))
        m.accessoryTrailing = 16.67
        m.accessoriesFollowWideMargin = true
        // estimated: the checkmark symbol (EmphasizedBody, scale medium) ≈ 14 × 13; no UIKit reference [LOW].
        m.checkmarkSize = Size(width: 14, height: 13)
        m.checkmarkExtraTrailing = 0
        // M§8 DEC18 info.circle in the default configuration: iOS 12's 22 pt ring kept [LOW].
        m.infoButtonDiameter = 22
        // M§1.1 DUMP, M§1.5 DEC26: titles label, value1 details secondaryLabel, translucent separators.
        m.textColor = p.label
        m.value1DetailColor = p.secondaryLabel
        // M§1.5 DEC26: the subtitle's detail is label before iOS 26 [HIGH].
        m.subtitleDetailColor = p.label
        m.separatorColor = p.separator
        // M§1.5 DEC26 _defaultAccessoryTintColor: the chevron is tertiaryLabel [HIGH].
        m.accessoryGray = p.tertiaryLabel
        m.tintColor = p.systemBlue
        // M§1.5: tableCell…SelectedBackgroundColor is a catalog colour not in the code; estimated systemGray4
        // #D1D1D6 [LOW].
        m.selectedBackground = p.systemGray4
        // M§1.1/1.5: systemBackground cells and plain tables, systemGroupedBackground #F2F2F7 grouped [HIGH].
        m.cellBackground = p.systemBackground
        m.groupedCellBackground = p.secondarySystemGroupedBackground
        m.plainBackground = p.systemBackground
        m.groupedBackground = p.systemGroupedBackground
        // M§4.2 DEC18/TC: iOS 13–14 plain headers are Headline (17 semibold) on an opaque 28 pt bar; the bar's
        // colour (tablePlainHeaderFooterBackgroundColor) is not sourced: iOS 12's #F7F7F7 is kept [LOW].
        m.plainHeaderHeight = 28
        m.plainHeaderFontSize = 17
        m.plainHeaderFontWeight = .semibold
        // estimated: the dark bar as secondarySystemBackground #1C1C1E [LOW].
        if p == .dark { m.plainHeaderBackground = Color(hex: 0x1C1C1E) }
        // M§1.5 DEC26: header and footer text secondaryLabel in every style [HIGH code; era MED].
        m.plainHeaderTextColor = p.secondaryLabel
        m.plainHeaderTopPadding = 0
        // M§4.1 DEC18/TC: grouped headers Footnote 13 regular, uppercased; footers ShortFootnote 13 [HIGH].
        m.groupedHeaderFontSize = 13
        m.groupedHeaderFontWeight = .regular
        m.uppercasesGroupedHeaders = true
        m.groupedFooterFontSize = 13
        m.groupedFooterLeading = .tight
        m.groupedHeaderTextColor = p.secondaryLabel
        // M§3 DEC18: 35 above a first section without a header; 17.5 per empty header or footer [HIGH].
        m.groupedTopPadding = 35
        m.groupedEmptyHeaderFooterHeight = 17.5
        // M§4.1 DEC26 header margins (17, 8, 6, 8), the first section's top 32: a titled header is
        // 17 + a Footnote line (≈15.5 at 13 pt) + 6 ≈ 38.5, whole points on every scale: 39; the first one 15
        // taller [MED: derived].
        m.groupedTitledHeaderHeight = 39
        m.groupedFirstHeaderExtraTop = 15
        m.groupedHeaderBottomMargin = 6
        // M§4.1 DEC26 footer margins (6, 8, 12, 8) [HIGH].
        m.groupedFooterTopMargin = 6
        m.groupedFooterBottomMargin = 12
        // M§3: insetGrouped sections have 10 pt corners (HA18 circle fit, DEC26) [HIGH].
        m.insetGroupedCornerRadius = 10
        // Docs/fidelity-modern.md: the HA18 and HA26L section corners are continuous curves (their profiles
        // leave the straight edge about 1.5 radii from the corner; single 51 pt rows of HA26P, too short for
        // it, read as a circle) [HIGH: measured]; the curve is the published reverse-engineering of
        // `cornerCurve = .continuous` (PaintCode) [MED].
        m.continuousCorners = true
        // Index: DEC26 gives white α 0.9 only as the legacy (old-SDK) fill; the new-SDK column is taken as
        // clear [MED]. The table header label follows the header colour, secondaryLabel (M§1.5).
        m.index.background = .clear
        m.index.tableHeaderTextColor = p.secondaryLabel
        m.editing = EditSymbolMetrics.editing(modernEditing(p), bodySize: DynamicType.size(.body, .large))
        m.look = .symbols
        m.settingsTile = .modern
        m.disabledRow = .modern(p)
        // iOS 15 on: the bar over the top of the content is transparent (`scrollEdgeAppearance`).
        if era != .iOS13 {
            m.navigationBar = .modern15
            m.tabBar = .modern15
        } else {
            m.tabBar.unselected = p.systemGray
            // iOS 13's search field: the look's own tertiarySystemFill field.
            m.navigationBar.searchFieldFill = nil
        }
        if p.isDark {
            // The dark bar: a near-black fill and a light hairline [LOW: estimated, no dark reference].
            m.navigationBar.background = Color(red: 22, green: 22, blue: 22, alpha: 240)
            m.navigationBar.shadow = Color(red: 255, green: 255, blue: 255, alpha: 38)
            m.tabBar.background = m.navigationBar.background
            m.tabBar.shadow = m.navigationBar.shadow
        }
        // M§10, research §2: normal actions systemGray3, destructive systemRed, in the palette [HIGH].
        m.swipe.normalBackground = p.systemGray3
        m.swipe.destructiveBackground = p.systemRed
        m.views = modernViews(p)
        m.listConfiguration = .modern(p)
        if era != .iOS13 {
            m.plainHeaderFontSize = 15
            m.plainHeaderBackground = nil
            m.plainHeaderTopPadding = 22
        }
        // M§6.1, M§7: rows size to their text, at least 2 × Body's leading; margins stay 11 (subtitle 4).
        m.selfSizingRows = true
        if era == .iOS26 { m.applyGlass(p) }
        return category == .large ? m : m.scaled(to: category, era: era)
    }

    /// The modern table at another Dynamic Type size (M§7): every text style at its size, the symbols
    /// (chevron, checkmark, info button; EmphasizedBody) scaled with Body, the row minimum from Body's leading,
    /// value1 stacked at the accessibility sizes (UIKit behaviour; its layout values are not sourced [MED]), the
    /// edit controls and reorder grip (SF Symbols at Body, M§9) with Body. Margins, paddings and the switch do
    /// not scale (M§7.3).
    func scaled(to category: ContentSizeCategory, era: ModernEra) -> TableMetrics {
        var m = self
        let size = { (style: TextStyle) in DynamicType.size(style, category) }
        m.titleFontSize = PerCellStyle(
            default: size(.body), subtitle: size(.body), value1: size(.body), value2: size(.footnote))
        let subtitle: TextStyle = era == .iOS26 ? .subheadline : .caption1
        m.detailFontSize = PerCellStyle(
            default: size(.body), subtitle: size(subtitle), value1: size(.body), value2: size(.footnote))
        m.groupedTitleFontSize = m.titleFontSize
        m.groupedFooterFontSize = size(.footnote)
        switch era {
        case .iOS13: m.plainHeaderFontSize = size(.headline)
        case .iOS15: m.plainHeaderFontSize = size(.subheadline)
        case .iOS26: m.plainHeaderFontSize = size(.headline)
        }
        if era == .iOS26 {
            // M§4.1 DEC26: EmphasizedBody headers between 10 pt margins; the bar as tall as that (estimated).
            m.groupedHeaderFontSize = size(.headline)
            m.plainHeaderHeight = Self.glassHeaderHeight(size(.headline))
        } else {
            m.groupedHeaderFontSize = size(.footnote)
            // A titled grouped header is 17 + its Footnote line (≈ 1.2 × the size, SF's ratio) + 6 (M§4.1).
            m.groupedTitledHeaderHeight = (23 + 1.2 * size(.footnote)).rounded()
        }
        let symbol = size(.body) / DynamicType.size(.body, .large)
        m.chevronSize = Self.chevronSize(forBodySize: size(.body))
        m.checkmarkSize = Size(width: checkmarkSize.width * symbol, height: checkmarkSize.height * symbol)
        m.infoButtonDiameter = infoButtonDiameter * symbol
        m.editing = EditSymbolMetrics.editing(editing, bodySize: size(.body), accessibility: category.isAccessibility)
        m.minimumRowHeight =
            era == .iOS26 ? DynamicType.glassMinimumRowHeight(category) : DynamicType.minimumRowHeight(category)
        m.stacksValue1 = category.isAccessibility
        m.listConfiguration = listConfiguration?.scaled(to: category)
        for (style, font) in views.textStyles { m.views.textStyles[style] = TextStyleFont(size(style), font.weight) }
        return m
    }

    /// M§8: the `chevron.forward` ink box, 6.67 × 11.33 at the Medium text size (EmphasizedBody 16; HA18,
    /// HA26S/H/L [HIGH]), scaled with the symbol's point size `bodySize`.
    static func chevronSize(forBodySize bodySize: Double) -> Size {
        let medium = DynamicType.size(.body, .medium)
        return Size(width: 6.67 * bodySize / medium, height: 11.33 * bodySize / medium)
    }

    /// Editing in the modern looks: the system colours (M§9, M§1.1 DUMP); the symbols' geometry is
    /// `EditSymbolMetrics`.
    static func modernEditing(_ p: SystemPalette) -> EditingMetrics {
        var e = TableMetrics.iOS12.editing
        // M§1.1 DUMP: systemRed (delete), systemGreen (insert, switch on) [HIGH].
        e.deleteColor = p.systemRed
        e.insertColor = p.systemGreen
        e.switchOnColor = p.systemGreen
        // M§1.5 DEC26: the unselected circle and the reorder grip are tertiaryLabel [HIGH]. A selected row in
        // multiple selection: DEC26's legacy `defaultMultiSelectBackgroundColorForCell:` is systemGray6, but a
        // real iOS 18 table (issue 40's screen kept aside) fills it with systemGray4, the selected cell's
        // background configuration, and hides its separators [MED: one screen; iOS 13–14 taken to match, LOW].
        e.selectionRingColor = p.tertiaryLabel
        e.gripColor = p.tertiaryLabel
        e.multiSelectBackground = p.systemGray4
        // M§8: the switch track ends 18 pt inside the cell edge at a 20 pt margin (HA18P [MED: SwiftUI]):
        // 14 at the 16 pt margin.
        e.switchTrailing = 14
        // M§10 (SW, convention [MED]): the Delete button is systemRed; its title white.
        e.deleteButtonColor = p.systemRed
        // The switch's off colour fills its track from iOS 13 (`SwitchPainter.paintModern`): secondarySystemFill,
        // translucent, (233,233,234) on white, (222,222,227) on #F2F2F7 and (57,57,61) on #1C1C1E, as UISwitch
        // and SwiftUI Toggle renders of iOS 14–18 show (`Docs/research/ios13-18-switch-off.md` [HIGH on iOS 14 and
        // 17, MED on 15 and 18]); the palette's values are M§1.1 DUMP, CC [HIGH].
        e.switchOffBorder = p.secondarySystemFill
        return e
    }

    /// Custom views in the modern looks: iOS 12's, with labels in `label` and placeholders in
    /// `placeholderText` (M§1.1 DUMP [HIGH]); in dark, the controls' greys become the palette's fills
    /// (tracks systemFill, search fields tertiarySystemFill, glyphs secondaryLabel, field borders the
    /// separator, the spinner and the refresh control secondaryLabel) [LOW: estimated by role, no dark
    /// reference].
    static func modernViews(_ p: SystemPalette) -> ViewMetrics {
        var v = iOS12Views
        v.labelColor = p.label
        v.placeholderColor = p.placeholderText
        filledStepper(&v.controls, p)
        filledSegments(&v.controls, p)
        modernSearchBar(&v.controls, p)
        guard p.isDark else { return v }
        v.refresh.tint = p.secondaryLabel
        v.controls.spinnerGray = p.secondaryLabel
        v.controls.progressTrackColor = p.systemFill
        v.controls.sliderMaximumTrackColor = p.systemFill
        v.controls.textFieldBorder = Border(color: p.separator, width: v.controls.textFieldBorder.width)
        return v
    }

    /// The iOS 13+ `UISegmentedControl` (`Docs/research/modern-segmented-search.md` §1: DEC26 and the iOS 17/18
    /// decompile DECB, `UISegmentedControlDefaultStyleProvider`; IMG-HR a real iOS 14/15 render at 3x): 32 pt
    /// tall, a tertiarySystemFill track with 8 pt corners, segments 1 pt apart, equal widths, each ideal width
    /// the widest title + 9 on each side [HIGH]; the selected segment a thumb 2 pt inside it with 6 pt corners,
    /// white in light (`_controlForegroundColor`) with a shadow of black α 0.12, offset 2.5, CG blur 6, which
    /// leaves 6 % at the thumb's edge and fades over about 4.5 pt (IMG-HR measures 5–6 %): drawn here in bands
    /// out to 4.5 pt at α 0.075, whose sum at the edge is the same 6 %; (235,235,245) α 0.30 and no shadow in
    /// dark [HIGH];
    /// 1 × 18 pt systemFill dividers (inset 7), hidden next to the thumb [HIGH]; 13 pt titles in `label`
    /// [HIGH measured], Medium and Semibold when selected [MED: stem widths]. `tintColor` no longer colours it
    /// (iOS 13 dropped that) [HIGH].
    private static func filledSegments(_ controls: inout ControlMetrics, _ p: SystemPalette) {
        controls.segmentHeight = 32
        controls.segmentFontSize = 13
        controls.segmentPadding = 9
        controls.filledSegments = FilledSegmentArtwork(
            trackColor: p.tertiarySystemFill, trackRadius: 8, segmentGap: 1,
            thumbColor: p.isDark ? Color(red: 235, green: 235, blue: 245, alpha: 77) : .white, thumbInset: 2,
            thumbRadius: 6,
            thumbShadow: p.isDark ? nil : BoxShadow(color: Color.black.withAlpha(19), offsetY: 2.5, radius: 4.5),
            dividerColor: p.systemFill, dividerWidth: 1, dividerInset: 7, titleColor: p.label, titleWeight: .medium,
            selectedTitleWeight: .semibold)
    }

    /// The iOS 13+ `UISearchBar` in its default style (`Docs/research/modern-segmented-search.md` §2: DECB
    /// `_UISearchBarVisualProviderIOS`, `_UISearchBarSearchFieldBackgroundView`, `_UISearchTextFieldVisualStyle`;
    /// DEC26 `UISearchBarBackground`): a 56 pt bar (10 + a 36 pt field + 10) of systemBackground α 0.96 with a
    /// separator hairline at its top and bottom; the field tertiarySystemFill with 10 pt corners, 17 pt text,
    /// the magnifier 6 pt in and the text 5 pt after it, magnifier and placeholder in secondaryLabel [HIGH]; the
    /// field 8 pt from the bar's sides (`minimumHorizontalMargin`; larger layout margins could widen it [MED]);
    /// the magnifier's box about 16 pt wide, its ring 12 pt [LOW: the symbol's size is not sourced].
    private static func modernSearchBar(_ controls: inout ControlMetrics, _ p: SystemPalette) {
        controls.searchBarHeight = 56
        controls.searchBarColor = p.systemBackground.withAlpha(245)
        controls.searchBarGradient = nil
        controls.searchBarTopLine = p.separator
        controls.searchBarBottomLine = p.separator
        controls.searchFieldInset = 8
        controls.searchFieldHeight = 36
        controls.searchFieldRadius = 10
        controls.searchFieldColor = p.tertiarySystemFill
        controls.searchFieldBorder = nil
        controls.searchFontSize = 17
        controls.searchGlyphColor = p.secondaryLabel
        controls.searchPlaceholderColor = p.secondaryLabel
        controls.magnifierDiameter = 12
        controls.searchFieldContent = SearchFieldContent(glyphX: 6, glyphWidth: 16, textGap: 5)
    }

    /// The iOS 13+ `UIStepper` (DEC26 `UIStepperHorizontalVisualElement`, the modern-SDK branch, the same in the
    /// iOS 17/18 decompile; `Docs/research/controls-metrics.md` §4): 94 × `UISegmentedControl._defaultHeight`
    /// (32), clipped to its 8 pt corner radius, filled with tertiarySystemFill, a 1 pt systemFill divider inset 7
    /// pt top and bottom, "minus" and "plus" symbols in `labelColor` [HIGH]; the glyphs at about 17 pt Regular
    /// (13 pt bars, 1.7 pt thick, SF Symbols' Regular stroke at 17 pt) [MED]; a half that cannot step (`value` at
    /// a bound) dims its glyph, alpha 0.3 [LOW: the decompile's disabled draw mode was not resolved]. iOS 26's
    /// Liquid Glass stepper (a SwiftUI `DesignLibraryStepper`) is not sourced beyond a third-party capture: the
    /// same shape is drawn [estimate].
    private static func filledStepper(_ controls: inout ControlMetrics, _ p: SystemPalette) {
        controls.stepperSize = Size(width: 94, height: 32)
        controls.stepperCornerRadius = 8
        controls.stepperGlyphLength = 13
        controls.stepperGlyphWidth = 1.7
        controls.filledStepper = FilledStepperArtwork(
            fill: p.tertiarySystemFill, dividerColor: p.systemFill, dividerInset: 7, glyphColor: p.label,
            disabledGlyphAlpha: 0.3)
    }
}
