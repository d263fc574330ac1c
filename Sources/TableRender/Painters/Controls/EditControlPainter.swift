internal import CPangoCairo
internal import TableLayout

/// Draws the edit-mode balls (ART7 `UIRemoveControl*`, 22 × 22 pt): the
/// delete ball, the insert ball and the multiple-selection circle. The ball
/// is the largest disc centred in `frame`; the glyphs keep the artwork's
/// proportions if the frame is not 22 pt.
struct EditControlPainter {
    let canvas: Canvas

    /// The ball's box and the artwork's point size in it.
    private struct Ball {
        let x: Double
        let y: Double
        let diameter: Double
        var unit: Double { diameter / ControlArtwork.ballDiameter }
        var cx: Double { x + diameter / 2 }
        var cy: Double { y + diameter / 2 }

        init(_ frame: Rect) {
            diameter = min(frame.width, frame.height)
            x = frame.x + (frame.width - diameter) / 2
            y = frame.y + (frame.height - diameter) / 2
        }
    }

    /// A tint disc with a white minus; `rotated` stands the minus up (the
    /// delete-confirmation state, flat-metrics §1.4).
    func delete(in frame: Rect, rotated: Bool, tint: Color) {
        let ball = Ball(frame)
        disc(ball, tint)
        bar(ball, vertical: rotated)
    }

    /// A tint disc with a white plus.
    func insert(in frame: Rect, tint: Color) {
        let ball = Ball(frame)
        disc(ball, tint)
        bar(ball, vertical: false)
        bar(ball, vertical: true)
    }

    /// The unselected ring: its outer edge on the ball's edge.
    func unchecked(in frame: Rect, ring: Color) {
        let ball = Ball(frame)
        canvas.strokeRing(
            cx: ball.cx, cy: ball.cy, diameter: ball.diameter, width: ControlArtwork.ringWidth * ball.unit, ring)
    }

    /// The selected state: a tint disc with a white check.
    func checked(in frame: Rect, tint: Color) {
        let ball = Ball(frame)
        disc(ball, tint)
        let cr = canvas.cr
        cairo_new_path(cr)
        for point in ControlArtwork.checkPath {
            cairo_line_to(cr, ball.x + point.x * ball.unit, ball.y + point.y * ball.unit)
        }
        canvas.setColor(ControlArtwork.glyph)
        cairo_set_line_width(cr, ControlArtwork.checkWidth * ball.unit)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(cr)
    }

    private func disc(_ ball: Ball, _ color: Color) {
        canvas.addCircle(cx: ball.cx, cy: ball.cy, radius: ball.diameter / 2)
        canvas.fillPath(color)
    }

    /// The centred `barLength` × `barThickness` bar, lying or standing.
    private func bar(_ ball: Ball, vertical: Bool) {
        canvas.fillCenteredBar(
            cx: ball.cx, cy: ball.cy, length: ControlArtwork.barLength * ball.unit,
            thickness: ControlArtwork.barThickness * ball.unit, vertical: vertical, ControlArtwork.glyph)
    }
}
