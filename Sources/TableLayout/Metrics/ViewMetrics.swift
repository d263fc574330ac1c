public import TableSpec

/// The numbers custom views use in one look: UILabel's and UIButton's defaults, Dynamic Type sizes, where
/// a custom accessory view sits, the content view's layout margins, and the controls' artwork sizes and
/// colors. `TableMetrics+ViewsiOS*.swift` hold each look's values with their sources
/// (`Docs/research/controls-metrics.md`, or `estimated:`).
public struct ViewMetrics: Sendable, Equatable {
    /// `UILabel`'s default font size (system font) and color.
    public var labelFontSize: Double
    public var labelColor: Color
    /// Dynamic Type sizes and weights at the default ("large") content size, per text style.
    public var textStyles: [TextStyle: TextStyleFont]
    /// The content view's layout margins: where views without a `frame` go, and what an automatic row adds
    /// around them (top/bottom and left/right).
    public var contentVerticalMargin: Double
    /// Distance from a custom `accessoryView`'s right edge to the cell's right edge.
    public var accessoryViewTrailing: Double
    /// Gap between the content view and a custom accessory view.
    public var accessoryViewGap: Double
    /// Placeholder text color (text fields, search bars).
    public var placeholderColor: Color
    /// Alpha of a disabled control.
    public var disabledAlpha: Double
    /// Buttons, sliders, steppers, segmented controls, progress views, spinners, text fields, search bars.
    public var controls: ControlMetrics
    /// `UIRefreshControl`.
    public var refresh: RefreshMetrics = .flat

    public init(
        labelFontSize: Double, labelColor: Color, textStyles: [TextStyle: TextStyleFont],
        contentVerticalMargin: Double, accessoryViewTrailing: Double, accessoryViewGap: Double,
        placeholderColor: Color, disabledAlpha: Double, controls: ControlMetrics, refresh: RefreshMetrics = .flat
    ) {
        self.labelFontSize = labelFontSize
        self.labelColor = labelColor
        self.textStyles = textStyles
        self.contentVerticalMargin = contentVerticalMargin
        self.accessoryViewTrailing = accessoryViewTrailing
        self.accessoryViewGap = accessoryViewGap
        self.placeholderColor = placeholderColor
        self.disabledAlpha = disabledAlpha
        self.controls = controls
        self.refresh = refresh
    }
}

/// A text style's font at the default content size.
public struct TextStyleFont: Sendable, Equatable {
    public var size: Double
    public var weight: FontDescriptor.Weight

    public init(_ size: Double, _ weight: FontDescriptor.Weight = .regular) {
        self.size = size
        self.weight = weight
    }
}

/// A look's `UIRefreshControl` (Docs/research/issue10-uikit-facts.md §7).
public struct RefreshMetrics: Sendable, Equatable {
    /// The control's height without a title.
    public var height: Double
    /// Extra height a title adds beyond its line (the modern `sizeThatFits`: title + 62 + 5 = 60 + title + 7).
    public var titleExtra: Double
    /// The default tint.
    public var tint: Color
    /// The title's font size (Caption1 at the default size).
    public var titleFontSize: Double
    /// Whether an idle pulled control is the classic tear-drop (else spokes appear as it is pulled).
    public var teardrop: Bool
    /// Revealed height below which the flat spinner does not show.
    public var minimumReveal: Double
    /// The classic tear-drop: its box width, its height before it stretches, and how far it stretches.
    public var teardropWidth: Double = 36
    public var teardropOpenedHeight: Double = 44
    public var teardropMaximumStretch: Double = 53

    /// iOS 7–12 (modern style): 60 pt, #959CA6 (the old-SDK default tint), 12 pt title [HIGH/MED].
    public static let flat = RefreshMetrics(
        height: 60, titleExtra: 7, tint: Color(hex: 0x959CA6), titleFontSize: 12, teardrop: false, minimumReveal: 5)
    /// iOS 6 (legacy style): 58 pt, #9BA2AC tint (ODRefreshControl, MED), tear-drop; title size a gap (12, LOW).
    /// The tear-drop opens at 44 pt and stretches up to 53 pt more (ODRefreshControl, MED) in a box two top
    /// radii (16 pt) plus its outline wide (36 pt, estimated).
    public static let classic = RefreshMetrics(
        height: 58, titleExtra: 7, tint: Color(hex: 0x9BA2AC), titleFontSize: 12, teardrop: true, minimumReveal: 0)

    public init(
        height: Double, titleExtra: Double, tint: Color, titleFontSize: Double, teardrop: Bool, minimumReveal: Double
    ) {
        self.height = height
        self.titleExtra = titleExtra
        self.tint = tint
        self.titleFontSize = titleFontSize
        self.teardrop = teardrop
        self.minimumReveal = minimumReveal
    }
}
