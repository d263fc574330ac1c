internal import CPangoCairo
internal import TableLayout

/// Classic accessories drawn with Cairo paths inside the frame the layout gave:
/// the disclosure chevron, the blue checkmark and the glossy detail disclosure
/// button (`ClassicArtwork`, classic-metrics §5). No Apple artwork ships.
struct ClassicAccessoryPainter {
    let canvas: Canvas

    /// `UITableNext`: a 10 × 13 pt chevron in `frame`, in `color` (black at 50 %,
    /// or white when the row is selected): a 3 pt stroke with 45° arms, butt ends
    /// and a mitered tip, scaled if the frame is not 10 × 13.
    func chevron(in frame: Rect, color: Color) {
        let cr = canvas.cr
        let box = ClassicArtwork.chevronBox
        let scaleX = frame.width / box.width
        let scaleY = frame.height / box.height
        cairo_new_path(cr)
        for point in ClassicArtwork.chevronPath {
            cairo_line_to(cr, frame.x + point.x * scaleX, frame.y + point.y * scaleY)
        }
        canvas.setColor(color)
        cairo_set_line_width(cr, ClassicArtwork.chevronStroke * min(scaleX, scaleY))
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        cairo_stroke(cr)
    }

    /// `UIPreferencesBlueCheck`: the 14 × 14 pt check filling `frame` in `color`
    /// (#324F85, or white when selected): short arm lower left, long arm to the top right.
    func checkmark(in frame: Rect, color: Color) {
        let size = ClassicArtwork.checkBox
        canvas.addPolygon(
            ClassicArtwork.checkOutline, origin: (frame.x, frame.y), scaleX: frame.width / size,
            scaleY: frame.height / size)
        canvas.fillPath(color)
    }

    /// `UITableNextButton`: the 29 × 31 pt glossy blue button filling `frame` —
    /// a soft shadow below, a white ring, a blue disc with a glossy upper half
    /// and a white chevron in the middle.
    func detailDisclosureButton(in frame: Rect) {
        let ball = ClassicBallPainter.Ball.detailButton(in: frame)
        ClassicBallPainter(canvas: canvas).draw(ball, disc: ClassicArtwork.detailDisc)
        let box = ClassicArtwork.chevronBox
        let scale = ClassicArtwork.detailChevronScale * ball.unit
        let width = box.width * scale
        let height = box.height * scale
        let glyph = Rect(
            x: ball.cx - width / 2 + ClassicArtwork.detailChevronShift * ball.unit, y: ball.cy - height / 2,
            width: width, height: height)
        chevron(in: glyph, color: ClassicArtwork.glyph)
    }
}
