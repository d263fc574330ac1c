internal import CPangoCairo
internal import TableLayout

/// Draws a node's display list: one `switch` over the primitives, each placed at the node's frame origin in
/// canvas points. Knows no look and no element.
struct DisplayListPainter {
    let canvas: Canvas
    /// Shapes and draws the lists' text items; without one, text items draw nothing.
    var text: TextEngine? = nil
    /// The node's top-left in canvas points; the list's coordinates are relative to it (outside any
    /// `pushTransform`, whose space starts at its own origin).
    let originX: Double
    let originY: Double

    /// A point the list's coordinates are moved by: the node's origin, or (0, 0) inside a transform.
    private typealias Offset = (x: Double, y: Double)

    /// Draws every item of `list`, back to front.
    func paint(_ list: DisplayList) {
        var offsets: [Offset] = [(originX, originY)]
        for item in list.items { draw(item, offsets: &offsets) }
    }

    /// Draws one item at the innermost offset; a transform pushes or pops one.
    private func draw(_ item: DisplayItem, offsets: inout [Offset]) {
        let cr = canvas.cr
        let offset = offsets[offsets.count - 1]
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
            offsets.append((0, 0))
        case .popTransform:
            cairo_restore(cr)
            if offsets.count > 1 { offsets.removeLast() }
        case .text(let item):
            guard let text else { return }
            let layout = text.lineLayout(item.string, font: item.font)
            canvas.setColor(item.color)
            cairo_move_to(cr, offset.x + item.x, offset.y + item.y)
            canvas.show(layout)
        }
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
