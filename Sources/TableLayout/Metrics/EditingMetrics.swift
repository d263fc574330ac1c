/// Numbers of the editing controls, the Delete button and the switch in the
/// flat looks. Values and sources: `TableMetrics+iOS7.swift` (`iOS7Editing`).
public struct EditingMetrics: Sendable, Equatable {
    /// Side of the delete/insert ball and of the multiple-selection circle.
    public var controlDiameter: Double
    /// x of the ball's left edge in the cell.
    public var controlX: Double
    /// How far below the content view's centre the ball sits.
    public var controlDrop: Double
    /// How far the content view moves right while editing.
    public var contentShift: Double
    public var deleteColor: Color
    public var insertColor: Color
    /// Ring of an unchecked multiple-selection circle.
    public var selectionRingColor: Color
    /// Background of a selected row while multiple-selecting.
    public var multiSelectBackground: Color
    /// The modern looks' multiple-selection circle, where it differs from the edit controls: its ink diameter,
    /// its centre's distance from the cell's leading layout margin, and how far the content moves (`nil`: the
    /// edit control's `controlDiameter`, `controlX` and `contentShift`).
    public var multiSelectDiameter: Double? = nil
    public var multiSelectCenterFromMargin: Double? = nil
    public var multiSelectContentShift: Double? = nil
    /// Whether a selected row in multiple selection hides the separators around it, as a selected row does.
    public var multiSelectHidesSeparators = false
    /// The reorder grip's size.
    public var gripSize: Size
    /// Width of the reorder control (grip + padding), flush right.
    public var reorderControlWidth: Double
    /// How far the content view reaches into the reorder control.
    public var reorderContentOverlap: Double
    /// The modern looks: the grip's right edge this far inside the cell's edge (following a wide margin), the
    /// text ending `reorderContentOverlap` before the grip; `nil`: the flat control, flush right.
    public var reorderTrailing: Double? = nil
    public var gripColor: Color
    /// Delete button: fill, text, font size and padding on each side of the title.
    public var deleteButtonColor: Color
    public var deleteButtonTextColor: Color
    public var deleteButtonFontSize: Double
    public var deleteButtonPadding: Double
    /// The title when `deleteConfirmationTitle` is not given.
    public var deleteButtonTitle: String
    /// UISwitch size, colors and right margin.
    public var switchSize: Size
    public var switchOnColor: Color
    /// The off switch's colour: its track's border in iOS 7–12, the fill of its whole track from iOS 13 (the
    /// node's `strokeColor`, which each look's switch painter reads its own way).
    public var switchOffBorder: Color
    public var switchTrailing: Double
}

/// Numbers of the section index and the table header/footer labels.
public struct IndexMetrics: Sendable, Equatable {
    public var fontSize: Double
    /// Narrowest index column.
    public var minWidth: Double
    /// Vertical distance between entries.
    public var pitch: Double
    public var background: Color
    /// Table header/footer labels (a plain label: UIKit has no default; estimated).
    public var tableHeaderFontSize: Double
    public var tableHeaderPadding: Double
    public var tableHeaderTextColor: Color
    /// Their hard text shadow: the classic look's grouped labels' white emboss; none from iOS 7 on.
    public var tableHeaderTextShadow: TextShadow? = nil
}
