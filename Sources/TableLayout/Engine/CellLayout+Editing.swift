internal import TableSpec

extension CellLayout {
    /// The Delete button replaces the accessory: in edit mode for a row with the delete style (§B.6), and
    /// in the classic look's swipe state too, where the content does not slide (uikit-metrics §A.5 GT-1:
    /// the content view shrinks to 245 and the button sits in the 75 pt left over).
    var isConfirmingDelete: Bool {
        guard row.showingDeleteConfirmation else { return false }
        return isEditing ? row.editingStyle == .delete : metrics.classic != nil
    }

    /// Whether the table shows selection circles instead of edit controls.
    var isMultiSelecting: Bool { isEditing && context.spec.allowsMultipleSelectionDuringEditing }

    /// How far the content view moves right while editing: 38 pt (flat-metrics §1.3), except in
    /// grouped tables for rows whose `shouldIndentWhileEditing` is false (§B.6).
    var editShift: Double {
        guard isEditing else { return 0 }
        if context.spec.style == .grouped && !row.shouldIndentWhileEditing { return 0 }
        return metrics.editing.contentShift
    }

    /// The delete/insert ball or the selection circle; its frame is the 22 pt circle itself,
    /// at x = 12 and 1 pt below the content's centre (flat-metrics §1.3, BS9).
    func editControlNode() -> LayoutNode? {
        guard isEditing else { return nil }
        let editing = metrics.editing
        var node = LayoutNode(kind: .editControl, frame: .zero)
        if isMultiSelecting {
            node.control = .multiSelect
            node.isOn = row.selected
            node.tintColor = context.tint
            node.strokeColor = editing.selectionRingColor
        } else {
            switch row.editingStyle {
            case .none: return nil
            case .delete:
                node.control = .delete
                node.isOn = row.showingDeleteConfirmation
                node.tintColor = editing.deleteColor
            case .insert:
                node.control = .insert
                node.tintColor = editing.insertColor
            }
        }
        let side = editing.controlDiameter
        node.frame = Rect(
            x: editing.controlX, y: grid.round((contentHeight - side) / 2 + editing.controlDrop), width: side,
            height: side)
        return node
    }

    /// The reorder grip, centred in the 52 pt control flush right (flat-metrics §1.3: x = 283…305 on 320).
    func reorderNode() -> LayoutNode {
        let editing = metrics.editing
        let grip = editing.gripSize
        let controlX = width - editing.reorderControlWidth
        let frame = Rect(
            x: grid.round(controlX + (editing.reorderControlWidth - grip.width) / 2),
            y: grid.round((height - grip.height) / 2), width: grip.width, height: grip.height)
        var node = LayoutNode(kind: .reorderControl, frame: frame, tintColor: editing.gripColor)
        node.control = .reorder
        return node
    }

    /// The red Delete button at the right: title width + 2 × 15, as tall as the content view
    /// (§B.5 GT-3b: 82 × 43.5 with the label at (15 11; 52 22)). The classic button has a fixed size,
    /// 6 pt from the right and centred, with a bold shadowed title (uikit-metrics §A.5 GT-1).
    func deleteButtonNode() -> LayoutNode {
        let editing = metrics.editing
        let title = row.deleteConfirmationTitle ?? editing.deleteButtonTitle
        if let classic = metrics.classic { return classicDeleteButton(title, classic) }
        let font = context.font(editing.deleteButtonFontSize)
        let textWidth = grid.ceil(context.measurer.measure(title, font: font).width)
        let buttonWidth = textWidth + 2 * editing.deleteButtonPadding
        let label = context.label(
            .textLabel, title, font: font, color: editing.deleteButtonTextColor, x: editing.deleteButtonPadding,
            width: textWidth, centeredIn: contentHeight)
        return LayoutNode(
            kind: .deleteConfirmationButton,
            frame: Rect(x: width - buttonWidth, y: 0, width: buttonWidth, height: contentHeight),
            backgroundColor: editing.deleteButtonColor, subviews: [label])
    }

    /// The classic 63 × 34 pt button; the painter draws its glossy body, the title is a label.
    /// In rows shorter than the button it shrinks to the content's height.
    private func classicDeleteButton(_ title: String, _ classic: ClassicMetrics) -> LayoutNode {
        var size = classic.deleteButtonSize
        size.height = min(size.height, contentHeight)
        let font = context.font(metrics.editing.deleteButtonFontSize, .bold)
        var label = context.label(
            .textLabel, title, font: font, color: metrics.editing.deleteButtonTextColor, x: 0, width: size.width,
            centeredIn: size.height, alignment: .center)
        label.text?.shadow = classic.deleteButtonTextShadow
        return LayoutNode(
            kind: .deleteConfirmationButton,
            frame: Rect(
                x: width - classic.deleteButtonTrailing - size.width, y: grid.round((contentHeight - size.height) / 2),
                width: size.width, height: size.height),
            subviews: [label])
    }

    /// Width of the area the Delete confirmation takes at the right: the button (flat) or the classic
    /// 75 pt area holding it (GT-1: the content view shrinks to 245 on 320).
    func deleteAreaWidth(_ button: LayoutNode) -> Double {
        metrics.classic?.deleteAreaWidth ?? button.frame.width
    }

    /// The swipe-to-delete state outside editing: content, accessory and separator slide left by
    /// the button's width and the button shows at the right edge (§B.5: GT-3b, GT-5).
    func swiped(_ cell: LayoutNode) -> LayoutNode {
        let button = deleteButtonNode()
        let shift = deleteAreaWidth(button)
        var result = cell
        result.subviews = cell.subviews.map { view in
            var moved = view
            if view.kind == .separator && view.frame.minY == 0 { return moved }
            moved.frame.x -= shift
            return moved
        }
        result.subviews.append(button)
        result.clipsToBounds = true
        return result
    }
}
