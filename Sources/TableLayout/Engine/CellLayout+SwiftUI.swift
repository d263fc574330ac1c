internal import TableSpec

/// What only SwiftUI's list elements draw in a cell (`SwiftUIRowLowering` turns the rest into UIKit's rows).
extension CellLayout {
    /// The menu `Picker`'s metrics when this row is one (not while editing, when it shows no trailing part).
    var menuPicker: SwiftUIListMetrics? {
        guard !isEditing, let swiftUI = row.swiftUI, swiftUI.element == .picker, swiftUI.pickerStyle == .menu
        else { return nil }
        return metrics.swiftUIList
    }

    /// A menu `Picker`'s `chevron.up.chevron.down`, in the selection's colour, at the trailing margin and
    /// centred on the row; it scales with Body.
    func menuIndicatorNode(_ list: SwiftUIListMetrics) -> LayoutNode {
        let category = context.spec.preferredContentSizeCategory
        let scale = DynamicType.size(.body, category) / DynamicType.size(.body, .large)
        let size = Size(width: list.menuIndicatorSize.width * scale, height: list.menuIndicatorSize.height * scale)
        let color = list.menuPickerValueColor
        let frame = Rect(
            x: grid.round(width - list.menuIndicatorTrailing - wideMarginShift - size.width),
            y: accessoryTop(size.height), width: size.width, height: size.height)
        var glyph = LayoutNode(
            kind: .view, frame: Rect(x: 0, y: 0, width: size.width, height: size.height), tintColor: color)
        glyph.glyph = .symbol(.chevronUpChevronDown)
        return LayoutNode(kind: .accessoryView, frame: frame, tintColor: color, subviews: [glyph])
    }
}
