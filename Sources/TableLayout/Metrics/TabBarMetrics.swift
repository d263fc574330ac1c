/// The tab bar of a look (`tabBar`, issue 40): 49 pt on the iPhone in portrait in every look, and the home
/// indicator's 34 pt below it on the Face ID iPhones [HIGH: UIKit's bar height and safe area]. Item layout: equal
/// slots, the image centred 18 pt down, a 10 pt title under it (bold in iOS 6, medium after) [LOW: estimated
/// from Apple's UI kits]; unselected items gray, the selected one in the tint; a red badge at the image's top
/// right [LOW].
public struct TabBarMetrics: Sendable, Equatable {
    public var height = 49.0
    public var imageCenterY = 18.0
    public var imagePointSize = 17.0
    public var titleFontSize = 10.0
    public var titleWeight: FontDescriptor.Weight = .medium
    public var titleCenterY = 38.5
    public var unselected = Color(red: 146, green: 146, blue: 146)
    public var background: Color? = Color(red: 247, green: 247, blue: 247, alpha: 245)
    public var shadow: Color? = Color(red: 0, green: 0, blue: 0, alpha: 77)
    /// iOS 15 on: transparent, without its hairline, while the content ends above it (`scrollEdgeAppearance`).
    public var transparentAtScrollEdge = false
    /// The classic black bar's gradient and the selected item's highlight [LOW].
    public var classicGradient: [GradientStop]? = nil
    public var classicSelection: Color? = nil
    public var badgeColor = Color(red: 255, green: 59, blue: 48)
    public var badgeDiameter = 18.0
    public var badgeFontSize = 13.0

    public static let flat = TabBarMetrics()

    public static let modern15: TabBarMetrics = {
        var m = TabBarMetrics()
        m.unselected = Color(red: 142, green: 142, blue: 147)
        m.transparentAtScrollEdge = true
        m.background = Color(red: 249, green: 249, blue: 249, alpha: 240)
        return m
    }()

    public static let classic: TabBarMetrics = {
        var m = TabBarMetrics()
        m.titleWeight = .bold
        m.unselected = Color(red: 150, green: 150, blue: 150)
        m.background = nil
        m.shadow = nil
        m.classicGradient = [
            GradientStop(0, Color(red: 60, green: 60, blue: 60)),
            GradientStop(0.5, Color(red: 30, green: 30, blue: 30)),
            GradientStop(0.5, Color(red: 12, green: 12, blue: 12)), GradientStop(1, Color(red: 0, green: 0, blue: 0)),
        ]
        m.classicSelection = Color(red: 255, green: 255, blue: 255, alpha: 38)
        m.badgeColor = Color(red: 230, green: 30, blue: 30)
        return m
    }()
}
