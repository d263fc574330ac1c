internal import TableSpec

extension TableMetrics {
    /// SwiftUI's `List`/`Form` (`"framework": "swiftUI"`, iOS 16 on) where it draws differently from
    /// `UITableView`; everything else (insets, corners, separators, row heights, colours of text) is the same,
    /// as the references show (issue 29). Sources: public snapshot tests, `Docs/research/issue29-swiftui-
    /// references.md` (HA ListPicker value rows, iOS 18.2 and 26.0, 390 pt @3x, Medium).
    func swiftUI(ios: IOSVersion, dark: Bool) -> TableMetrics {
        var m = self
        // The value's text ends closer to the chevron: ink to ink 11.67 pt on iOS 18.2, 13.67 on iOS 26.0
        // [HIGH for those versions; iOS 16–17 assumed as 18: RC's iOS 16/17 screens have no chevrons]. The gap
        // is between boxes: the chevron's ink sits 0.67 inside its box and the stand-in's last letter's ink
        // about 0.67 inside its advance, so 1.33 less [MED: calibrated on "aaaa", Body at Medium].
        m.contentAccessoryGap = (ios.isGlass ? 13.67 : 11.67) - 1.33
        // The chevron is a plain gray (191,191,191) on iOS 18.2, not tertiaryLabel; iOS 26's is tertiaryLabel
        // as UIKit's [HIGH light]. Dark before iOS 26 is not sourced: it keeps UIKit's [estimate].
        if !ios.isGlass, !dark { m.accessoryGray = Color(red: 191, green: 191, blue: 191) }
        // Two stacked texts (a VStack label, a Toggle's two-line label) are the list row's content between its
        // own insets, 11 pt on iOS 16–18 (UIKit's subtitle cell has 4) and 15 on iOS 26, with the VStack's
        // default spacing, 2.33 pt between SF's 19.33 and 17.00 pt line frames (Body 16, Subheadline 14 at
        // Medium): HA SensorRow (iOS 18.2) is 60.67 pt tall, its baselines 26.33 and 46.0 below the row's top
        // [HIGH at Medium]; Critical Maps (iOS 26), whose source sets spacing 4, fits the same insets to the
        // pixel [MED]. The stand-in's Body frame is 19.67, so 2.0 here gives the same row. The spacing is
        // assumed constant across text sizes [MED].
        m.subtitleVerticalMargin = m.cellVerticalMargin
        m.subtitleGap = 2.0
        m.swiftUIList = Self.swiftUIList(ios: ios, palette: SystemPalette.of(ModernEra(ios), dark ? .dark : .light))
        return m
    }

    /// SwiftUI's own elements in the appearance `p`.
    private static func swiftUIList(ios: IOSVersion, palette p: SystemPalette) -> SwiftUIListMetrics {
        SwiftUIListMetrics(
            // `.foregroundStyle(.secondary)`: the second level of the foreground style, the label colour at 50 %
            // opacity, a plain gray ((127,127,127) on white), not secondaryLabel (OpenSwiftUI's reverse-engineered
            // `SystemColorDefinition.opacity(at:)`: levels 1, 0.5, 0.25, 0.18 [MED]; issue 29's "a plain gray").
            // `Color.secondary` (`.foregroundColor(.secondary)`, HA SensorRow's (138,138,142)) is secondaryLabel.
            secondaryTextColor: Color(red: p.label.red, green: p.label.green, blue: p.label.blue, alpha: 128),
            // A TextField's prompt: placeholderText, (90,90,94) on #1C1C1D (HA ConnectionURL, iOS 26.0 dark [HIGH]).
            placeholderColor: p.placeholderText,
            // `Button(role: .destructive)`: systemRed (SwiftUI's documented destructive styling) [MED].
            destructiveColor: p.systemRed,
            // A menu Picker's selection and indicator: secondaryLabel on iOS 26 ((138,138,142) on white, HA State
            // color Form, iOS 26.4 [HIGH]); the tint on iOS 16–18 [estimate: no iOS 16–18 menu Picker found].
            menuPickerValueColor: ios.isGlass ? p.secondaryLabel : nil,
            // chevron.up.chevron.down: ink 8.33 × 11.67 at Medium (Body 16), so 8.85 × 12.40 at Large; its ink ends
            // 17.67 pt from the cell's edge (the chevron's 18.33) and starts 6.33 after the value's ink, 5.67
            // after the value's box (its last letter's ink sits about 0.67 inside it) (HA State color, iOS 26.4
            // [HIGH at Medium]). iOS 16–18: the same size and gap, and 0.67 outside their chevron as on iOS 26
            // (20.67 − 0.67 from the cell's edge at 390 pt, of which 4 is the wide margin's shift) [estimate].
            menuIndicatorSize: Size(width: 8.85, height: 12.40), menuIndicatorGap: 5.67,
            menuIndicatorTrailing: ios.isGlass ? 17.67 : 16.0,
            // A badge: secondaryLabel [estimate].
            badgeColor: p.secondaryLabel)
    }
}
