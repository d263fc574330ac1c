internal import TableLayout

/// Draws a node's `control` inside the absolute frame the layout gave it:
/// one `switch` over `ControlKind`, each control delegated to its painter.
/// Colors come from the node; a missing one draws black, so a layout bug
/// shows instead of hiding.
struct ControlPainter {
    let canvas: Canvas
    /// The look's artwork family (`.glass` draws iOS 26's switch; `.symbols` and `.glass` the SF Symbols edit
    /// controls).
    var look: Look = .flat

    func paint(_ control: ControlKind, node: LayoutNode, in frame: Rect) {
        let isOn = node.isOn ?? false
        let tint = node.tintColor ?? .black
        let stroke = node.strokeColor ?? .black
        if look.drawsSymbolEditControls && control != .switch {
            paintSymbol(control, isOn: isOn, tint: tint, stroke: stroke, in: frame)
            return
        }
        switch control {
        case .switch where look == .glass:
            SwitchPainter(canvas: canvas).paintGlass(in: frame, isOn: isOn, tint: tint, offColor: stroke)
        case .switch where look == .symbols:
            SwitchPainter(canvas: canvas).paintModern(in: frame, isOn: isOn, tint: tint, border: stroke)
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

    /// The modern edit controls and grip (`SymbolEditControlPainter`).
    private func paintSymbol(_ control: ControlKind, isOn: Bool, tint: Color, stroke: Color, in frame: Rect) {
        let painter = SymbolEditControlPainter(canvas: canvas)
        switch control {
        case .switch: return
        case .delete: painter.delete(in: frame, rotated: isOn, tint: tint)
        case .insert: painter.insert(in: frame, tint: tint)
        case .multiSelect:
            if isOn { painter.checked(in: frame, tint: tint) } else { painter.unchecked(in: frame, ring: stroke) }
        case .reorder: painter.grip(in: frame, color: tint)
        }
    }
}
