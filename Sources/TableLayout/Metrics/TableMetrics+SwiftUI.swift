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
        return m
    }
}
