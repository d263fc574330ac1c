internal import TableSpec

extension TableMetrics {
    /// SwiftUI's `List`/`Form` (`"framework": "swiftUI"`, iOS 16 on) where it draws differently from
    /// `UITableView`; everything else (insets, corners, separators, row heights, colours of text) is the same,
    /// as the references show (issue 29). Sources: public snapshot tests, `Docs/research/issue29-swiftui-
    /// references.md` (HA ListPicker value rows, iOS 18.2 and 26.0, 390 pt @3x, Medium).
    func swiftUI(ios: IOSVersion, dark: Bool) -> TableMetrics {
        var m = self
        let palette = SystemPalette.of(ModernEra(ios), dark ? .dark : .light)
        // The value's text ends closer to the chevron: ink to ink 11.67 pt on iOS 18.2, 13.67 on iOS 26.0
        // [HIGH for those versions; iOS 16–17 assumed as 18: RC's iOS 16/17 screens have no chevrons]. The gap
        // is between boxes: the chevron's ink sits 0.67 inside its box and the stand-in's last letter's ink
        // about 0.67 inside its advance, so 1.33 less [MED: calibrated on "aaaa", Body at Medium].
        m.contentAccessoryGap = (ios.isGlass ? 13.67 : 11.67) - 1.33
        // The chevron is a plain gray (191,191,191) on iOS 18.2, not tertiaryLabel [HIGH light]: black at 25 %,
        // the third level of the foreground style (OpenSwiftUI's `SystemColorDefinition.opacity(at: 2)` = 0.25),
        // so in dark it is white at 25 % [MED: derived, no dark reference]. iOS 26's is tertiaryLabel as UIKit's
        // ((197,197,199) light, (90,90,94) dark on the HA references [HIGH]).
        if !ios.isGlass { m.accessoryGray = palette.label.withAlpha(64) }
        // Two stacked texts (a VStack label, a Toggle's two-line label) are the list row's content between its
        // own insets, 11 pt on iOS 16–18 (UIKit's subtitle cell has 4) and 15 on iOS 26, with the VStack's
        // default spacing: HA SensorRow (iOS 18.2) is 60.67 pt tall, its baselines 26.33 and 46.0 below the row's
        // top [HIGH at Medium]; Critical Maps (iOS 26), whose source sets spacing 4, fits the same insets to the
        // pixel [MED]; HA SensorRow recorded on iOS 26.0 and 26.0.1 is 68.67 pt [HIGH at Medium]. That spacing
        // is SwiftUI's text-to-text spacing: the lower text's leading (its line height less SF's line box,
        // size × 2444/2048), rounded up to the pixel; 2.33 pt for a Subheadline, 2.00 for a Body, 0 for a
        // Caption at Medium (`Docs/research/swiftui-vstack-spacing.md`: OpenSwiftUI `TextMetrics.spacing`, gated
        // by the iOS 17 SDK's `TextSpacingUIKit0059v2`; measured Body/Body on iOS 18.2, Headline/Caption at M and
        // AX3 on iOS 26.0 [HIGH]; iOS 16 assumed the same [LOW]; a negative leading (Caption at M, some AX sizes)
        // taken as 0 [LOW]).
        m.subtitleVerticalMargin = m.cellVerticalMargin
        // A plain List draws no separators below its last row, where UITableView fills the rest of a fixed height
        // with empty rows' (SwiftUI plain lists on iOS 16, 17 and 26: nothing in the 709 pt below the rows
        // [HIGH]; `Docs/research/swiftui-plain-grouped.md`).
        m.separatesEmptyRows = false
        if !ios.isGlass { m.applySwiftUISectionSpacing() }
        m.usesTextToTextSpacing = true
        m.swiftUIList = Self.swiftUIList(ios: ios, palette: palette)
        return m
    }

    /// How a SwiftUI list on iOS 16–18 spaces its sections, fitted on every gap of the calibration screens (issue
    /// 29; `Docs/research/swiftui-section-spacing.md`) [MED: a fit of four rules on three screens, each rule
    /// needed by one of them]:
    /// - a titled header is its text between DEC26's layout margins 17 and 6 (the first section's top 32 [HIGH]),
    ///   and its text is as tall as SF's line, 14.32 pt for a Medium Footnote, not rounded to the pixel;
    /// - the 17.5 pt spacing of an untitled header or footer is rounded up to the device pixel (17.67 @3x, 18
    ///   @1x);
    /// - a footer's text is its first line's SF line box and its other lines' pitch (14.32 + 14.0 for two
    ///   ShortFootnote lines at Medium), not rounded;
    /// - positions add up exactly, and each section's rows sit on the nearest device pixel.
    ///
    /// Together they give, to the device pixel: the 55.0 pt gap above a titled section at Medium @3x (HA
    /// ListPicker, iOS 18.2: 17.67 + 37.32), the 64.0 pt below a two-line footer (HA Privacy, iOS 18.2: 46.32 +
    /// 17.67, the next section on a whole pixel, 132 px tall), and RevenueCat's DebugView at Large @1x on iOS 16,
    /// 17 and 18, whose rows start on pixels 154 and 651 (54.5-pt blocks would put them on 154.5 and 651, the
    /// first a tie; 56.51-pt ones, 18 + 38.51, on 154.02 and 650.53).
    private mutating func applySwiftUISectionSpacing() {
        groupedTitledHeaderHeight = 0
        groupedHeaderTopMargin = 17
        roundsEmptyHeaderFooterToPixel = true
        sizesHeaderFooterTextExactly = true
        roundsRowsToNearestPixel = true
    }

    /// SwiftUI's own elements in the appearance `p`.
    private static func swiftUIList(ios: IOSVersion, palette p: SystemPalette) -> SwiftUIListMetrics {
        SwiftUIListMetrics(
            // `.foregroundStyle(.secondary)`: the second level of the foreground style, the label colour at 50 %
            // opacity, a plain gray ((127,127,127) on white), not secondaryLabel (OpenSwiftUI's reverse-engineered
            // `SystemColorDefinition.opacity(at:)`: levels 1, 0.5, 0.25, 0.18 [MED]; issue 29's "a plain gray").
            // `Color.secondary` (`.foregroundColor(.secondary)`, HA SensorRow's (138,138,142)) is secondaryLabel.
            secondaryTextColor: p.label.withAlpha(128),
            // A TextField's prompt: placeholderText, (90,90,94) on #1C1C1D (HA ConnectionURL, iOS 26.0 dark [HIGH]).
            placeholderColor: p.placeholderText,
            // `Button(role: .destructive)`: systemRed (SwiftUI's documented destructive styling) [MED].
            destructiveColor: p.systemRed,
            // A menu Picker's selection and indicator: secondaryLabel ((138,138,142) on white) on iOS 18 and 26
            // (StanfordSpezi/SpeziViews `caseIterablePicker` snapshots, iOS 18.x and 26; HA State color Form,
            // iOS 26.4 [HIGH at Medium]).
            menuPickerValueColor: p.secondaryLabel,
            // chevron.up.chevron.down: ink 8.33 × 11.67–11.87 at Medium (Body 16), so 8.85 × 12.40 at Large; its ink
            // starts 6.0–6.33 after the selection's ink, 5.67 after the selection's box (its last letter's ink
            // sits about 0.67 inside it), and ends 1.67 pt outside the layout margin: 17.67 pt from the cell's
            // edge on iOS 26 (16 pt margin), 21.67 on iOS 18 (20 pt margin at 390 pt, the 4 pt the accessories'
            // wide-margin shift adds) (Spezi iOS 18.x and 26, HA State color 26.4 [HIGH at Medium]).
            menuIndicatorSize: Size(width: 8.85, height: 12.40), menuIndicatorGap: 5.67, menuIndicatorTrailing: 17.67,
            // A badge: secondaryLabel [estimate].
            badgeColor: p.secondaryLabel,
            // A TextField is 21 pt at Medium with its text (Body 16: SF's 19.09 pt line rounded up to 20, and a
            // point more: decompiled iOS 18.2 `UITextField` sizes to the larger of the caret and the text rounded
            // up to whole points [MED on the cause]); measured stand-alone on iOS 18.2, 26.0 and 26.0.1, and a
            // 51 pt row with text on iOS 26.4 [HIGH at Medium]. Showing only its prompt it is 22 pt from iOS 26.0.1
            // (HA ConnectionURL and Watch complication rows: 52 pt = 15 + 22 + 15 [HIGH at Medium]; 21 on 18.2
            // and 26.0). Other text sizes assume the same rule [LOW] (`Docs/research/swiftui-textfield-label-
            // rows.md`).
            textFieldExtraHeight: 1, textFieldPromptExtraHeight: ios.isGlass ? 1 : 0)
    }
}
