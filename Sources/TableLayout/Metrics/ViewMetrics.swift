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

    public init(
        labelFontSize: Double, labelColor: Color, textStyles: [TextStyle: TextStyleFont],
        contentVerticalMargin: Double, accessoryViewTrailing: Double, accessoryViewGap: Double,
        placeholderColor: Color, disabledAlpha: Double, controls: ControlMetrics
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
