/// What arrived in which iOS version: the one table the decoder's availability checks read, so that a look
/// accepts a feature, or refuses it with the same words, by this table alone (issue 39). A look stands for a
/// range of versions (`IOSVersion.lastVersion`: `"7"` is iOS 7–8, `"12"` iOS 9–12) and has a feature when the
/// range reaches the version that brought it.
public enum IOSFeature: String, CaseIterable, Sendable {
    /// `rowHeight: "automatic"`: self-sizing cells (`UITableView.automaticDimension`), iOS 8.
    case selfSizingCells
    /// Mirroring for right-to-left languages (`semanticContentAttribute`), iOS 9.
    case rightToLeftMirroring
    /// `UIContextualAction` swipe actions, iOS 11.
    case swipeActions
    /// `UITableView.Style.insetGrouped`, iOS 13.
    case insetGroupedStyle
    /// `UIUserInterfaceStyle.dark`, iOS 13.
    case darkMode
    /// SF Symbols as cell images, iOS 13.
    case sfSymbols
    /// Text sizes other than Large. iOS 7 brought Dynamic Type, but TableShot draws it from the look `"13"` on (the
    /// `"7"` look's cells use UIKit's legacy fixed sizes; the `"12"` look spans versions whose stock cells did and
    /// did not follow it; `Docs/spec.md`).
    case dynamicTypeSizes
    /// `UIListContentConfiguration` and its header and footer configurations, iOS 14.
    case listContentConfiguration
    /// SwiftUI's `List` and `Form` as drawn with `UICollectionView` list cells, iOS 16.
    case swiftUIList
    /// Large navigation bar titles (`prefersLargeTitles`), iOS 11.
    case largeTitles
    /// A search controller in the navigation bar (`UINavigationItem.searchController`), iOS 11.
    case navigationSearch

    /// The iOS version that brought it (Apple's API availability: `@available(iOS n, *)`).
    public var introduced: Int {
        switch self {
        case .selfSizingCells: 8
        case .rightToLeftMirroring: 9
        case .swipeActions, .largeTitles, .navigationSearch: 11
        case .insetGroupedStyle, .darkMode, .sfSymbols: 13
        case .dynamicTypeSizes: 7
        case .listContentConfiguration: 14
        case .swiftUIList: 16
        }
    }

    /// The first look that has it.
    public var firstLook: IOSVersion {
        if self == .dynamicTypeSizes { return .thirteen }
        return IOSVersion.allCases.first { $0.lastVersion >= introduced } ?? .twentySix
    }

    /// What a refusal calls it.
    var name: String {
        switch self {
        case .selfSizingCells: "\"automatic\" (self-sizing cells)"
        case .rightToLeftMirroring: "mirroring for right-to-left languages"
        case .swipeActions: "swipe actions (UIContextualAction)"
        case .insetGroupedStyle: "\"insetGrouped\""
        case .darkMode: "dark mode"
        case .sfSymbols: "SF Symbols"
        case .dynamicTypeSizes: "Dynamic Type"
        case .listContentConfiguration: "UIListContentConfiguration"
        case .swiftUIList: "SwiftUI's List on UICollectionView list cells"
        case .largeTitles: "large titles"
        case .navigationSearch: "a search controller in the navigation bar"
        }
    }

    /// The message refusing it in an earlier look: `<what> arrived in iOS <n>; use "ios": "<first look>" or later`,
    /// then `, or <alternative>` when there is one. `subject` names what the spec said, when that is more than the
    /// feature's name.
    public func refusal(subject: String? = nil, alternative: String? = nil) -> String {
        let what = subject.map { "\($0): \(name)" } ?? name
        let arrived =
            self == .dynamicTypeSizes
            ? "\(what) is drawn in the looks \"\(firstLook.rawValue)\" and later (the earlier looks draw \"large\")"
            : "\(what) arrived in iOS \(introduced); use \"ios\": \"\(firstLook.rawValue)\" or later"
        return arrived + (alternative.map { ", or \($0)" } ?? "")
    }
}

extension IOSVersion {
    /// The last iOS version the look stands for (`IOSProfile.lastVersion`).
    public var lastVersion: Int { profile.lastVersion }

    /// Whether the look has `feature` (`IOSFeature`).
    public func has(_ feature: IOSFeature) -> Bool { isAtLeast(feature.firstLook) }

    /// Whether the look is `look` or a later one (the cases are in time order).
    public func isAtLeast(_ look: IOSVersion) -> Bool {
        let order = IOSVersion.allCases
        return (order.firstIndex(of: self) ?? 0) >= (order.firstIndex(of: look) ?? 0)
    }
}
