/// The status bar of a look (`statusBar`, issue 40), on the device's screen (`DevicePreset`: its height, the top
/// safe area, a sensor housing). Three families: the classic gray or black bar (iOS 6), the flat transparent bar
/// of the iPhones with a home button (iOS 7 on), and the bar split around the notch or Dynamic Island (iOS 11 on
/// the Face ID iPhones).
public struct StatusBarMetrics: Sendable, Equatable {
    /// The clock's text when the spec gives none: Apple's "9:41", "9:41 AM" through iOS 10's look.
    public var defaultTime: String
    /// The clock's size and weight in the bar of an iPhone with a home button, and beside a sensor housing.
    public var timeFontSize: Double
    public var timeWeight: FontDescriptor.Weight
    public var housingTimeFontSize: Double
    /// The carrier's name and its size (bars of the iPhones with a home button).
    public var carrier: String
    public var carrierFontSize: Double
    public var carrierWeight: FontDescriptor.Weight
    /// The signal: bars (iOS 6, iOS 11 on) or dots (iOS 7–10), and how many.
    public var signalDots: Bool
    public var signalCount: Int
    /// The glyphs' sizes: signal, Wi-Fi, battery (outline with its cap).
    public var signalSize: Size
    public var wifiSize: Size
    public var batterySize: Size
    /// Space between the left items and from the screen's edge (bars with a home button).
    public var itemSpacing: Double
    public var edgeInset: Double
    /// The classic bar's fill, top to bottom, and its bottom line; `nil`: a transparent bar (iOS 7 on).
    public var classicGradient: [Color]?
    public var classicBottomLine: Color?
    /// The classic black bar (`lightContent`).
    public var classicBlack: Color?
    /// The battery's fill: green in the classic look, the content colour after.
    public var batteryFill: Color?

    /// iOS 6 (`classic-refs/ios5beta-quickdialog-*-1x-screen.png`, a 320 × 480 iOS 5 screen, measured at 1x: the
    /// bar is 20 pt, a gradient (235, 242, 245) → (189, 197, 201) over 19 rows and a (92, 99, 104) line;
    /// "Carrier" Helvetica Bold 12 from x = 5, cap top 5; the time Helvetica Bold 14 centred, cap top 4; the Wi-Fi
    /// 16 × 11 at x = 54; the battery's green 17 × 8 at 297, inside a 23 × 12 outline) [HIGH for the measured; the
    /// black bar's colour, LOW].
    public static let classic = StatusBarMetrics(
        defaultTime: "9:41 AM", timeFontSize: 14, timeWeight: .bold, housingTimeFontSize: 14, carrier: "Carrier",
        carrierFontSize: 12, carrierWeight: .bold, signalDots: false, signalCount: 5,
        signalSize: Size(width: 17, height: 10), wifiSize: Size(width: 16, height: 11),
        batterySize: Size(width: 25, height: 12), itemSpacing: 5, edgeInset: 5,
        classicGradient: [Color(red: 235, green: 242, blue: 245), Color(red: 189, green: 197, blue: 201)],
        classicBottomLine: Color(red: 92, green: 99, blue: 104), classicBlack: .black,
        batteryFill: Color(red: 76, green: 217, blue: 100))

    /// iOS 7–10: "9:41 AM" Helvetica Neue Semibold 12 centred; five signal dots, "Carrier" 12 and the Wi-Fi at the
    /// left; the battery at the right (Apple's iOS 7–10 UI kits' bar, 20 pt) [LOW: estimated, not measured on a
    /// reference].
    public static let flat7 = StatusBarMetrics(
        defaultTime: "9:41 AM", timeFontSize: 12, timeWeight: .semibold, housingTimeFontSize: 15, carrier: "Carrier",
        carrierFontSize: 12, carrierWeight: .regular, signalDots: true, signalCount: 5,
        signalSize: Size(width: 33, height: 5.5), wifiSize: Size(width: 14, height: 10),
        batterySize: Size(width: 25, height: 11.5), itemSpacing: 4, edgeInset: 6, classicGradient: nil,
        classicBottomLine: nil, classicBlack: nil, batteryFill: nil)

    /// iOS 11 on: "9:41" SF Semibold 12 centred in the bar of an iPhone with a home button (four signal bars,
    /// "Carrier", Wi-Fi at the left); beside a notch or Dynamic Island, SF Semibold 17 (iOS 16 on; 15 before) in
    /// the left ear and the signal, Wi-Fi and battery in the right (Apple's iOS 16–18 UI kits: signal 19 × 12,
    /// Wi-Fi 17 × 12, battery 27 × 13) [LOW: estimated, not measured on a reference].
    public static let modern: StatusBarMetrics = {
        var m = flat7
        m.defaultTime = "9:41"
        m.housingTimeFontSize = 17
        m.signalDots = false
        m.signalCount = 4
        m.signalSize = Size(width: 19, height: 12)
        m.wifiSize = Size(width: 17, height: 12)
        m.batterySize = Size(width: 27, height: 13)
        m.itemSpacing = 5
        return m
    }()

    /// The home indicator: 134 × 5 pt, fully rounded, 8 pt above the bottom edge (Apple's design resources) [MED].
    public static let homeIndicatorSize = Size(width: 134, height: 5)
    public static let homeIndicatorBottom = 8.0
}
