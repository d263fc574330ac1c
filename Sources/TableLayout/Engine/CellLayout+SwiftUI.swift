internal import TableSpec

/// What only SwiftUI's list elements draw in a cell (`SwiftUIRowLowering` turns the rest into UIKit's rows).
extension CellLayout {
    /// The menu `Picker`'s metrics when this row is one (not while editing, when it shows no trailing part).
    var menuPicker: SwiftUIListMetrics? {
        guard !isEditing, let swiftUI = row.swiftUI, swiftUI.element == .picker, swiftUI.pickerStyle == .menu
        else { return nil }
        return metrics.swiftUIList
    }

    /// The height a `TextField` row's field asks of the row between the cell's vertical margins: the text's line
    /// rounded up to the whole point, plus the caret's point, plus one while only the prompt shows (iOS 26);
    /// `nil` for other rows.
    var textFieldRowHeight: Double? {
        guard let swiftUI = row.swiftUI, swiftUI.element == .textField, let list = metrics.swiftUIList else {
            return nil
        }
        let line = context.measurer.measure(Self.lineSample, font: titleFont).lineHeight
        let prompt = swiftUI.prompt == nil ? 0 : list.textFieldPromptExtraHeight
        let field = line.rounded(.up) + list.textFieldExtraHeight + prompt
        return field + 2 * metrics.cellVerticalMargin
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
        glyph.glyph = .symbol(.own(.chevronUpChevronDown))
        return LayoutNode(kind: .accessoryView, frame: frame, tintColor: color, subviews: [glyph])
    }
}
