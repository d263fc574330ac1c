internal import CPangoCairo
internal import TableLayout

/// Draws the classic glossy ball shared by the detail disclosure button and the
/// edit controls: a soft drop shadow, a white ring, and a disc filled with a
/// vertical gradient whose upper half is the gloss (`ClassicArtwork`, §5/§6).
struct ClassicBallPainter {
    let canvas: Canvas

    /// A ball's box, centre, radii and shadow in canvas points.
    struct Ball {
        /// The artwork's frame; nothing is drawn outside it.
        let frame: Rect
        let cx: Double
        let cy: Double
        /// Canvas points per design point (the frame's width over 29).
        let unit: Double
        let outerRadius: Double
        let shadowOffset: Double
        let shadowBlur: Double
        /// The coloured disc inside the white ring.
        var discRadius: Double { outerRadius - ClassicArtwork.ringWidth * unit }

        /// The edit-control ball (`UIRemoveControlMinus`) in its 29 × 29 pt frame.
        static func editControl(in frame: Rect) -> Ball {
            let unit = frame.width / ClassicArtwork.ballBoxWidth
            return Ball(
                frame: frame, cx: frame.x + frame.width / 2, cy: frame.y + ClassicArtwork.ballCenterY * unit,
                unit: unit,
                outerRadius: ClassicArtwork.ballOuterDiameter / 2 * unit,
                shadowOffset: ClassicArtwork.ballShadowOffset * unit, shadowBlur: ClassicArtwork.ballShadowBlur * unit)
        }

        /// The detail disclosure button's ball (`UITableNextButton`) in its 29 × 31 pt frame.
        static func detailButton(in frame: Rect) -> Ball {
            let unit = frame.width / ClassicArtwork.ballBoxWidth
            return Ball(
                frame: frame, cx: frame.x + frame.width / 2, cy: frame.y + ClassicArtwork.detailCenterY * unit,
                unit: unit,
                outerRadius: ClassicArtwork.detailOuterDiameter / 2 * unit,
                shadowOffset: ClassicArtwork.detailShadowOffset * unit,
                shadowBlur: ClassicArtwork.detailShadowBlur * unit)
        }
    }

    /// The shadow (clipped to the frame), the white ring and the disc with
    /// `disc`'s gradient from its top to its bottom.
    func draw(_ ball: Ball, disc: [ClassicArtwork.Stop]) {
        let cr = canvas.cr
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, ball.frame.x, ball.frame.y, ball.frame.width, ball.frame.height)
        cairo_clip(cr)
        canvas.softDisc(
            cx: ball.cx, cy: ball.cy + ball.shadowOffset, radius: ball.outerRadius, blur: ball.shadowBlur,
            color: ClassicArtwork.shadowColor)
        canvas.addCircle(cx: ball.cx, cy: ball.cy, radius: ball.outerRadius)
        canvas.fillPath(ClassicArtwork.ringColor)
        canvas.addCircle(cx: ball.cx, cy: ball.cy, radius: ball.discRadius)
        canvas.fillPath(disc, top: ball.cy - ball.discRadius, bottom: ball.cy + ball.discRadius)
    }
}
