/// The navigation controller's toolbar of a look (`toolbarItems`, issue 40): 44 pt on the iPhone in portrait in
/// every look; at the bottom of a Face ID iPhone 49 pt, its items 5 pt down, above the home indicator's 34 pt
/// (`_UIToolbarVisualProviderModernIOS`, iOS 11–18 decompiles; `Docs/research/issue40-bars.md` §3) [HIGH]. Its
/// fill, hairline and scroll-edge transparency are the tab bar's (`TabBarMetrics`: `UIToolbarAppearance` and
/// `UITabBarAppearance` share the bar background and shadow) [MED]; its items are the navigation bar's
/// (`NavigationBarMetrics`: 17 pt words in the tint, symbols, the classic bordered buttons).
public struct ToolbarMetrics: Sendable, Equatable {
    public var height = 44.0
    public var homeIndicatorHeight = 49.0
    public var homeIndicatorItemsTop = 5.0
    /// The first and last items' distance from the screen's edges before iOS 11 (from iOS 11 the layout margin,
    /// as the navigation bar's `itemsAtLayoutMargin`) [LOW: estimated], and between items [LOW–MED].
    public var itemInset = 8.0
    public var itemSpacing = 8.0
    /// The classic look's toolbar: the navigation bar's blue-gray gloss with its dark line at the top [LOW].
    public var classicGradient: [GradientStop]? = nil

    public static let flat = ToolbarMetrics()

    public static let classic: ToolbarMetrics = {
        var m = ToolbarMetrics()
        m.itemInset = 6
        m.classicGradient = [
            GradientStop(0, Color(red: 45, green: 54, blue: 66)),
            GradientStop(1.0 / 44, Color(red: 45, green: 54, blue: 66)),
            GradientStop(1.0 / 44, Color(red: 205, green: 213, blue: 223)),
            GradientStop(2.0 / 44, Color(red: 205, green: 213, blue: 223)),
            GradientStop(2.0 / 44, Color(red: 176, green: 188, blue: 205)),
            GradientStop(0.5, Color(red: 136, green: 155, blue: 179)),
            GradientStop(0.5, Color(red: 129, green: 149, blue: 175)),
            GradientStop(1, Color(red: 109, green: 132, blue: 162)),
        ]
        return m
    }()
}
