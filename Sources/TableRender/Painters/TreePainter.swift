internal import CPangoCairo
internal import TableLayout

/// Draws a `LayoutTree` onto a canvas: one `switch` over node kinds, each
/// element delegated to its painter. Uses only what the tree says.
struct TreePainter {
    let canvas: Canvas
    let text: TextEngine

    /// Draws `node` and its subviews; `origin` is the parent's top-left in canvas points.
    func paint(_ node: LayoutNode, origin: (x: Double, y: Double) = (0, 0), cell: [Int] = []) throws(RenderError) {
        let indexPath = node.indexPath ?? cell
        let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
        if let background = node.backgroundColor { canvas.fill(frame, background) }
        if let control = node.control { ControlPainter(canvas: canvas).paint(control, node: node, in: frame) }
        switch node.kind {
        case .textLabel, .detailTextLabel:
            if let run = node.text { LabelPainter(canvas: canvas, text: text).paint(run, in: frame) }
        case .imageView:
            if let image = node.image {
                try ImagePainter(canvas: canvas).paint(image, in: frame, indexPath: indexPath)
            }
        case .accessoryView:
            if let type = node.accessoryType {
                AccessoryPainter(canvas: canvas).paint(type, in: frame, tint: node.tintColor ?? .black)
            }
        case .tableView, .sectionHeader, .sectionFooter, .cell, .contentView, .separator, .editControl,
            .reorderControl, .deleteConfirmationButton, .sectionIndex, .tableHeaderView, .tableFooterView:
            break
        }
        if node.clipsToBounds {
            cairo_save(canvas.cr)
            cairo_rectangle(canvas.cr, frame.x, frame.y, frame.width, frame.height)
            cairo_clip(canvas.cr)
        }
        defer { if node.clipsToBounds { cairo_restore(canvas.cr) } }
        for child in node.subviews {
            try paint(child, origin: (frame.x, frame.y), cell: indexPath)
        }
    }
}
