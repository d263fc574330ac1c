/// What a device's screen is around the table (`statusBar`, issue 40): its height, the status bar's, the top safe
/// area the content starts below, and whether it has the home indicator. Public device tables that agree
/// (useyourloaf "iPhone screen sizes", the iOS simulators' safe-area insets as published by snapshot-testing
/// libraries' device configs) [MED]; the iPhone 16 Pro, 17 and Air's 62 pt top [LOW: one public table].
extension DevicePreset {
    /// The portrait screen height in points.
    public var screenHeight: Double { screen.height }
    /// The status bar's height in points (the bar the time and the icons are centred in).
    public var statusBarHeight: Double { screen.statusBar }
    /// The top safe-area inset with the status bar shown: where a table's content starts.
    public var safeAreaTop: Double { screen.safeTop }
    /// Whether the sensor housing (notch or Dynamic Island) keeps the top safe area when the status bar is hidden.
    public var hasSensorHousing: Bool { screen.housing != .none }
    /// Whether the screen has a sensor housing shaped as the Dynamic Island (the time and icons sit beside it).
    public var hasDynamicIsland: Bool { screen.housing == .island }
    /// Whether the device has the home indicator (Face ID iPhones): 34 pt of bottom safe area and the bar.
    public var hasHomeIndicator: Bool { screen.housing != .none }
    /// The bottom safe-area inset in portrait: 34 pt above the home indicator, none on an iPhone with a home button
    /// (the same tables) [HIGH].
    public var safeAreaBottom: Double { hasHomeIndicator ? 34 : 0 }

    private enum Housing { case none, notch, island }

    private var screen: (height: Double, statusBar: Double, safeTop: Double, housing: Housing) {
        switch self {
        case .iPhone3GS, .iPhone4s: return (480, 20, 20, .none)
        case .iPhone5, .iPhone5s, .iPhoneSE1: return (568, 20, 20, .none)
        case .iPhone6s, .iPhone8, .iPhoneSE2, .iPhoneSE3: return (667, 20, 20, .none)
        case .iPhone6sPlus, .iPhone8Plus: return (736, 20, 20, .none)
        case .iPhoneX, .iPhoneXS, .iPhone11Pro: return (812, 44, 44, .notch)
        case .iPhoneXR, .iPhone11: return (896, 48, 48, .notch)
        case .iPhoneXSMax, .iPhone11ProMax: return (896, 44, 44, .notch)
        case .iPhone12Mini, .iPhone13Mini: return (812, 50, 50, .notch)
        case .iPhone12, .iPhone13, .iPhone14, .iPhone16e: return (844, 47, 47, .notch)
        case .iPhone12ProMax, .iPhone13ProMax, .iPhone14Plus: return (926, 47, 47, .notch)
        case .iPhone14Pro, .iPhone15, .iPhone15Pro, .iPhone16: return (852, 54, 59, .island)
        case .iPhone14ProMax, .iPhone15Plus, .iPhone15ProMax, .iPhone16Plus: return (932, 54, 59, .island)
        case .iPhone16Pro, .iPhone17, .iPhone17Pro: return (874, 54, 62, .island)
        case .iPhone16ProMax, .iPhone17ProMax: return (956, 54, 62, .island)
        case .iPhoneAir: return (912, 54, 62, .island)
        }
    }
}
