internal import CPangoCairo
internal import TableLayout
internal import TableSpec

/// Draws a `LayoutTree` onto a canvas: each node's fills, its artwork (the display list layout resolved for its
/// accessory, control or glyph), its text and image, then its subviews. Knows no look: uses only what the tree
/// says.
struct TreePainter {
    let canvas: Canvas
    let text: TextEngine
    /// Device pixels per point of the tree (its `scale`), on which SF labels' baselines sit (`LabelPainter`).
    let pixelsPerPoint: Double
    /// The worker's decoded images (PNG draws only).
    var images: DecodedImageCache? = nil
    /// The pixels of the root's background to paint (`RootBackgroundArea`); `nil` paints its whole frame.
    var rootBackgroundPixels: [PixelRect]? = nil
    /// The first pixel row each subview of the root may paint (`PaintFloors`): each is clipped to the rows from
    /// its floor down. `nil`: no such clip (vector documents).
    var rootFloors: [Int]? = nil
    /// Told, after each subview of the root, that every pixel row above the given one is final (nothing drawn
    /// later reaches it); only with `rootFloors`, and not when the root draws into a group or has a border.
    var rowsFinal: ((Int) -> Void)? = nil

    /// Draws `node` and its subviews; `origin` is the parent's top-left in canvas points.
    func paint(_ node: LayoutNode, origin: (x: Double, y: Double) = (0, 0), cell: [Int] = []) throws(RenderError) {
        try paint(node, origin: origin, cell: cell, isRoot: true)
    }

    private func paint(_ node: LayoutNode, origin: (x: Double, y: Double), cell: [Int], isRoot: Bool)
        throws(RenderError)
    {
        let indexPath = node.indexPath ?? cell
        let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
        let translucent = node.alpha.map { $0 < 1 } ?? false
        if translucent { cairo_push_group(canvas.cr) }
        defer {
            if translucent {
                cairo_pop_group_to_source(canvas.cr)
                cairo_paint_with_alpha(canvas.cr, node.alpha ?? 1)
            }
        }
        if let shadow = node.shadow {
            DisplayListPainter(canvas: canvas, originX: 0, originY: 0).paint(
                DecorationArtwork.shadow(shadow, in: frame, corners: node.corners))
        }
        let clips = node.clipsToBounds || node.corners != nil
        if clips { clip(to: frame, corners: node.corners) }
        defer { if clips { cairo_restore(canvas.cr) } }
        try paintContent(node, in: frame, indexPath: indexPath, isRoot: isRoot)
        if isRoot, let floors = rootFloors, floors.count == node.subviews.count {
            let reports = translucent || node.border != nil ? nil : rowsFinal
            try paintRootSubviews(node.subviews, floors: floors, origin: (frame.x, frame.y), cell: indexPath) {
                reports?($0)
            }
        } else {
            for child in node.subviews {
                try paint(child, origin: (frame.x, frame.y), cell: indexPath, isRoot: false)
            }
        }
        if let border = node.border {
            DisplayListPainter(canvas: canvas, originX: 0, originY: 0).paint(
                DecorationArtwork.border(border, in: frame, corners: node.corners))
        }
    }

    /// Paints the root's subviews, each clipped to the pixel rows from its floor down, and after each says which
    /// rows are final: those above the lowest floor still to come (all of them after the last).
    private func paintRootSubviews(
        _ subviews: [LayoutNode], floors: [Int], origin: (x: Double, y: Double), cell: [Int],
        rowsFinal: (Int) -> Void
    ) throws(RenderError) {
        var lowestFloorAfter = Array(repeating: canvas.pixelHeight, count: subviews.count)
        for index in subviews.indices.dropLast().reversed() {
            lowestFloorAfter[index] = min(floors[index + 1], lowestFloorAfter[index + 1])
        }
        let cr = canvas.cr
        for (index, child) in subviews.enumerated() {
            let floor = floors[index]
            if floor > 0 {
                // In device pixels, so that the edge is exactly the row.
                var matrix = cairo_matrix_t()
                cairo_save(cr)
                cairo_get_matrix(cr, &matrix)
                cairo_identity_matrix(cr)
                cairo_new_path(cr)
                cairo_rectangle(
                    cr, 0, Double(floor), Double(canvas.pixelWidth), Double(max(0, canvas.pixelHeight - floor)))
                cairo_clip(cr)
                cairo_set_matrix(cr, &matrix)
            }
            defer { if floor > 0 { cairo_restore(cr) } }
            try paint(child, origin: origin, cell: cell, isRoot: false)
            rowsFinal(min(lowestFloorAfter[index], canvas.pixelHeight))
        }
    }

    /// The node's own drawing, under its subviews.
    private func paintContent(_ node: LayoutNode, in frame: Rect, indexPath: [Int], isRoot: Bool) throws(RenderError) {
        if let background = node.backgroundColor {
            if isRoot, let pixels = rootBackgroundPixels {
                canvas.fill(pixels, background)
            } else {
                canvas.fill(frame, background)
            }
        }
        if let artwork = node.artwork {
            mirrored(node.flipsHorizontally, in: frame) {
                DisplayListPainter(canvas: canvas, text: text, originX: frame.x, originY: frame.y).paint(artwork)
            }
        }
        if let run = node.text {
            LabelPainter(canvas: canvas, text: text, pixelsPerPoint: pixelsPerPoint).paint(run, in: frame)
        }
        if let image = node.image {
            let imageFrame = node.imageFrame.map { $0.offsetBy(dx: frame.x, dy: frame.y) } ?? frame
            try ImagePainter(canvas: canvas, images: images).paint(image, in: imageFrame, indexPath: indexPath)
        }
    }

    /// Runs `draw` mirrored about `frame`'s vertical centre line when `flip` is set (right-to-left artwork).
    private func mirrored(_ flip: Bool, in frame: Rect, _ draw: () -> Void) {
        guard flip else { return draw() }
        cairo_save(canvas.cr)
        cairo_translate(canvas.cr, 2 * frame.x + frame.width, 0)
        cairo_scale(canvas.cr, -1, 1)
        draw()
        cairo_restore(canvas.cr)
    }

    /// Clips to `frame`, with its rounded corners when given; the caller restores.
    private func clip(to frame: Rect, corners: RoundedCorners?) {
        let cr = canvas.cr
        cairo_save(cr)
        cairo_new_path(cr)
        if let corners {
            canvas.addRoundedRect(frame, corners: corners)
        } else {
            cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
        }
        cairo_clip(cr)
    }
}
