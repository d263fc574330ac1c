/// What the spec side knows of each look, in one table: the iOS versions it stands for, the iPhone it is drawn on
/// without a `device`, and UIKit's defaults that changed with the era. A new iOS version is a case of
/// `IOSVersion`, an entry here (the `switch` makes it required), the features it brought (`IOSFeature`) and its
/// metrics delta in TableLayout (`TableMetrics.of`).
public struct IOSProfile: Sendable, Equatable {
    /// The last iOS version the look stands for: `"6"` is iPhone OS 3 – iOS 6, `"7"` iOS 7–8, `"12"` iOS 9–12;
    /// each later look its own version.
    public let lastVersion: Int
    /// The numbered iPhone (not a Plus, Pro, Max, mini or e) that shipped with the look's iOS version, drawn on
    /// when a spec names no `device`: the iPhone 5 with iOS 6 (September 2012), the 5s with iOS 7 (September
    /// 2013), the XS with iOS 12 (September 2018), the 11 with iOS 13 (September 2019), the 12 to the 16 with
    /// iOS 14 to 18, and the 17 with iOS 26 (September 2025). The launch pairings are the well-known ones, not
    /// re-checked against Apple's newsroom when written (unsourced). `"7"` and `"12"` take the iPhone of the
    /// version they are named after.
    public let eraDevice: DevicePreset
    /// UIKit's default `separatorStyle` for a grouped table: `singleLineEtched` in the classic look (iOS 5–6 made
    /// it the grouped default; `../shared/classic-metrics.md` §1.2, COCO), `singleLine` after.
    public let groupedSeparatorStyle: SeparatorStyle

    /// The profile of `version`.
    public static func of(_ version: IOSVersion) -> IOSProfile {
        switch version {
        case .six: IOSProfile(lastVersion: 6, eraDevice: .iPhone5, groupedSeparatorStyle: .singleLineEtched)
        case .seven: IOSProfile(lastVersion: 8, eraDevice: .iPhone5s, groupedSeparatorStyle: .singleLine)
        case .twelve: IOSProfile(lastVersion: 12, eraDevice: .iPhoneXS, groupedSeparatorStyle: .singleLine)
        case .thirteen: IOSProfile(lastVersion: 13, eraDevice: .iPhone11, groupedSeparatorStyle: .singleLine)
        case .fourteen: IOSProfile(lastVersion: 14, eraDevice: .iPhone12, groupedSeparatorStyle: .singleLine)
        case .fifteen: IOSProfile(lastVersion: 15, eraDevice: .iPhone13, groupedSeparatorStyle: .singleLine)
        case .sixteen: IOSProfile(lastVersion: 16, eraDevice: .iPhone14, groupedSeparatorStyle: .singleLine)
        case .seventeen: IOSProfile(lastVersion: 17, eraDevice: .iPhone15, groupedSeparatorStyle: .singleLine)
        case .eighteen: IOSProfile(lastVersion: 18, eraDevice: .iPhone16, groupedSeparatorStyle: .singleLine)
        case .twentySix: IOSProfile(lastVersion: 26, eraDevice: .iPhone17, groupedSeparatorStyle: .singleLine)
        }
    }
}

extension IOSVersion {
    /// This look's profile (`IOSProfile`).
    public var profile: IOSProfile { .of(self) }
}
