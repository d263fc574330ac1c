internal import TableLayout

/// Draws a node's `control` inside the absolute frame the layout gave it:
/// one `switch` over `ControlKind`, each control delegated to its painter.
/// Colors come from the node; a missing one draws black, so a layout bug
/// shows instead of hiding.
struct ControlPainter {
    let canvas: Canvas
    /// The look's artwork family (`.glass` draws iOS 26's switch).
    var look: Look = .flat

    func paint(_ control: ControlKind, node: LayoutNode, in frame: Rect) {
        let isOn = node.isOn ?? false
        let tint = node.tintColor ?? .black
        let stroke = node.strokeColor ?? .black
        switch control {
        case .switch where look == .glass:
            SwitchPainter(canvas: canvas).paintGlass(in: frame, isOn: isOn, tint: tint, offColor: stroke)
        case .switch:
            SwitchPainter(canvas: canvas).paint(in: frame, isOn: isOn, tint: tint, border: stroke)
        case .delete:
            EditControlPainter(canvas: canvas).delete(in: frame, rotated: isOn, tint: tint)
        case .insert:
            EditControlPainter(canvas: canvas).insert(in: frame, tint: tint)
        case .multiSelect:
            let painter = EditControlPainter(canvas: canvas)
            if isOn { painter.checked(in: frame, tint: tint) } else { painter.unchecked(in: frame, ring: stroke) }
        case .reorder:
            ReorderGripPainter(canvas: canvas).paint(in: frame, color: tint)
        }
    }
}
