public import TableSpec

/// Every number a look uses, in one table. Each instance is one era:
/// `TableMetrics+iOS7.swift` holds the iOS 7 values with their sources,
/// `TableMetrics+iOS12.swift` the iOS 9–12 changes, `TableMetrics+iOS6.swift`
/// the classic look (whose extra numbers live in `ClassicMetrics`).
public struct TableMetrics: Sendable, Equatable {
    /// The metrics table of a look in an appearance (dark exists from iOS 13 on; the decoder refuses it
    /// before).
    public static func of(
        _ version: IOSVersion, _ style: UserInterfaceStyle = .light, _ category: ContentSizeCategory = .large
    ) -> TableMetrics {
        if version.isModern {
            let era = ModernEra(version)
            let palette = SystemPalette.of(era, style)
            if category != .large { return modern(era, palette: palette, category: category) }
            switch (era, style) {
            case (.iOS13, .light): return .iOS13
            case (.iOS13, .dark): return .iOS13Dark
            case (.iOS15, .light): return .iOS15
            case (.iOS15, .dark): return .iOS15Dark
            case (.iOS26, .light): return .iOS26
            case (.iOS26, .dark): return .iOS26Dark
            }
        }
        switch version {
        case .six: return .iOS6
        case .seven: return .iOS7
        default: return .iOS12
        }
    }

    /// The artwork family the renderer draws this era's accessories and controls with.
    public var look: Look

    // MARK: Fonts
    /// UIKit's system font family for the era (the renderer maps it to a bundled stand-in).
    public var systemFontFamily: String
    /// The family of the system font's display cut, used from `displayFontMinimumSize` points up (SF Pro
    /// Display, stand-in Inter Display); `nil` draws every size in `systemFontFamily`.
    public var displayFontFamily: String?
    /// The point size from which the display cut draws (SF switches Text → Display at 20 pt; M§7.3 [MED]).
    public var displayFontMinimumSize = 20.0
    /// `textLabel` size per cell style: default, subtitle, value1, value2.
    public var titleFontSize: PerCellStyle<Double>
    /// `detailTextLabel` size per cell style.
    public var detailFontSize: PerCellStyle<Double>
    /// `textLabel` size per cell style in grouped tables.
    public var groupedTitleFontSize: PerCellStyle<Double>
    /// `textLabel` weight per cell style.
    public var titleFontWeight: PerCellStyle<FontDescriptor.Weight>
    /// `detailTextLabel` weight per cell style.
    public var detailFontWeight: PerCellStyle<FontDescriptor.Weight>

    // MARK: Margins
    /// Leading and trailing text margin of a cell, and the default separator inset.
    public var margin: Double
    /// The margin on tables at least `wideMarginMinWidth` wide (Plus-size phones).
    public var wideMargin: Double
    /// Narrowest table that gets `wideMargin`.
    public var wideMarginMinWidth: Double
    /// Gap between the image view's right edge and the text.
    public var imageTextGap: Double
    /// Gap between the right edge of the content view and the accessory view.
    public var contentAccessoryGap: Double
    /// Gap between the right edge of the text and the right edge of the content view when an accessory shows.
    public var textTrailingWithAccessory: Double
    /// Distance from the accessory view's right edge to the cell's right edge.
    public var accessoryTrailing: Double
    /// Whether accessories and the switch move in with the wide margin (iOS 13+: they sit at the layout
    /// margin); `accessoryTrailing` and the switch's trailing are then for the narrow margin.
    public var accessoriesFollowWideMargin = false
    /// Padding above every plain section header (`sectionHeaderTopPadding`, iOS 15+).
    public var plainHeaderTopPadding = 0.0
    /// Corner radius of `insetGrouped` sections (iOS 13+); `nil` where the style does not exist.
    public var insetGroupedCornerRadius: Double?
    /// The layout box of an SF Symbol cell image (`UIImage(systemName:)`): the symbol is centred in it and the
    /// text starts `imageTextGap` after it (M§6.3 DEC26: width 24 scaled by `UIFontMetrics.default` [HIGH]).
    public var symbolImageWidth = 24.0
    /// The status bar drawn over the screen (`statusBar`, `StatusBarMetrics`).
    public var statusBar = StatusBarMetrics.modern
    /// The navigation bar over the screen (`navigationItem`, `NavigationBarMetrics`).
    public var navigationBar = NavigationBarMetrics.flat
    /// The tab bar at the bottom of the screen (`tabBar`, `TabBarMetrics`).
    public var tabBar = TabBarMetrics.flat
    /// The toolbar at the bottom of the screen (`toolbarItems`, `ToolbarMetrics`).
    public var toolbar = ToolbarMetrics.flat
    /// A disabled row's colours (`DisabledRowMetrics`).
    public var disabledRow = DisabledRowMetrics.legacy
    /// iOS 26's Liquid Glass bars (`GlassBarMetrics`); `nil` before.
    public var glassBars: GlassBarMetrics? = nil
    /// The Settings icon tile behind a symbol image (`imageBackgroundColor`); `nil` before SF Symbols.
    public var settingsTile: SettingsTileMetrics? = nil
    /// Whether rounded sections and swipe buttons use UIKit's continuous corner curve (iOS 13+).
    public var continuousCorners = false
    /// Whether a separator's trailing end stops at the layout margin (iOS 26) instead of the cell's edge.
    public var separatorEndsAtMargin = false
    /// Whether rows without a `rowHeight` size to their text (the modern looks: `automaticDimension`).
    public var selfSizingRows = false
    /// The smallest self-sizing row (Dynamic Type: 2 × Body's leading, at least 44).
    public var minimumRowHeight = 44.0
    /// Space above and below a self-sizing row's text (M§6.1: 11, at every text size).
    public var cellVerticalMargin = 11.0
    /// The same for the subtitle style (M§6.1: 4).
    public var subtitleVerticalMargin = 4.0
    /// Whether value1 cells stack their detail under the title (the accessibility text sizes).
    public var stacksValue1 = false
    /// The cells' background in grouped and inset grouped tables, where it differs from `cellBackground`
    /// (iOS 13+ dark: secondarySystemGroupedBackground).
    public var groupedCellBackground: Color?

    // MARK: Cell styles
    /// value1: gap between the title and the right-aligned detail.
    public var value1Gap: Double
    /// value2: width of the right-aligned title column, from the text's left edge.
    public var value2ColumnWidth: Double
    /// value2: gap between the title column and the detail.
    public var value2Gap: Double
    /// subtitle: vertical gap between title and detail.
    public var subtitleGap: Double
    /// subtitle: the distance between the title's and the detail's baselines, when the look fixes it
    /// (it then decides the gap); `nil` uses `subtitleGap`.
    public var subtitleBaselineDistance: Double?
    /// SwiftUI: the gap between two stacked texts is SwiftUI's text-to-text spacing, which the lower text's font
    /// decides (`CellLayout.stackedTextGap`), not `subtitleGap`.
    public var usesTextToTextSpacing = false

    // MARK: Accessories
    public var chevronSize: Size
    public var checkmarkSize: Size
    /// Extra inset of the checkmark beyond `accessoryTrailing`.
    public var checkmarkExtraTrailing: Double
    public var infoButtonDiameter: Double
    /// detailDisclosureButton: gap between the info circle and the chevron.
    public var infoChevronGap: Double

    // MARK: Colors
    public var textColor: Color
    public var value1DetailColor: Color
    /// The subtitle style's detail color.
    public var subtitleDetailColor: Color
    /// The value2 style's title color; `nil` uses the tint color.
    public var value2TitleColor: Color?
    /// Labels and accessories of a row selected with the blue style turn this color; `nil` keeps them.
    public var selectedTextColor: Color?
    public var separatorColor: Color
    /// Separator thickness in points; `nil` is one device pixel (a hairline).
    public var separatorThickness: Double?
    /// Whether the default separator inset follows the text's left edge (flat) or is 0 (classic).
    public var separatorFollowsText: Bool
    /// Whether a plain table of fixed height draws separators for the empty rows below its last row
    /// (`UITableView` does; a SwiftUI `List`, a collection view, does not).
    public var separatesEmptyRows = true
    /// Whether an image's left inset equals its vertical inset, so a row-high image sits flush left
    /// (classic); otherwise it sits at the margin (flat).
    public var imageInsetMatchesVertical: Bool
    public var accessoryGray: Color
    public var tintColor: Color
    public var selectedBackground: Color
    public var cellBackground: Color
    public var plainBackground: Color
    public var groupedBackground: Color

    // MARK: Headers and footers
    public var plainHeaderHeight: Double
    public var plainHeaderFontSize: Double
    public var plainHeaderFontWeight: FontDescriptor.Weight
    /// The plain header and footer bar; `nil` draws no bar (the chromeless headers of iOS 15+).
    public var plainHeaderBackground: Color?
    public var plainHeaderTextColor: Color
    public var groupedHeaderFontSize: Double
    public var groupedHeaderFontWeight: FontDescriptor.Weight
    /// Whether grouped header titles are uppercased (flat looks) or kept as written (classic).
    public var uppercasesGroupedHeaders: Bool
    public var groupedFooterFontSize: Double
    /// The grouped footer's leading: tight for ShortFootnote (iOS 13 on, M§4.1 TC, DEC26
    /// `defaultFooterFontForTableViewStyle:` [HIGH]), standard before.
    public var groupedFooterLeading: FontDescriptor.Leading = .standard
    public var groupedHeaderTextColor: Color
    /// Height of an untitled grouped header or footer (the section gap is two of them).
    public var groupedEmptyHeaderFooterHeight: Double
    /// Padding above the first grouped section when it has no header.
    public var groupedTopPadding: Double
    /// Height of a grouped header that has a title, at least (its text and margins may make it taller).
    public var groupedTitledHeaderHeight: Double
    /// Distance from a grouped header's top to its title's line box; `nil` is `groupedHeaderBottomMargin`.
    public var groupedHeaderTopMargin: Double?
    /// Whether untitled grouped headers and footers (the spacing between sections) are rounded up to the device
    /// pixel (SwiftUI's lists on iOS 16–18, `TableMetrics.swiftUI`).
    public var roundsEmptyHeaderFooterToPixel = false
    /// Whether a grouped header's or footer's text is as tall as its lines, not rounded up to the device pixel as a
    /// `UILabel`'s is (a SwiftUI `Text`), its first line SF's whole line box whatever its leading.
    public var sizesHeaderFooterTextExactly = false
    /// Whether each section's rows start on the device pixel nearest to where the exact heights above put them,
    /// the exact position carrying on below (SwiftUI's lists on iOS 16–18); otherwise the running position is
    /// rounded at each section's start, halves up the screen (`selfSizingRows`).
    public var roundsRowsToNearestPixel = false
    /// Extra space above a titled header of the first grouped section.
    public var groupedFirstHeaderExtraTop: Double
    /// Distance from a grouped header title's line box bottom to the header's bottom.
    public var groupedHeaderBottomMargin: Double
    /// Distance from a grouped footer's top to its title's line box.
    public var groupedFooterTopMargin: Double
    /// Distance from a grouped footer title's line box to the footer's bottom.
    public var groupedFooterBottomMargin: Double

    // MARK: Editing, switch, index
    public var editing: EditingMetrics
    public var index: IndexMetrics
    /// Top and bottom margin of a wrapping label: ceil(lineHeight / 2) in UIKit (TC) — stored as the ratio.
    public var wrappedTextVerticalMarginRatio: Double
    /// The classic look's extra numbers (pinstripe, rounded groups, gradients); `nil` in flat looks.
    public var classic: ClassicMetrics?

    // MARK: What a look's cells do (where iOS 7 changed UIKit's behaviour)
    /// Whether a row's `separatorInset` applies: `UITableViewCell.separatorInset` is iOS 7.0+ (Apple's class
    /// reference), so an app that also runs on iOS 6 sets it only where it exists.
    public var honorsSeparatorInset = true
    /// Whether a switch or custom accessory view is centred in the content height on the pixel grid (the classic
    /// look's placement) rather than at the flat looks' rounding (`accessoryTop`, flat-metrics §4). estimated for
    /// the classic look: no classic source gives the rounding; centred on the grid as its goldens were drawn.
    public var centersAccessoryViewsOnGrid = false
    /// Whether a swiped row's content slides left to show its Delete button (iOS 7+, uikit-metrics §A.5) rather
    /// than staying, shrunk, with the button in the space left over (iOS 6: GT-1, the content view 245 pt and the
    /// button in the 75 pt beside it).
    public var deleteConfirmationSlidesContent = true
    /// Whether a selected or highlighted row's labels and accessory draw in their highlighted colours (white by
    /// default) over the classic blue or gray gradient (class reference, seed 004; classic-metrics §3); from
    /// iOS 7 on, a selected row's labels keep their colours over the gray.
    public var selectionHighlightsContent = false
    /// Whether a selected or highlighted row hides the separators around it, so its gray meets the next one's
    /// without a line (iOS 7–12 cells hide their separator while highlighted, and the cell above the one it
    /// shares); the classic look keeps its separators under the selection (classic-metrics §3 OLD5).
    public var selectionHidesSeparators = true

    // MARK: Swipe to delete
    /// Whether a swiped cell's separator ends at the Delete button (iOS 8+) or stays under it (iOS 7.0).
    public var swipedSeparatorStopsAtButton: Bool
    /// How much further left than the content a swiped cell's accessory moves.
    public var swipedAccessoryExtraShift: Double

    // MARK: Custom views
    /// UILabel and control defaults for custom views.
    public var views: ViewMetrics

    // MARK: Swipe actions
    /// Revealed `UIContextualAction` buttons (iOS 11+; the looks "6" and "7" refuse them).
    public var swipe = SwipeActionMetrics.standard

    // MARK: List configurations
    /// `UIListContentConfiguration` (iOS 14+; the modern profiles); `nil` draws the classic styles instead.
    public var listConfiguration: ListConfigurationMetrics?

    // MARK: SwiftUI
    /// SwiftUI's own list elements (`"framework": "swiftUI"`); `nil` for UIKit tables.
    public var swiftUIList: SwiftUIListMetrics?
}

extension TableMetrics {
    /// These metrics with `statusBar` as the look's status bar.
    func with(
        statusBar: StatusBarMetrics, navigationBar: NavigationBarMetrics = .flat, tabBar: TabBarMetrics = .flat,
        toolbar: ToolbarMetrics = .flat
    ) -> TableMetrics {
        var metrics = self
        metrics.statusBar = statusBar
        metrics.navigationBar = navigationBar
        metrics.tabBar = tabBar
        metrics.toolbar = toolbar
        return metrics
    }

    /// The cell margin for a table `width` points wide.
    ///
    /// UIKit keys the wide margin on the main screen, not the view: `defaultTableLayoutMarginsForScreen:` gives 20
    /// when the screen's portrait width reaches `wideMarginMinWidth` and the view is wider than 320 pt, 16
    /// otherwise; SwiftUI's lists (iOS 16+, `_UICollectionViewListLayoutSection`) follow the same rule
    /// (decompiled iOS 18.2 UIKitCore, `Docs/research/issue40-rows.md` §3) [HIGH]. So a 375 pt table on a
    /// 393 pt iPhone has 20 pt margins, on a 375 pt iPhone 16.
    public func margin(forWidth width: Double, screenWidth: Double? = nil) -> Double {
        (screenWidth ?? width) >= wideMarginMinWidth && width > 320 ? wideMargin : margin
    }
}

/// One value for each cell style.
public struct PerCellStyle<Value: Sendable & Equatable>: Sendable, Equatable {
    public var `default`: Value
    public var subtitle: Value
    public var value1: Value
    public var value2: Value

    public init(default: Value, subtitle: Value, value1: Value, value2: Value) {
        self.default = `default`
        self.subtitle = subtitle
        self.value1 = value1
        self.value2 = value2
    }

    /// The value for `style`.
    public subscript(style: CellStyle) -> Value {
        switch style {
        case .default: return self.default
        case .subtitle: return subtitle
        case .value1: return value1
        case .value2: return value2
        }
    }
}

/// A size in points.
public struct Size: Sendable, Equatable, Codable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
