/// The artwork of the UIKit controls a spec may place as views, in one look: sizes in points, colors, and
/// for the classic look the gradients its glossy artwork is drawn with. Each look's values and sources are
/// in `TableMetrics+ViewsiOS*.swift`.
public struct ControlMetrics: Sendable, Equatable {
    // MARK: UIButton
    /// Title font of a button (`system` in the flat looks; the classic rounded rect's bold title).
    public var buttonFontSize: Double
    public var buttonFontWeight: FontDescriptor.Weight
    /// A button's intrinsic height and the padding left and right of its title.
    public var buttonHeight: Double
    public var buttonPadding: Double
    /// The classic `roundedRect` button; `nil` where the look draws it as a borderless system button.
    public var roundedRectButton: BezelArtwork?
    /// The classic rounded-rect button's title color.
    public var roundedRectTitleColor: Color

    // MARK: UIActivityIndicatorView
    /// The 20 pt gray/white spinner and the 37 pt large one.
    public var spinner: SpinnerArtwork
    public var largeSpinner: SpinnerArtwork
    public var spinnerGray: Color

    // MARK: UIProgressView
    public var progressHeight: Double
    public var progressTrackColor: Color
    /// Classic: the track and bar are rounded, glossy gradients; `nil` draws flat fills.
    public var progressTrackGradient: [GradientStop]?
    public var progressBarGradient: [GradientStop]?

    // MARK: UISlider
    public var sliderHeight: Double
    public var sliderTrackHeight: Double
    /// The track left of the thumb; `nil` uses the tint.
    public var sliderMinimumTrackColor: Color?
    public var sliderMaximumTrackColor: Color
    public var sliderThumbDiameter: Double
    public var sliderThumbColor: Color
    public var sliderThumbBorder: Border?
    public var sliderThumbShadow: BoxShadow?
    /// Classic: the glossy knob's gradient.
    public var sliderThumbGradient: [GradientStop]?

    // MARK: UIStepper
    public var stepperSize: Size
    public var stepperCornerRadius: Double
    public var stepperBorderWidth: Double
    public var stepperGlyphLength: Double
    public var stepperGlyphWidth: Double
    /// Classic: gray bezel artwork, dark signs and border; `nil` draws the tinted outline.
    public var stepperBezel: BezelArtwork?
    /// iOS 13 and later: the filled stepper (`UIStepperHorizontalVisualElement`); `nil` draws the bezel or the
    /// tinted outline.
    public var filledStepper: FilledStepperArtwork? = nil

    // MARK: UISegmentedControl
    public var segmentHeight: Double
    public var segmentCornerRadius: Double
    public var segmentBorderWidth: Double
    public var segmentFontSize: Double
    public var segmentFontWeight: FontDescriptor.Weight
    /// Padding left and right of a segment's title in the intrinsic width.
    public var segmentPadding: Double
    /// Classic: the unselected and selected bezels; `nil` draws the tinted outline.
    public var segmentBezel: BezelArtwork?
    public var segmentSelectedBezel: BezelArtwork?
    /// iOS 13 and later: the filled control (`UISegmentedControlDefaultStyleProvider`); `nil` draws the bezels or
    /// the tinted outline.
    public var filledSegments: FilledSegmentArtwork? = nil

    // MARK: UITextField
    public var textFieldHeight: Double
    public var textFieldCornerRadius: Double
    public var textFieldBorder: Border
    public var textFieldFontSize: Double
    /// Left and right inset of the text inside a bordered field.
    public var textFieldInset: Double

    // MARK: UISearchBar
    public var searchBarHeight: Double
    public var searchBarColor: Color
    public var searchBarGradient: [GradientStop]?
    public var searchBarBottomLine: Color?
    public var searchFieldInset: Double
    public var searchFieldHeight: Double
    public var searchFieldRadius: Double
    public var searchFieldColor: Color
    public var searchFieldBorder: Border?
    public var searchFontSize: Double
    public var searchGlyphColor: Color
    public var magnifierDiameter: Double
    /// iOS 13 and later: a hairline along the bar's top edge too.
    public var searchBarTopLine: Color? = nil
    /// The placeholder's colour in the search field; `nil` uses the views' placeholder colour.
    public var searchPlaceholderColor: Color? = nil
    /// iOS 13 and later: where the magnifier and the text sit in the field; `nil` centres the magnifier in a
    /// square as tall as the field and starts the text after it (iOS 7–12).
    public var searchFieldContent: SearchFieldContent? = nil
}

/// The iOS 13+ segmented control: a filled track, the selected segment as a raised thumb inside it, short
/// dividers between unselected segments, titles in the label colour.
public struct FilledSegmentArtwork: Sendable, Equatable {
    public var trackColor: Color
    /// The track's corner radius (a capsule when at least half the height).
    public var trackRadius: Double
    /// The space between two segments, where the divider sits.
    public var segmentGap: Double
    public var thumbColor: Color
    /// How far the thumb sits inside its segment on every side.
    public var thumbInset: Double
    public var thumbRadius: Double
    public var thumbShadow: BoxShadow?
    public var dividerColor: Color
    public var dividerWidth: Double
    /// How far a divider stops short of the top and bottom edges.
    public var dividerInset: Double
    public var titleColor: Color
    public var titleWeight: FontDescriptor.Weight
    public var selectedTitleWeight: FontDescriptor.Weight

    public init(
        trackColor: Color, trackRadius: Double, segmentGap: Double, thumbColor: Color, thumbInset: Double,
        thumbRadius: Double, thumbShadow: BoxShadow?, dividerColor: Color, dividerWidth: Double,
        dividerInset: Double, titleColor: Color, titleWeight: FontDescriptor.Weight,
        selectedTitleWeight: FontDescriptor.Weight
    ) {
        self.trackColor = trackColor
        self.trackRadius = trackRadius
        self.segmentGap = segmentGap
        self.thumbColor = thumbColor
        self.thumbInset = thumbInset
        self.thumbRadius = thumbRadius
        self.thumbShadow = thumbShadow
        self.dividerColor = dividerColor
        self.dividerWidth = dividerWidth
        self.dividerInset = dividerInset
        self.titleColor = titleColor
        self.titleWeight = titleWeight
        self.selectedTitleWeight = selectedTitleWeight
    }
}

/// Where an iOS 13+ search field places its content: the magnifier's box from the field's leading edge, and the
/// gap from it to the text.
public struct SearchFieldContent: Sendable, Equatable {
    public var glyphX: Double
    public var glyphWidth: Double
    public var textGap: Double

    public init(glyphX: Double, glyphWidth: Double, textGap: Double) {
        self.glyphX = glyphX
        self.glyphWidth = glyphWidth
        self.textGap = textGap
    }
}

/// A glossy classic bezel: a vertical gradient clipped to a rounded rectangle, with a border, a text color
/// and an optional soft shadow.
public struct BezelArtwork: Sendable, Equatable {
    public var gradient: [GradientStop]
    public var border: Border
    public var cornerRadius: Double
    public var textColor: Color
    public var textShadow: TextShadow?

    public init(
        gradient: [GradientStop], border: Border, cornerRadius: Double, textColor: Color, textShadow: TextShadow? = nil
    ) {
        self.gradient = gradient
        self.border = border
        self.cornerRadius = cornerRadius
        self.textColor = textColor
        self.textShadow = textShadow
    }
}

/// An activity indicator's spokes in a square of `size` points.
public struct SpinnerArtwork: Sendable, Equatable {
    public var size: Double
    public var spokes: Int
    public var innerRadius: Double
    public var outerRadius: Double
    public var lineWidth: Double
    public var minimumAlpha: Double

    public init(
        size: Double, spokes: Int, innerRadius: Double, outerRadius: Double, lineWidth: Double, minimumAlpha: Double
    ) {
        self.size = size
        self.spokes = spokes
        self.innerRadius = innerRadius
        self.outerRadius = outerRadius
        self.lineWidth = lineWidth
        self.minimumAlpha = minimumAlpha
    }
}

/// The filled `UIStepper` of iOS 13 and later: a rounded fill split by a short divider, − and + in the label
/// colour, the half that cannot step dimmed.
public struct FilledStepperArtwork: Sendable, Equatable {
    public var fill: Color
    public var dividerColor: Color
    /// How far the divider stops short of the top and bottom edges.
    public var dividerInset: Double
    public var glyphColor: Color
    /// The alpha of a half's glyph at a bound (`value` at `minimumValue` or `maximumValue`).
    public var disabledGlyphAlpha: Double
    /// iOS 26: the colour a half's glyph takes at a bound instead of `disabledGlyphAlpha`, and the divider's
    /// colour when both halves are at one; `nil` dims by alpha.
    public var boundGlyphColor: Color? = nil
    public var boundDividerColor: Color? = nil
    /// Whether `isEnabled: false` dims the control (iOS 13–18: alpha 0.5; iOS 26 draws it as enabled).
    public var dimsWhenDisabled = true
    /// Whether the outline's corners are the continuous curve (iOS 26's `Capsule(style: .continuous)`).
    public var continuousCorners = false

    public init(
        fill: Color, dividerColor: Color, dividerInset: Double, glyphColor: Color, disabledGlyphAlpha: Double
    ) {
        self.fill = fill
        self.dividerColor = dividerColor
        self.dividerInset = dividerInset
        self.glyphColor = glyphColor
        self.disabledGlyphAlpha = disabledGlyphAlpha
    }
}
