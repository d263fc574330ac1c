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

    /// Draws every item of `list`, back to front.
    func paint(_ list: DisplayList) {
        var offsets = [(x: originX, y: originY)]
        for item in list.items {
            let offset = offsets[offsets.count - 1]
            draw(item, at: offset, transforms: &offsets)
        }
    }

    /// Draws one item whose coordinates are moved by `offset`; a transform pushes or pops the offset stack.
    private func draw(
        _ item: DisplayItem, at offset: (x: Double, y: Double), transforms: inout [(x: Double, y: Double)]
    ) {
        let cr = canvas.cr
        let origin = DisplayListPainter(canvas: canvas, text: text, originX: offset.x, originY: offset.y)
        origin.drawPrimitive(item)
        switch item {
        case .pushTransform(let t):
            cairo_save(cr)
            cairo_translate(cr, offset.x + t.translateX, offset.y + t.translateY)
            if t.rotation != 0 { cairo_rotate(cr, t.rotation) }
            if t.scaleX != 1 || t.scaleY != 1 { cairo_scale(cr, t.scaleX, t.scaleY) }
            transforms.append((0, 0))
        case .popTransform:
            cairo_restore(cr)
            if transforms.count > 1 { transforms.removeLast() }
        default:
            break
        }
    }

    /// Draws a fill, stroke, clip, group or text item at this painter's origin.
    private func drawPrimitive(_ item: DisplayItem) {
        let cr = canvas.cr
        switch item {
        case .fill(let path, let paint, let evenOdd):
            setSource(paint)
            add(path)
            if evenOdd { cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD) }
            cairo_fill(cr)
            if evenOdd { cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING) }
            if paint == .clear { cairo_set_operator(cr, CAIRO_OPERATOR_OVER) }
        case .stroke(let path, let paint, let style):
            // The stroke's source, width, ends and corners go with it: nothing after inherits them.
            cairo_save(cr)
            setSource(paint)
            add(path)
            cairo_set_line_width(cr, style.width)
            cairo_set_line_cap(cr, Self.cap(style.cap))
            cairo_set_line_join(cr, Self.join(style.join))
            cairo_stroke(cr)
            cairo_restore(cr)
        case .pushClip(let path):
            cairo_save(cr)
            add(path)
            cairo_clip(cr)
        case .popClip:
            cairo_restore(cr)
        case .pushGroup:
            cairo_push_group(cr)
        case .popGroup(let opacity):
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        case .pushTransform, .popTransform:
            break
        case .text(let item):
            guard let text else { return }
            let layout = text.lineLayout(item.string, font: item.font)
            canvas.setColor(item.color)
            cairo_move_to(cr, originX + item.x, originY + item.y)
            canvas.show(layout)
        }
    }

    /// Replaces the current path with `path`, moved to the origin.
    private func add(_ path: DisplayPath) {
        cairo_new_path(canvas.cr)
        canvas.append(path, dx: originX, dy: originY)
    }

    /// Makes `paint` the source (a gradient's pattern lives until the source changes); `clear` sets the clear
    /// operator instead, which the caller sets back to over.
    private func setSource(_ paint: Paint) {
        let cr = canvas.cr
        switch paint {
        case .color(let color):
            canvas.setColor(color)
        case .clear:
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        case .linearGradient(let g):
            let pattern = cairo_pattern_create_linear(
                originX + g.startX, originY + g.startY, originX + g.endX, originY + g.endY)
            defer { cairo_pattern_destroy(pattern) }
            Self.add(g.stops, to: pattern)
            cairo_set_source(cr, pattern)
        case .radialGradient(let g):
            let cx = originX + g.centerX
            let cy = originY + g.centerY
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
