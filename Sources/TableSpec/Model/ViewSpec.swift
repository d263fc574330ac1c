/// A view wherever UIKit takes one (`accessoryView`, `backgroundView`, `contentView` subviews, table and
/// section header and footer views), written `{"<class>": {…}}` with the UIKit class name in lowerCamelCase
/// without its prefix; its members are that class's property names. `nil` members keep UIKit's defaults.
public struct ViewSpec: Sendable, Equatable, Encodable {
    /// Which UIKit class the view is.
    public var kind: ViewKind
    /// `frame` in the parent's points; `nil` lets the parent place it (intrinsic size, stack views).
    public var frame: SpecRect?
    /// `backgroundColor`.
    public var backgroundColor: SpecColor?
    /// `tintColor`; `nil` inherits the table's.
    public var tintColor: SpecColor?
    /// `alpha` (0…1).
    public var alpha: Double?
    /// `isHidden`.
    public var isHidden: Bool?
    /// `layer.cornerRadius`.
    public var cornerRadius: Double?
    /// `layer.borderWidth`.
    public var borderWidth: Double?
    /// `layer.borderColor`.
    public var borderColor: SpecColor?
    /// `isEnabled` (controls); `false` draws the disabled look.
    public var isEnabled: Bool?
    /// `subviews` of a plain `view`, or `arrangedSubviews` of a `stackView`.
    public var subviews: [ViewSpec] = []
    /// A label's text and styling (also a button's title and a text field's text style).
    public var label: LabelSpec?
    /// `image` (image views and buttons).
    public var image: SpecImage?
    /// `highlightedImage` (image views), shown while the cell is highlighted.
    public var highlightedImage: SpecImage?
    /// `contentMode` (image views).
    public var contentMode: ContentMode?
    /// `isOn` (switches).
    public var isOn: Bool?
    /// `onTintColor` (switches).
    public var onTintColor: SpecColor?
    /// `value` of a slider or stepper, `progress` of a progress view.
    public var value: Double?
    /// `minimumValue` and `maximumValue` (sliders, steppers).
    public var minimumValue: Double?
    public var maximumValue: Double?
    /// Track and thumb colors (sliders: `minimumTrackTintColor`, `maximumTrackTintColor`, `thumbTintColor`;
    /// progress views: `progressTintColor`, `trackTintColor`).
    public var minimumTrackTintColor: SpecColor?
    public var maximumTrackTintColor: SpecColor?
    public var thumbTintColor: SpecColor?
    /// Segmented control titles, in order.
    public var items: [String]?
    /// `selectedSegmentIndex` (−1 or absent: none).
    public var selectedSegmentIndex: Int?
    /// `placeholder` (text fields, search bars).
    public var placeholder: String?
    /// `borderStyle` (text fields).
    public var borderStyle: TextBorderStyle?
    /// `buttonType` (buttons).
    public var buttonType: ButtonType?
    /// `style` of an activity indicator.
    public var indicatorStyle: ActivityIndicatorStyle?
    /// `isAnimating` of an activity indicator (`hidesWhenStopped` is UIKit's default, so a stopped one is hidden).
    public var isAnimating: Bool?
    /// Stack view arrangement.
    public var axis: StackAxis?
    public var spacing: Double?
    public var alignment: StackAlignment?
    public var distribution: StackDistribution?

    public init(kind: ViewKind) { self.kind = kind }
}

/// A rectangle in points, as `/v1/layout` prints frames.
public struct SpecRect: Sendable, Equatable, Encodable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// The UIKit classes a spec may name, as their JSON keys.
public enum ViewKind: String, SpecEnum, Encodable {
    case view
    case label
    case imageView
    case button
    case `switch`
    case activityIndicatorView
    case progressView
    case slider
    case stepper
    case segmentedControl
    case textField
    case searchBar
    case stackView
}

/// `UIView.ContentMode` values that place an image.
public enum ContentMode: String, SpecEnum, Encodable {
    case scaleToFill
    case scaleAspectFit
    case scaleAspectFill
    case center
    case top
    case bottom
    case left
    case right
    case topLeft
    case topRight
    case bottomLeft
    case bottomRight
}

/// `UITextField.BorderStyle`.
public enum TextBorderStyle: String, SpecEnum, Encodable {
    case none
    case line
    case bezel
    case roundedRect
}

/// `UIButton.ButtonType`: `system` is the iOS 7+ borderless tinted title; `roundedRect` is the classic
/// white rounded button (and draws as `system` from iOS 7 on, as UIKit does).
public enum ButtonType: String, SpecEnum, Encodable {
    case system
    case roundedRect
    case custom
}

/// `UIActivityIndicatorView.Style`.
public enum ActivityIndicatorStyle: String, SpecEnum, Encodable {
    case gray
    case white
    case whiteLarge
}

/// `UIStackView.axis`.
public enum StackAxis: String, SpecEnum, Encodable {
    case horizontal
    case vertical
}

/// `UIStackView.alignment`.
public enum StackAlignment: String, SpecEnum, Encodable {
    case fill
    case leading
    case center
    case trailing
}

/// `UIStackView.distribution`.
public enum StackDistribution: String, SpecEnum, Encodable {
    case fill
    case fillEqually
    case equalSpacing
}
