/// A SwiftUI view that fills a row of a `List`/`Form` (`"framework": "swiftUI"`), named as in SwiftUI. The row's
/// shared keys give its content: `text` is the label or title, `detail` the value (or the second line of a
/// `VStack`), `image` the `Label`'s icon.
public enum SwiftUIElement: String, SpecEnum, Encodable {
    /// `LabeledContent(text) { Text(detail) }`: the label and a trailing secondary value.
    case labeledContent = "LabeledContent"
    /// `NavigationLink`: the label (and a value, when `detail` is given) and the chevron.
    case navigationLink = "NavigationLink"
    /// `Toggle(text, isOn:)`: the label and a switch (a two-line label with `detail`).
    case toggle = "Toggle"
    /// `Label(text, systemImage: image)`: an icon in the tint and the title.
    case label = "Label"
    /// `Button(text)` (with `image`, `Button(text, systemImage:)`): the title in the tint, no chevron.
    case button = "Button"
    /// `Picker(text, selection:)`: the label and the selection (`detail`), in its `pickerStyle`.
    case picker = "Picker"
    /// `Stepper(text, value:in:)`: the label and a stepper.
    case stepper = "Stepper"
    /// `TextField(prompt, text:)`: the field's text (`text`), or its `prompt` while it is empty.
    case textField = "TextField"
    /// `VStack(alignment: .leading) { Text(text); Text(detail).font(.subheadline).foregroundStyle(.secondary) }`.
    case vStack = "VStack"
    /// `HStack { Image(systemName: image); Text(text) }`: the icon at its own width in the label colour, the
    /// title after it at the default spacing (8 pt), unlike a `Label`'s fixed icon column.
    case hStack = "HStack"
}

/// `ButtonRole`.
public enum ButtonRole: String, SpecEnum, Encodable {
    /// Drawn in `systemRed`.
    case destructive
    /// Drawn as a plain button in a list row.
    case cancel
}

/// The `pickerStyle` of a `Picker` row.
public enum PickerStyle: String, SpecEnum, Encodable {
    /// `.menu` (SwiftUI's default in a `List`/`Form` from iOS 16): the selection and an up-and-down chevron.
    case menu
    /// `.navigationLink`: the selection as a value and the chevron.
    case navigationLink
}

/// `Visibility` of `.listRowSeparator(_:)`.
public enum RowSeparatorVisibility: String, SpecEnum, Encodable {
    case automatic
    case visible
    case hidden
}

/// What a row of a SwiftUI list says beyond the shared keys: its element, the element's own parameters, and the
/// row modifiers `.badge` and `.listRowSeparator`.
public struct SwiftUIRowSpec: Sendable, Equatable, Encodable {
    /// The element, or `nil`: a row drawn from the shared keys alone (a `Text`, or what its accessory implies).
    public var element: SwiftUIElement?
    /// `Toggle`'s `isOn`.
    public var isOn: Bool = false
    /// `Button`'s `role`.
    public var role: ButtonRole?
    /// `Picker`'s style.
    public var pickerStyle: PickerStyle = .menu
    /// `Stepper`'s `value`.
    public var value: Double = 0
    /// `Stepper`'s `in:` range; `nil` is unbounded (both halves enabled).
    public var bounds: ClosedRange<Double>?
    /// `TextField`'s `prompt` (its placeholder).
    public var prompt: String?
    /// `.badge(_:)`: a count or a text at the row's trailing side (`nil` or a count of 0 shows none).
    public var badge: String?
    /// Whether `badge` is a count (`.badge(_: Int)`, a number no localization changes) rather than a text.
    public var badgeIsCount = false
    /// `.listRowSeparator(_:)`.
    public var listRowSeparator: RowSeparatorVisibility = .automatic
    /// `.disabled(true)`: the row's content at half opacity (`RowSpec.isEnabled` is `false` too).
    public var disabled = false

    public init(element: SwiftUIElement? = nil) { self.element = element }

    /// Whether the stepper's − half is enabled.
    public var canDecrement: Bool { bounds.map { value > $0.lowerBound } ?? true }
    /// Whether the stepper's + half is enabled.
    public var canIncrement: Bool { bounds.map { value < $0.upperBound } ?? true }
}
