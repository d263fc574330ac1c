internal import TableSpec

extension TableMetrics {
    /// Dynamic Type at the default size, iOS 7–8 (Helvetica Neue): UIKit's `preferredFontForTextStyle:` at
    /// UIContentSizeCategoryLarge [MED: commonly listed; headline is Helvetica Neue Medium].
    static let iOS7TextStyles: [TextStyle: TextStyleFont] = [
        .headline: TextStyleFont(17, .medium), .subheadline: TextStyleFont(15), .body: TextStyleFont(17),
        .footnote: TextStyleFont(13), .caption1: TextStyleFont(12), .caption2: TextStyleFont(11),
    ]

    /// Dynamic Type at the default size, iOS 9–12 (San Francisco): Apple's HIG type table at "Large" [HIGH].
    static let iOS12TextStyles: [TextStyle: TextStyleFont] = [
        .largeTitle: TextStyleFont(34), .title1: TextStyleFont(28), .title2: TextStyleFont(22),
        .title3: TextStyleFont(20), .headline: TextStyleFont(17, .semibold), .body: TextStyleFont(17),
        .callout: TextStyleFont(16), .subheadline: TextStyleFont(15), .footnote: TextStyleFont(13),
        .caption1: TextStyleFont(12), .caption2: TextStyleFont(11),
    ]

    /// Custom views in the iOS 7–8 look. Sources: Docs/research/controls-metrics.md where cited, else
    /// `estimated:` with the reasoning.
    static let iOS7Views = ViewMetrics(
        // UILabel's default font: the system font at 17 pt, black (Apple class reference) [HIGH].
        labelFontSize: 17, labelColor: .black, textStyles: iOS7TextStyles,
        // estimated: iOS 8's default layout margins, 8 pt (iOS 7 had none; self-sizing arrived in iOS 8).
        contentVerticalMargin: 8,
        // §B.4: the switch accessory sits 15 pt from the right edge; every accessory view does.
        accessoryViewTrailing: 15,
        // estimated: the chevron's 15 pt content–accessory gap (§B.4 GT-3).
        accessoryViewGap: 15,
        // estimated: UITextField's iOS 7 placeholder, 70 % gray (#C7C7CD).
        placeholderColor: Color(hex: 0xC7C7CD),
        // estimated: a disabled control draws at 40 % (iOS 7 UIControl dimming).
        disabledAlpha: 0.4,
        controls: iOS7Controls)

    /// Custom views in the iOS 9–12 look: iOS 7's, with San Francisco's text styles, 16 pt margins and the
    /// iOS 11–12 search bar.
    static let iOS12Views: ViewMetrics = {
        var views = iOS7Views
        views.textStyles = iOS12TextStyles
        // estimated: iOS 11+ cells' content view layout margins (11 top and bottom in a 44 pt row).
        views.contentVerticalMargin = 11
        // MEAS12 / BS9: accessories end 15 pt from the edge (the switch at x = 254…305 on 320).
        views.accessoryViewTrailing = 15
        views.accessoryViewGap = 11
        views.controls = iOS12Controls
        return views
    }()

    /// Custom views in the classic look (Helvetica): no text styles (they arrived in iOS 7).
    static let iOS6Views = ViewMetrics(
        // UILabel's default font: the system font at 17 pt (iOS 2–6 class reference) [HIGH].
        labelFontSize: 17, labelColor: .black, textStyles: [:],
        // estimated: classic cells have no layout margins; 8 pt keeps custom content off the row's edges.
        contentVerticalMargin: 8,
        // C§5 OLD5, QD: the switch's frame ends 9 pt inside the cell; the chevron's ink 10.
        accessoryViewTrailing: 9,
        // GT-1: the content view ends where the accessory begins.
        accessoryViewGap: 0,
        // estimated: the classic placeholder, 70 % gray (#B3B3B3).
        placeholderColor: Color(hex: 0xB3B3B3),
        // estimated: disabled classic controls draw at 50 %.
        disabledAlpha: 0.5,
        controls: iOS6Controls, refresh: .classic)
}
