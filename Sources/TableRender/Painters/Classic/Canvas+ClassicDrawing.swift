internal import CPangoCairo
internal import TableLayout

/// Gradient fills for the classic switch painter.
extension Canvas {
    /// Fills the current path with a linear gradient from `start` to `end`.
    func fillPath(_ stops: [ClassicArtwork.Stop], from start: (x: Double, y: Double), to end: (x: Double, y: Double)) {
        let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        defer { cairo_pattern_destroy(pattern) }
        for stop in stops { Self.add(stop.color, at: stop.location, to: pattern) }
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
        for stop in stops { Self.add(stop.color, at: stop.location, to: pattern) }
        cairo_set_source(cr, pattern)
        cairo_set_line_width(cr, width)
        cairo_stroke(cr)
    }

    private static func add(_ color: Color, at offset: Double, alphaScale: Double = 1, to pattern: OpaquePointer?) {
        let full = Double(UInt8.max)
        cairo_pattern_add_color_stop_rgba(
            pattern, offset, Double(color.red) / full, Double(color.green) / full, Double(color.blue) / full,
            Double(color.alpha) / full * alphaScale)
    }
}
