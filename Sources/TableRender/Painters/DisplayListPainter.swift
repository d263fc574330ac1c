internal import CPangoCairo
internal import TableLayout

/// Draws a node's display list: one `switch` over the primitives, each placed at the node's frame origin in
/// canvas points. Knows no look and no element.
struct DisplayListPainter {
    let canvas: Canvas
    /// The node's top-left in canvas points; the list's coordinates are relative to it.
    let originX: Double
    let originY: Double

    /// Draws every item of `list`, back to front.
    func paint(_ list: DisplayList) {
        let cr = canvas.cr
        for item in list.items {
            switch item {
            case .fill(let path, let paint, let evenOdd):
                setSource(paint)
                add(path)
                if evenOdd { cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD) }
                cairo_fill(cr)
                if evenOdd { cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING) }
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
            }
        }
    }

    /// Replaces the current path with `path`, moved to the origin.
    private func add(_ path: DisplayPath) {
        cairo_new_path(canvas.cr)
        canvas.append(path, dx: originX, dy: originY)
    }

    /// Makes `paint` the source; a gradient's pattern lives until the source changes.
    private func setSource(_ paint: Paint) {
        let cr = canvas.cr
        switch paint {
        case .color(let color):
            canvas.setColor(color)
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
