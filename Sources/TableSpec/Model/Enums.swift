/// A spec enumeration whose JSON spellings are its raw values.
public protocol SpecEnum: RawRepresentable, CaseIterable, Sendable, Equatable where RawValue == String {}

/// The look to draw, named after the iOS version that introduced it.
public enum IOSVersion: String, SpecEnum {
    /// iPhone OS 3 – iOS 6: the classic look (pinstripe, rounded groups, Helvetica Bold).
    case six = "6"
    /// iOS 7–8: the flat look with Helvetica Neue and 15 pt margins.
    case seven = "7"
    /// iOS 9–12: the flat look with San Francisco and 16/20 pt margins.
    case twelve = "12"
    /// iOS 13–14: semantic colours, `insetGrouped`, SF-Symbol accessories, Headline plain header bars.
    case thirteen = "13"
    case fourteen = "14"
    /// iOS 15–18: iOS 13's table with chromeless plain headers 22 pt below the previous section.
    case fifteen = "15"
    case sixteen = "16"
    case seventeen = "17"
    case eighteen = "18"
    /// iOS 26: the Liquid Glass list (52 pt rows, 26 pt corners, sentence-case headers, the 63 × 28 switch).
    case twentySix = "26"
}

extension IOSVersion {
    /// The major version number.
    public var major: Int { Int(rawValue) ?? 0 }

    /// Whether the look has iOS 13's semantic colours and `insetGrouped` style.
    public var isModern: Bool { major >= 13 }

    /// Whether the look is iOS 26's Liquid Glass list (UIKit's `_UISolariumEnabled()` branches).
    public var isGlass: Bool { major >= 26 }
}

/// `UITableViewStyle`.
public enum TableStyle: String, SpecEnum {
    case plain
    case grouped
    /// iOS 13+: grouped sections inset by the layout margin, with rounded corners.
    case insetGrouped

    /// Grouped or inset grouped: sections on the grouped background, with grouped headers and footers.
    public var isGrouped: Bool { self != .plain }
}

/// `UITableViewCellSeparatorStyle`.
public enum SeparatorStyle: String, SpecEnum {
    case none
    case singleLine
    /// The etched line of classic grouped tables (a dark line and a light one below it); the flat
    /// looks draw it as `singleLine`, as UIKit 7+ does.
    case singleLineEtched
    /// UIKit's other name for `singleLineEtched` (the same constant, `#define`d in the iOS 3–6 headers and
    /// deprecated with it in iOS 11); the decoder turns it into `singleLineEtched`.
    case doubleLineEtched
}

/// `UITableViewCellStyle`.
public enum CellStyle: String, SpecEnum {
    case `default`
    case subtitle
    case value1
    case value2
}

/// `UITableViewCellAccessoryType`.
public enum AccessoryType: String, SpecEnum {
    case none
    case disclosureIndicator
    case detailDisclosureButton
    case checkmark
    case detailButton
}

/// `UITableViewCellEditingStyle`.
public enum EditingStyle: String, SpecEnum {
    case none
    case delete
    case insert
}

/// `UITableViewCellSelectionStyle`. In the flat looks `blue` draws as `gray`, as in UIKit; in the
/// classic look `default` and `blue` draw the blue gradient.
public enum SelectionStyle: String, SpecEnum {
    case `default`
    case gray
    case blue
    case none
}

/// `NSTextAlignment` (`natural` is left for the left-to-right text TableShot draws).
public enum TextAlignment: String, SpecEnum {
    case natural
    case left
    case center
    case right
}

extension SeparatorStyle {
    /// UIKit's default: the look's for grouped tables (`IOSProfile.groupedSeparatorStyle`: `singleLineEtched` in
    /// the classic look), `singleLine` otherwise.
    public static func `default`(ios: IOSVersion, style: TableStyle) -> SeparatorStyle {
        style == .grouped ? ios.profile.groupedSeparatorStyle : .singleLine
    }
}

/// Which framework draws the list: UIKit's `UITableView`, or SwiftUI's `List`/`Form` (from iOS 16, drawn by
/// `UICollectionView` list cells, which differ from `UITableViewCell` in detail; issue 29).
public enum ListFramework: String, SpecEnum, Encodable {
    case uikit
    case swiftUI
}

/// `UIUserInterfaceStyle` (iOS 13+): the appearance the table is drawn in.
public enum UserInterfaceStyle: String, SpecEnum, Encodable {
    case light
    case dark
}

/// `UIContentSizeCategory` (Dynamic Type), in UIKit's own names, smallest first.
public enum ContentSizeCategory: String, SpecEnum, Encodable {
    case extraSmall
    case small
    case medium
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge
    case accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// 0 for `extraSmall` … 11 for `accessibilityExtraExtraExtraLarge`.
    public var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    /// Whether it is one of the five accessibility sizes.
    public var isAccessibility: Bool { index >= 7 }
}
