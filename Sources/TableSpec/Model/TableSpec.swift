/// A validated description of one table view, in UIKit's vocabulary.
///
/// Built only by `SpecDecoder`, so every value here is already within
/// `SpecLimits` and every default has been applied.
public struct TableSpec: Sendable, Equatable, Encodable {
    /// The look (`ios` in JSON).
    public var ios: IOSVersion
    /// `UITableViewStyle`.
    public var style: TableStyle
    /// Width of the table in points.
    public var width: Double
    /// Device scale: 1, 2 or 3 pixels per point.
    public var scale: Int
    /// Fixed height in points; `nil` fits the content.
    public var height: Double?
    /// `UITableViewCellSeparatorStyle`.
    public var separatorStyle: SeparatorStyle
    /// The sections in order.
    public var sections: [SectionSpec]
    /// `editing`: edit controls, reorder grips and the editing accessory show.
    public var editing: Bool = false
    /// `allowsMultipleSelectionDuringEditing`: selection circles instead of edit controls.
    public var allowsMultipleSelectionDuringEditing: Bool = false
    /// `tintColor`; `nil` uses the look's default blue.
    public var tintColor: SpecColor?
    /// Text of a `tableHeaderView` label above the first section.
    public var tableHeader: String?
    /// Text of a `tableFooterView` label below the last section.
    public var tableFooter: String?
    /// `sectionIndexTitles(for:)`: the index along the right edge.
    public var sectionIndexTitles: [String]?
    /// The combinations of look, scale and width a batch or test run renders (`SpecDecoder.decodeVariants`).
    public var variants: SpecVariants?
    /// `backgroundColor`; `nil` uses the style's.
    public var backgroundColor: SpecColor?
    /// `separatorColor`; `nil` uses the look's.
    public var separatorColor: SpecColor?
    /// `sectionIndexColor`; `nil` uses the tint.
    public var sectionIndexColor: SpecColor?
    /// `sectionIndexBackgroundColor`; `nil` uses the look's.
    public var sectionIndexBackgroundColor: SpecColor?
    /// `tableHeaderView`: any view above the first section (`tableHeader` is a label shorthand).
    public var tableHeaderView: ViewSpec?
    /// `tableFooterView`: any view below the last section.
    public var tableFooterView: ViewSpec?
    /// `contentOffset`: the scroll position; `height` is the viewport. Negative `y` pulls the table down.
    public var contentOffset: SpecPoint?
    /// `statusBar`: draw the device's whole screen around the table (`StatusBarSpec`).
    public var statusBar: StatusBarSpec? = nil
    /// `navigationItem` and `navigationBar`: the navigation bar over the screen.
    public var navigationItem: NavigationItemSpec? = nil
    public var navigationBar: NavigationBarSpec? = nil
    /// `tabBar`: the tab bar at the bottom of the screen.
    public var tabBar: TabBarSpec? = nil
    /// `toolbarItems`: the navigation controller's toolbar at the bottom of the screen (SwiftUI: `toolbar` items
    /// placed in the `bottomBar`); `nil` without a toolbar.
    public var toolbarItems: [BarButtonItemSpec]? = nil
    /// The iPhone the table is drawn on: the spec's `device` (a screen drawn without one: its look's); `nil`: a
    /// screen as wide as the table.
    public var device: DevicePreset? = nil
    /// `refreshControl` (`UIRefreshControl`, iOS 6+).
    public var refreshControl: RefreshControlSpec?
    /// `allowsMultipleSelection` (iOS 5+): several rows may be selected outside editing; each draws selected.
    public var allowsMultipleSelection: Bool?
    /// `locale`: the language the simulated iPhone runs in (regional glyphs, line breaking, direction);
    /// `nil` is an English-language iPhone.
    public var locale: SpecLocale?
    /// `semanticContentAttribute`: whether the table mirrors for right-to-left languages.
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified
    /// `pseudoLanguage`: one of Xcode's pseudo-localizations, applied to every text before layout.
    public var pseudoLanguage: PseudoLanguage?
    /// `userInterfaceStyle` (iOS 13+): light or dark.
    public var userInterfaceStyle: UserInterfaceStyle = .light
    /// `preferredContentSizeCategory` (Dynamic Type; the modern looks): the text size.
    public var preferredContentSizeCategory: ContentSizeCategory = .large
    /// `framework`: UIKit's table view, or SwiftUI's `List`/`Form` (iOS 16 on).
    public var framework: ListFramework = .uikit

    public init(
        ios: IOSVersion = .seven, style: TableStyle = .plain, width: Double = SpecDefaults.width,
        scale: Int = SpecDefaults.scale, height: Double? = nil, separatorStyle: SeparatorStyle? = nil,
        sections: [SectionSpec] = []
    ) {
        self.ios = ios
        self.style = style
        self.width = width
        self.scale = scale
        self.height = height
        self.separatorStyle = separatorStyle ?? .default(ios: ios, style: style)
        self.sections = sections
    }
}

/// One section: optional header and footer titles and its rows.
public struct SectionSpec: Sendable, Equatable, Encodable {
    /// `tableView(_:titleForHeaderInSection:)`.
    public var header: String?
    /// `tableView(_:titleForFooterInSection:)`.
    public var footer: String?
    /// The rows in order.
    public var rows: [RowSpec]
    /// `tableView(_:viewForHeaderInSection:)`: a custom header view, instead of the `header` title's.
    public var headerView: ViewSpec?
    /// `tableView(_:viewForFooterInSection:)`: a custom footer view.
    public var footerView: ViewSpec?
    /// The header view's `contentConfiguration` (`UIListContentConfiguration`, iOS 14+); `nil` for the title's
    /// default look.
    public var headerConfiguration: HeaderConfiguration?
    /// The footer view's `contentConfiguration`; `nil` for the title's default look.
    public var footerConfiguration: FooterConfiguration?

    public init(header: String? = nil, footer: String? = nil, rows: [RowSpec] = []) {
        self.header = header
        self.footer = footer
        self.rows = rows
    }
}

/// The default values the spec format documents.
public enum SpecDefaults {
    /// Table width in points of a `TableSpec` made in code (an iPhone 5s screen, the default look's iPhone). A
    /// decoded spec that omits `width` takes its look's iPhone's (`DevicePreset.era(of:)`).
    public static let width = 320.0
    /// Scale of a `TableSpec` made in code, and of an element render without `scale`. A decoded spec that
    /// omits `scale` takes its look's iPhone's (`DevicePreset.era(of:)`).
    public static let scale = 2
    /// `rowHeight` when omitted: UIKit's default row height (uikit-metrics.md §0).
    public static let rowHeight = 44.0
    /// `indentationWidth` when omitted: UIKit's default (uikit-metrics.md §0).
    public static let indentationWidth = 10.0
}

/// A point in points (`contentOffset`).
public struct SpecPoint: Sendable, Equatable, Encodable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A table's `UIRefreshControl`.
public struct RefreshControlSpec: Sendable, Equatable, Encodable {
    /// `isRefreshing`: the spinner turns above the rows, which move down to make room (UIKit grows the content
    /// inset); otherwise the control shows only as far as a negative `contentOffset` pulls the table down.
    public var refreshing: Bool
    /// `attributedTitle`'s text, under the spinner.
    public var title: String?
    /// `tintColor`.
    public var tintColor: SpecColor?

    public init(refreshing: Bool = false, title: String? = nil, tintColor: SpecColor? = nil) {
        self.refreshing = refreshing
        self.title = title
        self.tintColor = tintColor
    }
}
