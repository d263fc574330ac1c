internal import CPangoCairo
internal import TableLayout
internal import TableSpec

/// Draws a `LayoutTree` onto a canvas: one `switch` over node kinds, each
/// element delegated to its painter; the tree's `look` picks the flat or
/// classic artwork. Uses only what the tree says.
struct TreePainter {
    let canvas: Canvas
    let text: TextEngine
    let look: Look

    /// Draws `node` and its subviews; `origin` is the parent's top-left in canvas points.
    func paint(_ node: LayoutNode, origin: (x: Double, y: Double) = (0, 0), cell: [Int] = []) throws(RenderError) {
        let indexPath = node.indexPath ?? cell
        let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
        let clips = node.clipsToBounds || node.corners != nil
        if clips { clip(to: frame, corners: node.corners) }
        defer { if clips { cairo_restore(canvas.cr) } }
        if let background = node.backgroundColor { canvas.fill(frame, background) }
        if let fill = node.fill { FillPainter(canvas: canvas).paint(fill, in: frame) }
        if let group = node.group { GroupBoxPainter(canvas: canvas).paint(group, in: frame) }
        if let control = node.control { paintControl(control, node: node, in: frame) }
        switch node.kind {
        case .textLabel, .detailTextLabel:
            if let run = node.text { LabelPainter(canvas: canvas, text: text).paint(run, in: frame) }
        case .imageView:
            if let image = node.image {
                try ImagePainter(canvas: canvas).paint(image, in: frame, indexPath: indexPath)
            }
        case .accessoryView:
            if let type = node.accessoryType { paintAccessory(type, in: frame, tint: node.tintColor ?? .black) }
        case .deleteConfirmationButton:
            if look == .classic { ClassicControlPainter(canvas: canvas, text: text).deleteButtonBody(in: frame) }
        case .tableView, .sectionHeader, .sectionFooter, .cell, .contentView, .separator, .editControl,
            .reorderControl, .sectionIndex, .tableHeaderView, .tableFooterView, .groupBackground:
            break
        }
        for child in node.subviews {
            try paint(child, origin: (frame.x, frame.y), cell: indexPath)
        }
    }

    /// Clips to `frame`, with its rounded corners when given; the caller restores.
    private func clip(to frame: Rect, corners: RoundedCorners?) {
        let cr = canvas.cr
        cairo_save(cr)
        cairo_new_path(cr)
        if let corners {
            canvas.addRoundedRect(frame, radius: corners.radius, top: corners.top, bottom: corners.bottom)
        } else {
            cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
        }
        cairo_clip(cr)
    }

    private func paintAccessory(_ type: AccessoryType, in frame: Rect, tint: Color) {
        guard look == .classic else {
            AccessoryPainter(canvas: canvas).paint(type, in: frame, tint: tint)
            return
        }
        let painter = ClassicAccessoryPainter(canvas: canvas)
        switch type {
        case .none: return
        case .disclosureIndicator: painter.chevron(in: frame, color: tint)
        case .checkmark: painter.checkmark(in: frame, color: tint)
        case .detailButton, .detailDisclosureButton: painter.detailDisclosureButton(in: frame)
        }
    }

    private func paintControl(_ control: ControlKind, node: LayoutNode, in frame: Rect) {
        guard look == .classic else {
            ControlPainter(canvas: canvas).paint(control, node: node, in: frame)
            return
        }
        let painter = ClassicControlPainter(canvas: canvas, text: text)
        let isOn = node.isOn ?? false
        switch control {
        case .switch: painter.switchControl(in: frame, isOn: isOn, onColor: node.tintColor ?? .black)
        case .delete: painter.deleteBall(in: frame, rotated: isOn)
        case .insert: painter.insertBall(in: frame)
        case .multiSelect: painter.multiSelect(in: frame, checked: isOn)
        case .reorder: painter.grabber(in: frame)
        }
    }
}
