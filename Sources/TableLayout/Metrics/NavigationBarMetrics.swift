/// The navigation bar of a look (`navigationItem`, issue 40): 44 pt tall on the iPhone in portrait in every look,
/// a large-title area of 52 pt below it from iOS 11 [HIGH: UIKit's bar heights].
public struct NavigationBarMetrics: Sendable, Equatable {
    public var height = 44.0
    /// The large title's area at Large (iOS 11 on; the title is `UIFont.TextStyle.largeTitle` bold, `DynamicType`)
    /// [HIGH]; its baseline 16 pt above the area's bottom: measured on `../shared/modern-refs/rc-ios16/17/18-
    /// debugview-value-rows-450pt-1x.png` ("RevenueCat Debug": cap top 56, baseline 80 in a bar drawn from y = 0,
    /// 96 − 80 = 16) [MED], and consistent with a 41 pt title line 3 pt into the area; iOS 26 not measured [LOW].
    public var largeTitleBaselineFromBottom = 16.0
    public var largeTitleAreaHeight = 52.0
    /// The inline title: 17 pt semibold (iOS 7 on; Helvetica Neue Medium in iOS 7–8) [MED]; iOS 6 Helvetica Bold
    /// 20 white over a dark emboss (measured: cap height 14 px at 1x, `StatusBarMetrics.classic`'s screen) [HIGH].
    public var titleFontSize = 17.0
    public var titleWeight: FontDescriptor.Weight = .semibold
    /// Bar button items: 17 pt in the tint (bold for `done`), this far from the screen's edge and apart [MED].
    public var itemFontSize = 17.0
    public var itemInset = 8.0
    public var itemSpacing = 8.0
    /// `prompt`: a band this tall above the bar's row, its line centred between the margins with its baseline
    /// `promptBaseline` below the band's top, 13 pt regular in the label colour. iOS 11+: 34 pt, baseline 22,
    /// Footnote fixed at Large (`_UINavigationBarModernPromptView`, iOS 18.2 and 26.1 decompiles) [HIGH]; iOS 6–10:
    /// 30 pt [MED: the convention, not found in code], baseline 20 [LOW]. Research: `Docs/research/issue40-bars.md`.
    public var promptHeight = 30.0
    public var promptBaseline = 20.0
    public var promptFontSize = 13.0
    /// The classic prompt: dark blue-gray (43, 62, 90) over a white α 0.44 emboss [LOW: the classic search bar's].
    public var classicPromptColor = Color(red: 43, green: 62, blue: 90)
    /// Items from the layout margin (iOS 11 on: `_updateMarginConstraints`, 16 or 20 pt) [HIGH rule]; before, the
    /// bar's own `itemInset`. The back button stays at `itemInset`.
    public var itemsAtLayoutMargin = false
    /// The bars' layout margin (the large title, the items from iOS 11, the search field, the toolbar's items):
    /// UIKit's system minimum layout margins, 16 pt, 20 on screens 414 pt and wider [MED: measured 16 at 390 pt on
    /// `../shared/modern-refs/ha-ios18.2-gestures-value-rows-light-390pt-3x.png` ("Reset" ink ends at 373.33) and
    /// `ha-ios26-serverswitching-off-switch-light-390pt-3x.png` (the large title's ink starts at 17.0)].
    public var layoutMargin = 16.0
    public var wideLayoutMargin = 20.0
    public var wideLayoutMarginMinWidth = 414.0

    /// The layout margin on a screen `width` points wide.
    public func layoutMargin(forWidth width: Double) -> Double {
        width >= wideLayoutMarginMinWidth ? wideLayoutMargin : layoutMargin
    }
    /// The search bar under the title (`searchController`, iOS 11+): a 52 pt area, the field 1 pt below its top (1
    /// + 36 + 15; iOS 26: 1 + 44 + 15 = 60) (`_UISearchBarVisualProviderIOS
    /// getNavigationBarHostedTopInset:…`, iOS 13–18 [HIGH], 11–12 [MED], 26 [MED]). The field itself (height,
    /// corners, fill, magnifier, 17 pt placeholder in secondaryLabel) is the look's `UISearchBar` field
    /// (`ControlMetrics`), at the layout margins, level with the large title [HIGH rule].
    public var searchAreaHeight = 52.0
    public var searchFieldTop = 1.0
    /// The field's fill where it differs from the look's `UISearchBar` field: iOS 11–12's translucent gray in the
    /// bar (systemGray at α 0.12, as iOS 13's tertiarySystemFill) [LOW: estimated].
    public var searchFieldFill: Color? = nil
    /// While searching (`isActive`): the field 8 pt from the area's top and bottom (`…forActive:YES` → 8 / 8,
    /// iOS 11–26 [HIGH]), the Cancel button (17 pt in the tint) at the right margin, 8 pt after the field [LOW].
    public var activeSearchInset = 8.0
    public var cancelGap = 8.0
    /// The scope bar under the field (`showsScopeBar`): a 44 pt area (`hostedScopeBarHeightForBarMetrics:`)
    /// [HIGH] with the look's segmented control (32 pt from iOS 13 [MED]) centred in it [LOW].
    public var scopeBarHeight = 44.0
    /// The back button's chevron (`chevron.backward`, semibold) and the gap to its title [LOW: estimated].
    public var backChevronPointSize = 22.0
    public var backChevronGap = 6.0
    /// The bar's fill and its bottom hairline (iOS 7–14, and any look once the table scrolls under it).
    public var background: Color? = Color(red: 247, green: 247, blue: 247, alpha: 245)
    public var shadow: Color? = Color(red: 0, green: 0, blue: 0, alpha: 77)
    /// iOS 15 on: a bar over the top of the content (not scrolled) is transparent, without the hairline
    /// (`scrollEdgeAppearance`) [HIGH: UIKit's behaviour].
    public var transparentAtScrollEdge = false
    /// The classic look: the glossy gradient (measured on the iOS 5 screen: a 1 px highlight (205, 213, 223), then
    /// (176, 188, 205) → (136, 155, 179) over the top half and (129, 149, 175) → (109, 132, 162) under it, and a
    /// (45, 54, 66) line) [HIGH], white bold 20 titles with a dark shadow, bordered items (bold 12 white on a
    /// darker gloss, 30 pt tall, 5 pt corners) [LOW: estimated].
    public var classicGradient: [GradientStop]? = nil
    public var classicItemHeight = 30.0

    public static let flat = NavigationBarMetrics()

    /// iOS 11–14: the prompt's 34 pt band and items at the layout margin.
    public static let modern11: NavigationBarMetrics = {
        var m = NavigationBarMetrics()
        m.promptHeight = 34
        m.promptBaseline = 22
        m.itemsAtLayoutMargin = true
        m.searchFieldFill = Color(red: 142, green: 142, blue: 147, alpha: 31)
        return m
    }()

    public static let modern15: NavigationBarMetrics = {
        var m = NavigationBarMetrics.modern11
        m.searchFieldFill = nil
        m.transparentAtScrollEdge = true
        m.background = Color(red: 249, green: 249, blue: 249, alpha: 240)
        return m
    }()

    public static let classic: NavigationBarMetrics = {
        var m = NavigationBarMetrics()
        m.titleFontSize = 20
        m.titleWeight = .bold
        m.itemFontSize = 12
        m.itemInset = 5
        m.itemSpacing = 5
        m.background = nil
        m.shadow = nil
        let step = 22.0 / 44
        m.classicGradient = [
            GradientStop(0, Color(red: 205, green: 213, blue: 223)),
            GradientStop(1.0 / 44, Color(red: 205, green: 213, blue: 223)),
            GradientStop(1.0 / 44, Color(red: 176, green: 188, blue: 205)),
            GradientStop(step, Color(red: 136, green: 155, blue: 179)),
            GradientStop(step, Color(red: 129, green: 149, blue: 175)),
            GradientStop(43.0 / 44, Color(red: 109, green: 132, blue: 162)),
            GradientStop(43.0 / 44, Color(red: 45, green: 54, blue: 66)),
            GradientStop(1, Color(red: 45, green: 54, blue: 66)),
        ]
        return m
    }()
}
