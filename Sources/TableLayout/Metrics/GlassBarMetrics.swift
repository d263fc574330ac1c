/// iOS 26's Liquid Glass bars (issue 40): the floating tab bar, bar button items on shared glass platters, the
/// toolbar's floating items. Sources: `ryanashcraft/FabBar` (`Sources/FabBar/Internal/Constants.swift`,
/// `FabBarRepresentable.swift`, `TabItemContentView.swift`), a replica of the iOS 26 tab bar built to match it
/// pixel for pixel on iOS 26 [MED]; `Docs/research/issue40-bars.md` §4 (decompiled iOS 26.1 bar heights) [HIGH
/// where cited]; the rest estimated from Apple's iOS 26 screenshots [LOW]. The glass itself (refraction, blur of
/// what lies behind) is drawn as a translucent fill with a hairline rim and a soft shadow [LOW].
public struct GlassBarMetrics: Sendable, Equatable {
    // MARK: The floating tab bar

    /// The capsule: 62 pt tall, 21 pt from the screen's sides and bottom (FabBar `barHeight`,
    /// `horizontalPadding`, `bottomPadding`) [MED].
    public var tabBarHeight = 62.0
    public var tabBarSideInset = 21.0
    public var tabBarBottomInset = 21.0
    /// The selected tab's pill, 2 pt inside the capsule (`contentPadding`) [MED], in the label colour at α 0.08
    /// (light) or 0.15 (dark) (`segmentTintColor`) [MED].
    public var tabBarContentPadding = 2.0
    public var tabSelection: Color
    /// With fewer than three tabs, each is 98 pt wide and the capsule hugs them, centred (`fewTabsSegmentWidth`)
    /// [MED]; from three on they share the capsule's width.
    public var fewTabsWidth = 98.0
    /// A tab's symbol: 18 pt medium at the large scale, centred in a 28 pt area, nudged up 1 pt; the title 10 pt
    /// semibold right under the area (`tabIconPointSize`, `iconViewSize`, `TabItemContentView.draw`) [MED].
    /// Unselected tabs in the label colour, the selected one in the tint [MED]. The large symbol scale draws the
    /// glyph about 1.29 × its medium size (SF Symbols' small/medium/large ≈ 0.78/1/1.29) [MED].
    public var tabIconPointSize = 18.0
    public var tabIconScale = 1.29
    public var tabIconAreaHeight = 28.0
    public var tabTitleFontSize = 10.0
    public var tabTitleWeight: FontDescriptor.Weight = .semibold

    // MARK: Glass platters (bar button items, toolbar items)

    /// A platter: 44 pt tall, an icon item 44 pt wide (a circle when alone), a word 12 pt from the platter's ends
    /// [LOW: estimated]. Items on one side share one platter (`UIBarButtonItem.sharesBackground`, iOS 26); a
    /// `fixedSpace` starts a new one, 8 pt further [LOW].
    public var platterHeight = 44.0
    public var iconItemWidth = 44.0
    public var wordPadding = 12.0
    public var platterSpacing = 8.0
    /// The glass: its fill, rim and shadow [LOW].
    public var fill: Color
    public var rim: Color
    public var shadow: BoxShadow?
    /// Plain items draw in the label colour, not the tint; `done` items (`style: "done"`, the done system item)
    /// on a platter filled with the tint, their content white; the done and cancel system items are drawn as
    /// `checkmark` and `xmark` [MED: iOS 26's system items].
    public var itemColor: Color

    /// SwiftUI's `searchable` on the iPhone: the field floats at the bottom of the screen, a 48 pt glass capsule
    /// (`_defaultHeightForBarMetrics`, floating: 48, iOS 26.1 decompile [HIGH]; the bottom placement per WWDC25
    /// [MED]), between the layout margins, centred in the 49 pt row above the home indicator or 8 pt above a
    /// tab bar or toolbar [LOW]. UIKit's `searchController` stays under the title unless the app opts into toolbar
    /// integration (`Docs/research/issue40-bars.md` §4) [HIGH code].
    public var floatingSearchHeight = 48.0

    /// The navigation bar's scroll-edge effect: with content under it, the background colour at α 0.9 fading to
    /// α 0.78 over the bar's top four fifths and to clear at its bottom [LOW], in place of a bar fill and hairline.
    public var scrollEdgeColor: Color

    /// The scroll-edge fade, top to bottom.
    public var scrollEdgeFade: [GradientStop] {
        [
            GradientStop(0, scrollEdgeColor), GradientStop(0.8, scrollEdgeColor.withAlpha(200)),
            GradientStop(1, scrollEdgeColor.withAlpha(0)),
        ]
    }

    public static let light = GlassBarMetrics(
        tabSelection: Color.black.withAlpha(20), fill: Color(red: 255, green: 255, blue: 255, alpha: 217),
        rim: Color.black.withAlpha(13), shadow: BoxShadow(color: Color.black.withAlpha(20), offsetY: 4, radius: 12),
        itemColor: .black, scrollEdgeColor: Color(red: 242, green: 242, blue: 247, alpha: 230))

    public static let dark = GlassBarMetrics(
        tabSelection: Color.white.withAlpha(38), fill: Color(red: 44, green: 44, blue: 46, alpha: 217),
        rim: Color.white.withAlpha(26), shadow: nil, itemColor: .white,
        scrollEdgeColor: Color(red: 0, green: 0, blue: 0, alpha: 230))
}
