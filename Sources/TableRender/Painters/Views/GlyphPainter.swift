internal import CPangoCairo
internal import Foundation
internal import TableLayout

/// Draws a node's `glyph` centred in its frame, in its tint: the activity indicator's spokes, the
/// search magnifier and the stepper's minus and plus.
struct GlyphPainter {
    let canvas: Canvas

    func paint(_ glyph: Glyph, in frame: Rect, color: Color) {
        let cr = canvas.cr
        let cx = frame.x + frame.width / 2
        let cy = frame.y + frame.height / 2
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        switch glyph {
        case .spinner(let spokes, let visible, let inner, let outer, let width, let minimumAlpha):
            cairo_set_line_width(cr, width)
            for spoke in 0..<max(0, min(visible, spokes)) {
                let angle = 2 * Double.pi * Double(spoke) / Double(max(1, spokes)) - Double.pi / 2
                let fade = 1 - (1 - minimumAlpha) * Double(spoke) / Double(max(1, spokes - 1))
                var ink = color
                ink.alpha = UInt8((Double(color.alpha) * fade).rounded())
                canvas.setColor(ink)
                cairo_move_to(cr, cx + inner * cos(angle), cy + inner * sin(angle))
                cairo_line_to(cr, cx + outer * cos(angle), cy + outer * sin(angle))
                cairo_stroke(cr)
            }
        case .teardrop(let stretch):
            TeardropPainter(canvas: canvas).paint(stretch: stretch, in: frame, tint: color)
        case .magnifier(let diameter, let width):
            canvas.setColor(color)
            cairo_set_line_width(cr, width)
            let radius = diameter / 2
            let ringX = cx - diameter * Self.handleShift
            let ringY = cy - diameter * Self.handleShift
            cairo_new_sub_path(cr)
            cairo_arc(cr, ringX, ringY, radius, 0, 2 * Double.pi)
            cairo_stroke(cr)
            let start = radius / 2.0.squareRoot()
            let end = start + diameter * Self.handleLength
            cairo_move_to(cr, ringX + start, ringY + start)
            cairo_line_to(cr, ringX + end, ringY + end)
            cairo_stroke(cr)
        case .minus(let length, let width):
            canvas.fillCenteredBar(cx: cx, cy: cy, length: length, thickness: width, vertical: false, color)
        case .plus(let length, let width):
            canvas.fillCenteredBar(cx: cx, cy: cy, length: length, thickness: width, vertical: false, color)
            canvas.fillCenteredBar(cx: cx, cy: cy, length: length, thickness: width, vertical: true, color)
        case .symbol(let symbol):
            SymbolPainter(canvas: canvas).paint(symbol, in: frame, color: color)
        }
    }

    /// The magnifier's ring sits up and left of the centre by this share of its diameter…
    static let handleShift = 0.15
    /// …and its handle is this share of the diameter long (estimated from iOS 7's search glyph).
    static let handleLength = 0.45
}
