internal import CPangoCairo
internal import TableLayout

/// Draws a display list (a whole table's, `LayoutTree.displayList`, or one node's artwork): one `switch` over
/// the primitives, each placed at the list's origin in canvas points. Knows no look and no element.
struct DisplayListPainter {
    let canvas: Canvas
    /// Shapes and draws the lists' text items and labels; without one, text draws nothing.
    var text: TextEngine? = nil
    /// The list's top-left in canvas points; its coordinates are relative to it (outside any `pushTransform`,
    /// whose space starts at its own origin).
    var originX = 0.0
    var originY = 0.0
    /// Device pixels per point of the render (its `scale`), on which SF labels' baselines sit (`LabelPainter`).
    var pixelsPerPoint = 1.0
    /// The worker's decoded images (PNG draws only).
    var images: DecodedImageCache? = nil
    /// The pixels of the table view's background to paint (`RootBackgroundArea`); `nil` paints its whole frame.
    var rootBackgroundPixels: [PixelRect]? = nil
    /// The first pixel row each subview of the table view may paint (`PaintFloors`): each of their layers is
    /// clipped to the rows from its floor down. `nil`: no such clip (vector documents).
    var rootFloors: [Int]? = nil
    /// Told, after each subview of the table view, that every pixel row above the given one is final (nothing
    /// drawn later reaches it); only with `rootFloors`.
    var rowsFinal: ((Int) -> Void)? = nil

    /// A point the list's coordinates are moved by: the origin, a `pushOrigin`'s, or (0, 0) inside a transform.
    private typealias Offset = (x: Double, y: Double)

    /// Where the walk is: the offsets, and the layers open (with whether a subview of the table view clipped to
    /// its floor).
    private struct State {
        var offsets: [Offset]
        var layers: [Bool] = []
        /// The table view's subviews begun so far.
        var rootChildren = 0
        /// For each subview of the table view, the lowest floor of those after it (the canvas's height after the
        /// last).
        var lowestFloorAfter: [Int] = []
    }

    /// Draws every item of `list`, back to front.
    func paint(_ list: DisplayList) throws(RenderError) {
        var state = State(offsets: [(originX, originY)])
        if let floors = rootFloors {
            var lowest = Array(repeating: canvas.pixelHeight, count: floors.count)
            for index in floors.indices.dropLast().reversed() {
                lowest[index] = min(floors[index + 1], lowest[index + 1])
            }
            state.lowestFloorAfter = lowest
        }
        for item in list.items { try draw(item, state: &state) }
    }

    /// Draws one item at the innermost offset; a transform or origin pushes or pops one.
    private func draw(_ item: DisplayItem, state: inout State) throws(RenderError) {
        let cr = canvas.cr
        let offset = state.offsets[state.offsets.count - 1]
        switch item {
        case .fill(let path, let paint, let evenOdd):
            setSource(paint, at: offset)
            add(path, at: offset)
            if evenOdd { cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD) }
            cairo_fill(cr)
            if evenOdd { cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING) }
            if paint == .clear { cairo_set_operator(cr, CAIRO_OPERATOR_OVER) }
        case .stroke(let path, let paint, let style):
            // The stroke's source, width, ends and corners go with it: nothing after inherits them.
            cairo_save(cr)
            setSource(paint, at: offset)
            add(path, at: offset)
            cairo_set_line_width(cr, style.width)
            cairo_set_line_cap(cr, Self.cap(style.cap))
            cairo_set_line_join(cr, Self.join(style.join))
            cairo_stroke(cr)
            cairo_restore(cr)
        case .pushClip(let path):
            cairo_save(cr)
            add(path, at: offset)
            cairo_clip(cr)
        case .popClip:
            cairo_restore(cr)
        case .pushGroup:
            cairo_push_group(cr)
        case .popGroup(let opacity):
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        case .pushTransform(let t):
            cairo_save(cr)
            cairo_translate(cr, offset.x + t.translateX, offset.y + t.translateY)
            if t.rotation != 0 { cairo_rotate(cr, t.rotation) }
            if t.scaleX != 1 || t.scaleY != 1 { cairo_scale(cr, t.scaleX, t.scaleY) }
            state.offsets.append((0, 0))
        case .popTransform:
            cairo_restore(cr)
            if state.offsets.count > 1 { state.offsets.removeLast() }
        case .pushOrigin(let x, let y):
            state.offsets.append((offset.x + x, offset.y + y))
        case .popOrigin:
            if state.offsets.count > 1 { state.offsets.removeLast() }
        case .pushMirror(let width):
            cairo_save(cr)
            cairo_translate(cr, 2 * offset.x + width, 0)
            cairo_scale(cr, -1, 1)
        case .popMirror:
            cairo_restore(cr)
        case .pushLayer:
            state.layers.append(beginLayer(depth: state.layers.count + 1, state: &state))
        case .popLayer:
            guard let clipped = state.layers.popLast() else { return }
            if clipped { cairo_restore(cr) }
            if state.layers.count == 1, rootFloors != nil, let rowsFinal {
                let index = state.rootChildren - 1
                let lowest = state.lowestFloorAfter.indices.contains(index) ? state.lowestFloorAfter[index] : 0
                rowsFinal(min(lowest, canvas.pixelHeight))
            }
        case .background(let rect, let color, _):
            if state.layers.count == 1, let pixels = rootBackgroundPixels {
                canvas.fill(pixels, color)
            } else {
                canvas.fill(rect.offsetBy(dx: offset.x, dy: offset.y), color)
            }
        case .label(let label):
            guard let text else { return }
            let frame = label.frame.offsetBy(dx: offset.x, dy: offset.y)
            LabelPainter(canvas: canvas, text: text, pixelsPerPoint: pixelsPerPoint).paint(label.run, in: frame)
        case .image(let image):
            let frame = image.frame.offsetBy(dx: offset.x, dy: offset.y)
            try ImagePainter(canvas: canvas, images: images).paint(image.image, in: frame, indexPath: image.indexPath)
        case .text(let item):
            guard let text else { return }
            let layout = text.lineLayout(item.string, font: item.font)
            canvas.setColor(item.color)
            cairo_move_to(cr, offset.x + item.x, offset.y + item.y)
            canvas.show(layout)
        }
    }

    /// Begins a layer `depth` deep (1: the table view); a subview of the table view with a floor is clipped to
    /// the pixel rows from it down, in device pixels so that the edge is exactly the row. Returns whether it
    /// clipped.
    private func beginLayer(depth: Int, state: inout State) -> Bool {
        guard depth == 2, let floors = rootFloors else { return false }
        let index = state.rootChildren
        state.rootChildren += 1
        guard floors.indices.contains(index), floors[index] > 0 else { return false }
        let floor = floors[index]
        let cr = canvas.cr
        var matrix = cairo_matrix_t()
        cairo_save(cr)
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, Double(floor), Double(canvas.pixelWidth), Double(max(0, canvas.pixelHeight - floor)))
        cairo_clip(cr)
        cairo_set_matrix(cr, &matrix)
        return true
    }

    /// Replaces the current path with `path`, moved by `offset`.
    private func add(_ path: DisplayPath, at offset: Offset) {
        cairo_new_path(canvas.cr)
        canvas.append(path, dx: offset.x, dy: offset.y)
    }

    /// Makes `paint` the source (a gradient's pattern lives until the source changes); `clear` sets the clear
    /// operator instead, which the caller sets back to over.
    private func setSource(_ paint: Paint, at offset: Offset) {
        let cr = canvas.cr
        switch paint {
        case .color(let color):
            canvas.setColor(color)
        case .clear:
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        case .linearGradient(let g):
            let pattern = cairo_pattern_create_linear(
                offset.x + g.startX, offset.y + g.startY, offset.x + g.endX, offset.y + g.endY)
            defer { cairo_pattern_destroy(pattern) }
            Self.add(g.stops, to: pattern)
            cairo_set_source(cr, pattern)
        case .radialGradient(let g):
            let cx = offset.x + g.centerX
            let cy = offset.y + g.centerY
            let pattern = cairo_pattern_create_radial(cx, cy, g.startRadius, cx, cy, g.endRadius)
            defer { cairo_pattern_destroy(pattern) }
            Self.add(g.stops, to: pattern)
            cairo_set_source(cr, pattern)
        }
    }

    private static func add(_ stops: [GradientStop], to pattern: OpaquePointer?) {
        let full = Double(UInt8.max)
        for stop in stops {
            let color = stop.color
            cairo_pattern_add_color_stop_rgba(
                pattern, stop.location, Double(color.red) / full, Double(color.green) / full,
                Double(color.blue) / full, Double(color.alpha) / full * stop.opacity)
        }
    }

    private static func cap(_ cap: StrokeStyle.Cap) -> cairo_line_cap_t {
        switch cap {
        case .butt: return CAIRO_LINE_CAP_BUTT
        case .round: return CAIRO_LINE_CAP_ROUND
        case .square: return CAIRO_LINE_CAP_SQUARE
        }
    }

    private static func join(_ join: StrokeStyle.Join) -> cairo_line_join_t {
        switch join {
        case .miter: return CAIRO_LINE_JOIN_MITER
        case .round: return CAIRO_LINE_JOIN_ROUND
        case .bevel: return CAIRO_LINE_JOIN_BEVEL
        }
    }
}
