internal import CPangoCairo
internal import TableLayout

/// Draws the modern looks' edit controls as TableShot's own paths for the SF Symbols UIKit uses from iOS 13 on
/// (`modern-metrics.md` §9): `minus.circle.fill`, `plus.circle.fill`, `circle`, `checkmark.circle.fill` and
/// `line.horizontal.3`. The circle is the largest disc centred in `frame` (the layout gives its ink box,
/// `EditSymbolMetrics`); the glyphs keep the symbols' proportions, read from the bounds of the SF Symbols 7
/// exports in gavinsawyer/gavinsawyer `libs/symbols` (a 30.53 pt circle; only sizes taken, no outlines).
struct SymbolEditControlPainter {
    let canvas: Canvas

    /// `minus.circle.fill`: the bar is 15.18 long and 2.24 thick in the 30.53 circle, with round ends.
    static let minusLength = 15.18 / 30.53
    static let minusThickness = 2.24 / 30.53
    /// `plus.circle.fill`: each bar 14.20 long and 2.23 thick.
    static let plusLength = 14.20 / 30.53
    static let plusThickness = 2.23 / 30.53
    /// `circle`: a 2.18 thick ring.
    static let ringThickness = 2.18 / 30.53
    /// `checkmark.circle.fill`: the check's centre line (left end, corner, right end) in circle units and its
    /// 2.09 stroke, round caps and join.
    static let checkPath: [(x: Double, y: Double)] = [(0.301, 0.534), (0.444, 0.700), (0.694, 0.318)]
    static let checkThickness = 2.09 / 30.53
    /// `line.horizontal.3`: three bars 1.96 thick across the 30.38 wide glyph, the outer ones on its edges.
    static let gripBarThickness = 1.96 / 30.375
    /// The glyphs knocked into the discs are white (multicolour and palette [white, tint], M§9).
    static let glyph = Color.white

    /// The centred disc of `frame`.
    private struct Disc {
        let cx: Double
        let cy: Double
        let diameter: Double

        init(_ frame: Rect) {
            diameter = min(frame.width, frame.height)
            cx = frame.x + frame.width / 2
            cy = frame.y + frame.height / 2
        }
    }

    /// A tint disc with a white minus; `rotated` stands it up (the Delete confirmation showing).
    func delete(in frame: Rect, rotated: Bool, tint: Color) {
        let disc = Disc(frame)
        fill(disc, tint)
        bar(disc, length: Self.minusLength, thickness: Self.minusThickness, vertical: rotated)
    }

    /// A tint disc with a white plus.
    func insert(in frame: Rect, tint: Color) {
        let disc = Disc(frame)
        fill(disc, tint)
        bar(disc, length: Self.plusLength, thickness: Self.plusThickness, vertical: false)
        bar(disc, length: Self.plusLength, thickness: Self.plusThickness, vertical: true)
    }

    /// The unselected `circle`: its outer edge on the disc's edge.
    func unchecked(in frame: Rect, ring: Color) {
        let disc = Disc(frame)
        canvas.strokeRing(
            cx: disc.cx, cy: disc.cy, diameter: disc.diameter, width: Self.ringThickness * disc.diameter, ring)
    }

    /// The selected `checkmark.circle.fill`: a tint disc with a white check.
    func checked(in frame: Rect, tint: Color) {
        let disc = Disc(frame)
        fill(disc, tint)
        let cr = canvas.cr
        let left = disc.cx - disc.diameter / 2
        let top = disc.cy - disc.diameter / 2
        cairo_new_path(cr)
        for point in Self.checkPath {
            cairo_line_to(cr, left + point.x * disc.diameter, top + point.y * disc.diameter)
        }
        stroke(Self.checkThickness * disc.diameter)
    }

    /// `line.horizontal.3` filling `frame`: three round-ended bars, the first on the top edge, the last on the
    /// bottom edge.
    func grip(in frame: Rect, color: Color) {
        let thickness = min(Self.gripBarThickness * frame.width, frame.height / 3)
        let cr = canvas.cr
        cairo_new_path(cr)
        for bar in 0..<3 {
            let y = frame.y + thickness / 2 + Double(bar) * (frame.height - thickness) / 2
            cairo_move_to(cr, frame.x + thickness / 2, y)
            cairo_line_to(cr, frame.maxX - thickness / 2, y)
        }
        stroke(thickness, color)
    }

    private func fill(_ disc: Disc, _ color: Color) {
        canvas.addCircle(cx: disc.cx, cy: disc.cy, radius: disc.diameter / 2)
        canvas.fillPath(color)
    }

    /// A white round-ended bar through the centre, `length` and `thickness` in circle units.
    private func bar(_ disc: Disc, length: Double, thickness: Double, vertical: Bool) {
        let half = (length - thickness) * disc.diameter / 2
        let cr = canvas.cr
        cairo_new_path(cr)
        if vertical {
            cairo_move_to(cr, disc.cx, disc.cy - half)
            cairo_line_to(cr, disc.cx, disc.cy + half)
        } else {
            cairo_move_to(cr, disc.cx - half, disc.cy)
            cairo_line_to(cr, disc.cx + half, disc.cy)
        }
        stroke(thickness * disc.diameter)
    }

    private func stroke(_ width: Double, _ color: Color = Self.glyph) {
        let cr = canvas.cr
        cairo_save(cr)
        canvas.setColor(color)
        cairo_set_line_width(cr, width)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(cr)
        cairo_restore(cr)
    }
}
