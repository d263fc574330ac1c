public import TableSpec

/// Single elements a designer can ask for alone (`/v1/elements/{name}.png`):
/// each is laid out in a real one-row table, then cut out with a small margin.
public enum ElementCatalog {
    /// Every element name, in a stable order.
    public static let names: [String] = entries.map(\.name)

    /// Margin around the element in the cut-out, in points.
    public static let padding = 4.0

    private struct Entry {
        let name: String
        let editing: Bool
        let row: RowSpec
        let kind: NodeKind
        var multiSelect = false
    }

    private static func row(_ configure: (inout RowSpec) -> Void) -> RowSpec {
        var row = RowSpec()
        configure(&row)
        return row
    }

    private static let entries: [Entry] = [
        Entry(
            name: "disclosureIndicator", editing: false, row: row { $0.accessoryType = .disclosureIndicator },
            kind: .accessoryView),
        Entry(
            name: "detailDisclosureButton", editing: false, row: row { $0.accessoryType = .detailDisclosureButton },
            kind: .accessoryView),
        Entry(name: "checkmark", editing: false, row: row { $0.accessoryType = .checkmark }, kind: .accessoryView),
        Entry(
            name: "detailButton", editing: false, row: row { $0.accessoryType = .detailButton }, kind: .accessoryView),
        Entry(
            name: "switch-on", editing: false, row: row { $0.accessorySwitch = SwitchSpec(on: true) },
            kind: .accessoryView),
        Entry(
            name: "switch-off", editing: false, row: row { $0.accessorySwitch = SwitchSpec(on: false) },
            kind: .accessoryView),
        Entry(name: "delete", editing: true, row: row { $0.editingStyle = .delete }, kind: .editControl),
        Entry(
            name: "delete-rotated", editing: true,
            row: row {
                $0.editingStyle = .delete
                $0.showingDeleteConfirmation = true
            }, kind: .editControl),
        Entry(name: "insert", editing: true, row: row { $0.editingStyle = .insert }, kind: .editControl),
        Entry(
            name: "multiSelect", editing: true, row: row { $0.selected = false }, kind: .editControl, multiSelect: true),
        Entry(
            name: "multiSelect-checked", editing: true, row: row { $0.selected = true }, kind: .editControl,
            multiSelect: true),
        Entry(name: "reorder", editing: true, row: row { $0.showsReorderControl = true }, kind: .reorderControl),
        Entry(
            name: "deleteButton", editing: false, row: row { $0.showingDeleteConfirmation = true },
            kind: .deleteConfirmationButton),
    ]

    /// The one-row spec that shows element `name`, or `nil` for an unknown name.
    public static func spec(for name: String, ios: IOSVersion, scale: Int) -> TableSpec? {
        guard let entry = entries.first(where: { $0.name == name }) else { return nil }
        var spec = TableSpec(ios: ios, scale: scale, sections: [SectionSpec(rows: [entry.row])])
        spec.editing = entry.editing
        spec.allowsMultipleSelectionDuringEditing = entry.multiSelect
        return spec
    }

    /// Cuts element `name` out of `tree` (laid out from `spec(for:)`): a tree as large as the
    /// element plus `padding`, with a white background, holding only the element.
    public static func cutOut(_ name: String, from tree: LayoutTree) -> LayoutTree? {
        guard let entry = entries.first(where: { $0.name == name }),
            let cell = tree.root.subviews.first(where: { $0.kind == .cell }),
            var element = cell.subviews.first(where: { $0.kind == entry.kind })
        else { return nil }
        element.frame.x = padding
        element.frame.y = padding
        let width = element.frame.width + 2 * padding
        let height = element.frame.height + 2 * padding
        let root = LayoutNode(
            kind: .tableView, frame: Rect(x: 0, y: 0, width: width, height: height),
            backgroundColor: tree.root.backgroundColor, subviews: [element])
        return LayoutTree(width: width, height: height, scale: tree.scale, root: root, look: tree.look)
    }
}
