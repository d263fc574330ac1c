internal import CPangoCairo
internal import TableLayout

/// Gradient fills, soft shadows and scaled polygons for the classic painters.
extension Canvas {
    /// Adds the closed polygon `points`, given in a design box, scaled by
    /// (`scaleX`, `scaleY`) and placed with the box's top-left at `origin`.
    func addPolygon(
        _ points: [(x: Double, y: Double)], origin: (x: Double, y: Double), scaleX: Double, scaleY: Double
    ) {
        cairo_new_sub_path(cr)
        for point in points { cairo_line_to(cr, origin.x + point.x * scaleX, origin.y + point.y * scaleY) }
        cairo_close_path(cr)
    }

    /// Fills the current path with a linear gradient from `start` to `end`.
    func fillPath(_ stops: [ClassicArtwork.Stop], from start: (x: Double, y: Double), to end: (x: Double, y: Double)) {
        let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        defer { cairo_pattern_destroy(pattern) }
        for stop in stops { Self.add(stop.color, at: stop.offset, to: pattern) }
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
    }

    /// Fills the current path with a vertical gradient whose offsets run from `top` to `bottom`.
    func fillPath(_ stops: [ClassicArtwork.Stop], top: Double, bottom: Double) {
        fillPath(stops, from: (0, top), to: (0, bottom))
    }

    /// Strokes the current path `width` wide with a vertical gradient from `top` to `bottom`.
    func strokePath(_ stops: [ClassicArtwork.Stop], top: Double, bottom: Double, width: Double) {
        let pattern = cairo_pattern_create_linear(0, top, 0, bottom)
        defer { cairo_pattern_destroy(pattern) }
        for stop in stops { Self.add(stop.color, at: stop.offset, to: pattern) }
        cairo_set_source(cr, pattern)
        cairo_set_line_width(cr, width)
        cairo_stroke(cr)
    }

    /// A blurred disc of `color`: full up to `radius − blur`, fading to nothing
    /// at `radius + blur` with a smoothstep (a deterministic Gaussian stand-in).
    func softDisc(cx: Double, cy: Double, radius: Double, blur: Double, color: Color) {
        let inner = max(0, radius - blur)
        let outer = radius + blur
        let pattern = cairo_pattern_create_radial(cx, cy, 0, cx, cy, outer)
        defer { cairo_pattern_destroy(pattern) }
        Self.add(color, at: 0, to: pattern)
        let steps = ClassicArtwork.shadowSteps
        for step in 0...steps {
            let t = Double(step) / Double(steps)
            let falloff = 1 - t * t * (1 + 2 * (1 - t))  // 1 − smoothstep(t)
            Self.add(color, at: (inner + t * (outer - inner)) / outer, alphaScale: falloff, to: pattern)
        }
        addCircle(cx: cx, cy: cy, radius: outer)
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
    }

    private static func add(_ color: Color, at offset: Double, alphaScale: Double = 1, to pattern: OpaquePointer?) {
        let full = Double(UInt8.max)
        cairo_pattern_add_color_stop_rgba(
            pattern, offset, Double(color.red) / full, Double(color.green) / full, Double(color.blue) / full,
            Double(color.alpha) / full * alphaScale)
    }
}
