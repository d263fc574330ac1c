internal import TableSpec

extension CellLayout {
    /// The Delete button replaces the accessory: in edit mode for a row with the delete style (§B.6), and
    /// in the classic look's swipe state too, where the content does not slide (uikit-metrics §A.5 GT-1:
    /// the content view shrinks to 245 and the button sits in the 75 pt left over).
    var isConfirmingDelete: Bool {
        guard row.showingDeleteConfirmation else { return false }
        return isEditing ? row.editingStyle == .delete : !metrics.deleteConfirmationSlidesContent
    }

    /// Whether the table shows selection circles instead of edit controls.
    var isMultiSelecting: Bool { isEditing && context.spec.allowsMultipleSelectionDuringEditing }

    /// Whether the row shows a control at its left while editing (delete, insert or selection circle).
    var hasEditControl: Bool { isEditing && (isMultiSelecting || row.editingStyle != .none) }

    /// How far the content view moves right while editing: 38 pt (flat-metrics §1.3). A grouped row
    /// whose `shouldIndentWhileEditing` is false keeps its place when it has no control (§B.6); one
    /// with a control still makes room for it, which sits inside the group (the HIG's always-editing
    /// tables, seeds 000/002). In a classic section whose group itself indents (`sectionEditIndent`),
    /// the whole cell has moved and its content does not shift again.
    var editShift: Double {
        guard isEditing, context.sectionEditIndent == 0 else { return 0 }
        if context.isGrouped && !row.shouldIndentWhileEditing && !hasEditControl { return 0 }
        if isMultiSelecting, let shift = metrics.editing.multiSelectContentShift { return shift }
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
        if isMultiSelecting, let side = editing.multiSelectDiameter, let center = editing.multiSelectCenterFromMargin {
            node.frame = Rect(
                x: grid.round(context.margin + center - side / 2), y: grid.round((contentHeight - side) / 2),
                width: side, height: side)
            return node
        }
        let side = editing.controlDiameter
        // Outside an indented classic group the control sits at `controlX` from the table's row edge.
        let x = editing.controlX - context.sectionEditIndent - (context.sectionEditIndent > 0 ? context.cellInset : 0)
        node.frame = Rect(
            x: grid.round(x), y: grid.round((contentHeight - side) / 2 + editing.controlDrop), width: side,
            height: side)
        return node
    }

    /// The reorder grip, centred in the 52 pt control flush right (flat-metrics §1.3: x = 283…305 on 320);
    /// in the modern looks the symbol `reorderTrailing` inside the edge (`EditSymbolMetrics`).
    func reorderNode() -> LayoutNode {
        let editing = metrics.editing
        let grip = editing.gripSize
        var controlX = width - editing.reorderControlWidth
        if let trailing = editing.reorderTrailing { controlX -= trailing + wideMarginShift }
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

    /// The classic 63 × 34 pt button, wider when its (localized) title needs it: the title plus
    /// `deleteButtonPadding` on each side; the painter draws its glossy body, the title is a label.
    /// In rows shorter than the button it shrinks to the content's height.
    private func classicDeleteButton(_ title: String, _ classic: ClassicMetrics) -> LayoutNode {
        var size = classic.deleteButtonSize
        size.height = min(size.height, contentHeight)
        let font = context.font(metrics.editing.deleteButtonFontSize, .bold)
        let textWidth = grid.ceil(context.measurer.measure(title, font: font).width)
        size.width = max(size.width, textWidth + 2 * metrics.editing.deleteButtonPadding)
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
        guard let classic = metrics.classic else { return button.frame.width }
        return classic.deleteAreaWidth - classic.deleteButtonSize.width + button.frame.width
    }

    /// The swipe-to-delete state outside editing: content and accessory slide left by the button's width
    /// and the button shows at the right edge (§B.5: GT-3b, GT-5). The separators stay: iOS 7.0 lays its
    /// separator out against the scroll offset (GT-3b: (97 43.5; 305 0.5) at offset 82 is 15…320 on
    /// screen), iOS 8+ ends it at the button (GT-5); see Docs/research/issue10-uikit-facts.md §3.
    func swiped(_ cell: LayoutNode) -> LayoutNode {
        let button = deleteButtonNode()
        let shift = deleteAreaWidth(button)
        var result = cell
        result.subviews = cell.subviews.map { view in
            var moved = view
            if view.kind == .separator {
                if metrics.swipedSeparatorStopsAtButton && view.frame.minY > 0 {
                    moved.frame.width = max(0, min(view.frame.maxX, width - shift) - view.frame.minX)
                }
                return moved
            }
            moved.frame.x -= shift
            if view.kind == .accessoryView { moved.frame.x -= metrics.swipedAccessoryExtraShift }
            return moved
        }
        result.subviews.append(button)
        result.clipsToBounds = true
        return result
    }
}
