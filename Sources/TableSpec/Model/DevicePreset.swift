/// iPhones by name, for `device`: each sets the table's `width` (the portrait screen width in points) and
/// `scale`, unless the spec gives them. The margins follow from the width as each look's rule says. A spec
/// without a `device` is drawn on its look's iPhone (`era(of:)`), for the width and scale it does not give.
/// Sizes: `Docs/research/issue12-modern-facts.md` §3 (public device tables that agree: next-pwa's splash
/// screen media queries, swift_tools' screen sizes, swift-snapshot-testing's `ViewImageConfig`) [HIGH];
/// iPhone Air [MED-HIGH]; the iPhone 3GS–5s from the same tables.
public enum DevicePreset: String, SpecEnum, Encodable {
    case iPhone3GS = "iPhone 3GS"
    case iPhone4s = "iPhone 4s"
    case iPhone5 = "iPhone 5"
    case iPhone5s = "iPhone 5s"
    case iPhoneSE1 = "iPhone SE (1st generation)"
    case iPhone6s = "iPhone 6s"
    case iPhone6sPlus = "iPhone 6s Plus"
    case iPhone8 = "iPhone 8"
    case iPhone8Plus = "iPhone 8 Plus"
    case iPhoneX = "iPhone X"
    case iPhoneXS = "iPhone XS"
    case iPhoneXR = "iPhone XR"
    case iPhoneXSMax = "iPhone XS Max"
    case iPhone11 = "iPhone 11"
    case iPhone11Pro = "iPhone 11 Pro"
    case iPhone11ProMax = "iPhone 11 Pro Max"
    case iPhoneSE2 = "iPhone SE (2nd generation)"
    case iPhone12Mini = "iPhone 12 mini"
    case iPhone12 = "iPhone 12"
    case iPhone12ProMax = "iPhone 12 Pro Max"
    case iPhone13Mini = "iPhone 13 mini"
    case iPhone13 = "iPhone 13"
    case iPhone13ProMax = "iPhone 13 Pro Max"
    case iPhoneSE3 = "iPhone SE (3rd generation)"
    case iPhone14 = "iPhone 14"
    case iPhone14Plus = "iPhone 14 Plus"
    case iPhone14Pro = "iPhone 14 Pro"
    case iPhone14ProMax = "iPhone 14 Pro Max"
    case iPhone15 = "iPhone 15"
    case iPhone15Plus = "iPhone 15 Plus"
    case iPhone15Pro = "iPhone 15 Pro"
    case iPhone15ProMax = "iPhone 15 Pro Max"
    case iPhone16 = "iPhone 16"
    case iPhone16Plus = "iPhone 16 Plus"
    case iPhone16Pro = "iPhone 16 Pro"
    case iPhone16ProMax = "iPhone 16 Pro Max"
    case iPhone16e = "iPhone 16e"
    case iPhone17 = "iPhone 17"
    case iPhone17Pro = "iPhone 17 Pro"
    case iPhone17ProMax = "iPhone 17 Pro Max"
    case iPhoneAir = "iPhone Air"

    /// The portrait screen width in points.
    public var width: Double { Self.screens[self]?.width ?? 320 }

    /// The screen's scale (device pixels per point).
    public var scale: Int { Self.screens[self]?.scale ?? 2 }

    private static let screens: [DevicePreset: (width: Double, scale: Int)] = [
        .iPhone3GS: (320, 1), .iPhone4s: (320, 2), .iPhone5: (320, 2), .iPhone5s: (320, 2), .iPhoneSE1: (320, 2),
        .iPhone6s: (375, 2), .iPhone6sPlus: (414, 3), .iPhone8: (375, 2), .iPhone8Plus: (414, 3),
        .iPhoneX: (375, 3), .iPhoneXS: (375, 3), .iPhoneXR: (414, 2), .iPhoneXSMax: (414, 3), .iPhone11: (414, 2),
        .iPhone11Pro: (375, 3), .iPhone11ProMax: (414, 3), .iPhoneSE2: (375, 2), .iPhone12Mini: (375, 3),
        .iPhone12: (390, 3), .iPhone12ProMax: (428, 3), .iPhone13Mini: (375, 3), .iPhone13: (390, 3),
        .iPhone13ProMax: (428, 3), .iPhoneSE3: (375, 2), .iPhone14: (390, 3), .iPhone14Plus: (428, 3),
        .iPhone14Pro: (393, 3), .iPhone14ProMax: (430, 3), .iPhone15: (393, 3), .iPhone15Plus: (430, 3),
        .iPhone15Pro: (393, 3), .iPhone15ProMax: (430, 3), .iPhone16: (393, 3), .iPhone16Plus: (430, 3),
        .iPhone16Pro: (402, 3), .iPhone16ProMax: (440, 3), .iPhone16e: (390, 3), .iPhone17: (402, 3),
        .iPhone17Pro: (402, 3), .iPhone17ProMax: (440, 3), .iPhoneAir: (420, 3),
    ]

    /// The iPhone a look is drawn on when a spec names no `device` (`IOSProfile.eraDevice`).
    public static func era(of ios: IOSVersion) -> DevicePreset { ios.profile.eraDevice }
}
