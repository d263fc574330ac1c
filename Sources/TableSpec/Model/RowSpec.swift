/// One row (a cell) of a section.
public struct RowSpec: Sendable, Equatable, Encodable {
    /// `UITableViewCellStyle`; with a `contentConfiguration`, the style that configuration lays out as.
    public var style: CellStyle
    /// `contentConfiguration` (`UIListContentConfiguration`, iOS 14+); `nil` for a classic cell style.
    public var contentConfiguration: ListContentConfiguration?
    /// `textLabel.text`.
    public var text: String?
    /// `detailTextLabel.text` (ignored by the default style, as in UIKit).
    public var detail: String?
    /// `imageView.image`.
    public var image: SpecImage?
    /// `imageView.image = UIImage(systemName:)`: an SF Symbol (iOS 13+; TableShot's own artwork or the open
    /// set's, `SymbolName`), drawn in the tint.
    public var imageSymbol: SymbolName?
    /// `imageView.tintColor` (`imageProperties.tintColor`): the symbol's colour in this row instead of the
    /// table's tint; only with a symbol `image`.
    public var imageTintColor: SpecColor? = nil
    /// The Settings app's tile: the symbol drawn in white (or `imageTintColor`) on a rounded square of this
    /// colour; only with a symbol `image`.
    public var imageBackgroundColor: SpecColor? = nil
    /// `isEnabled: false` (UIKit: the cell's `isUserInteractionEnabled = false`, which sets its configuration
    /// state's `isDisabled`, and its labels' `isEnabled`), or SwiftUI's `.disabled(true)`: the row draws dimmed.
    public var isEnabled: Bool = true
    /// `accessoryType`.
    public var accessoryType: AccessoryType
    /// `selected`.
    public var selected: Bool
    /// `highlighted`.
    public var highlighted: Bool
    /// `indentationLevel`.
    public var indentationLevel: Int
    /// `indentationWidth` in points.
    public var indentationWidth: Double
    /// `separatorInset`; `nil` uses the look's default.
    public var separatorInset: SeparatorInset?
    /// `tableView(_:heightForRowAt:)` in points.
    public var rowHeight: Double
    /// `rowHeight: "automatic"` (`UITableView.automaticDimension`, iOS 8+): the row grows to fit its custom
    /// content (at least `rowHeight`, the default 44).
    public var automaticHeight: Bool = false
    /// Whether the spec gave a number for `rowHeight`: the row keeps it, where without one the modern looks
    /// size it to its text (UIKit's `automaticDimension` default since iOS 11).
    public var hasFixedHeight: Bool = false
    /// The cell's own `editing`; `nil` follows the table's.
    public var editing: Bool?
    /// `editingStyle` (shown while the table is `editing`).
    public var editingStyle: EditingStyle = .none
    /// `shouldIndentWhileEditing` (grouped tables honour `false`).
    public var shouldIndentWhileEditing: Bool = true
    /// `showsReorderControl` (shown while editing; replaces the accessory).
    public var showsReorderControl: Bool = false
    /// `editingAccessoryType`, used instead of `accessoryType` while editing.
    public var editingAccessoryType: AccessoryType = .none
    /// `showingDeleteConfirmation`: the Delete button (edit mode) or the swiped state.
    public var showingDeleteConfirmation: Bool = false
    /// `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`.
    public var deleteConfirmationTitle: String?
    /// `leadingSwipeActionsConfiguration`'s actions, first (outermost) first.
    public var leadingSwipeActions: [SwipeActionSpec] = []
    /// `trailingSwipeActionsConfiguration`'s actions, first (outermost) first.
    public var trailingSwipeActions: [SwipeActionSpec] = []
    /// The side whose actions show revealed; `nil` is not swiped.
    public var swipeState: SwipeState?
    /// `accessoryView`: any view (`{"switch": {"on": true}}`, `{"label": {…}}`, …); it replaces `accessoryType`.
    public var accessoryView: ViewSpec?
    /// `editingAccessoryView`: shown instead of `editingAccessoryType` while editing.
    public var editingAccessoryView: ViewSpec?
    /// `backgroundView`, behind the cell's content.
    public var backgroundView: ViewSpec?
    /// `selectedBackgroundView`, shown instead of the selection fill while selected or highlighted.
    public var selectedBackgroundView: ViewSpec?
    /// `multipleSelectionBackgroundView`, shown for a selected row while multiple-selecting.
    public var multipleSelectionBackgroundView: ViewSpec?
    /// `contentView.subviews`: the custom views of a custom cell, above the stock labels.
    public var contentSubviews: [ViewSpec] = []
    /// `textLabel`'s styling (font, colors, line breaking); `text` holds its text.
    public var textLabel: LabelSpec?
    /// `detailTextLabel`'s styling; `detail` holds its text.
    public var detailTextLabel: LabelSpec?
    /// `imageView.highlightedImage`.
    public var highlightedImage: SpecImage?
    /// The cell's `backgroundColor`.
    public var backgroundColor: SpecColor?
    /// The SwiftUI element and row modifiers (`"framework": "swiftUI"` only); `nil` when the row gives none.
    public var swiftUI: SwiftUIRowSpec?

    /// The switch of a `{"switch": …}` accessory view.
    public var accessorySwitch: SwitchSpec? {
        get { accessoryView?.kind == .switch ? SwitchSpec(on: accessoryView?.isOn ?? false) : nil }
        set {
            accessoryView = newValue.map { value in
                var view = ViewSpec(kind: .switch)
                view.isOn = value.on
                return view
            }
        }
    }
    /// `selectionStyle`.
    public var selectionStyle: SelectionStyle = .default
    /// `textLabel.numberOfLines` (0 = as many as needed).
    public var numberOfLines: Int = 1
    /// `textLabel.textAlignment`.
    public var textAlignment: TextAlignment = .natural

    public init(
        style: CellStyle = .default, text: String? = nil, detail: String? = nil, image: SpecImage? = nil,
        accessoryType: AccessoryType = .none, selected: Bool = false, highlighted: Bool = false,
        indentationLevel: Int = 0, indentationWidth: Double = SpecDefaults.indentationWidth,
        separatorInset: SeparatorInset? = nil, rowHeight: Double = SpecDefaults.rowHeight
    ) {
        self.style = style
        self.text = text
        self.detail = detail
        self.image = image
        self.accessoryType = accessoryType
        self.selected = selected
        self.highlighted = highlighted
        self.indentationLevel = indentationLevel
        self.indentationWidth = indentationWidth
        self.separatorInset = separatorInset
        self.rowHeight = rowHeight
    }
}

/// `separatorInset`: only the horizontal insets matter to a separator.
public struct SeparatorInset: Sendable, Equatable, Encodable {
    public var left: Double
    public var right: Double

    public init(left: Double, right: Double) {
        self.left = left
        self.right = right
    }
}
