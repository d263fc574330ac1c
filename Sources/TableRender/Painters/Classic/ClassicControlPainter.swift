internal import CPangoCairo
internal import TableLayout

/// Classic (iOS 5/6) edit controls and the switch, drawn with Cairo paths and
/// gradients inside the frames the layout gave (`ClassicArtwork`, classic-metrics
/// §5 and §6). The switch is `ClassicSwitchPainter`'s.
struct ClassicControlPainter {
    let canvas: Canvas
    let text: TextEngine

    /// iOS 5/6 `UISwitch` in its 79 × 27 pt frame (ink 77 × 27 at the frame's right).
    func switchControl(in frame: Rect, isOn: Bool, onColor: Color) {
        ClassicSwitchPainter(canvas: canvas, text: text).paint(in: frame, isOn: isOn, onColor: onColor)
    }

    /// `UIRemoveControlMinus`: the red glossy ball with a white minus, standing
    /// up when `rotated` (the Delete confirmation shows).
    func deleteBall(in frame: Rect, rotated: Bool) {
        let ball = ClassicBallPainter.Ball.editControl(in: frame)
        ClassicBallPainter(canvas: canvas).draw(ball, disc: ClassicArtwork.deleteDisc)
        bar(ball, vertical: rotated)
    }

    /// The insert control: the same ball in green with a white plus.
    func insertBall(in frame: Rect) {
        let ball = ClassicBallPainter.Ball.editControl(in: frame)
        ClassicBallPainter(canvas: canvas).draw(ball, disc: ClassicArtwork.glossyDisc(base: ClassicArtwork.insertBase))
        bar(ball, vertical: false)
        bar(ball, vertical: true)
    }

    /// The iOS 5 multiple-selection circle: an empty grey ring, or when `checked`
    /// the red glossy ball with a white check (iOS 5 Mail's edit mode).
    func multiSelect(in frame: Rect, checked: Bool) {
        let ball = ClassicBallPainter.Ball.editControl(in: frame)
        guard checked else {
            let width = ClassicArtwork.emptyRingWidth * ball.unit
            canvas.addCircle(cx: ball.cx, cy: ball.cy, radius: ball.outerRadius - width / 2)
            canvas.setColor(ClassicArtwork.emptyRing)
            cairo_set_line_width(canvas.cr, width)
            cairo_stroke(canvas.cr)
            return
        }
        ClassicBallPainter(canvas: canvas).draw(ball, disc: ClassicArtwork.deleteDisc)
        let size = ClassicArtwork.multiCheckSize * ball.unit
        let scale = size / ClassicArtwork.checkBox
        canvas.addPolygon(
            ClassicArtwork.checkOutline, origin: (ball.cx - size / 2, ball.cy - size / 2), scaleX: scale, scaleY: scale)
        canvas.fillPath(ClassicArtwork.glyph)
    }

    /// `UITableGrabber`: three full-width bars from the frame's top, every 6 pt:
    /// a 1 pt dark line, a 3 pt grey fill, a 1 pt white highlight, then a 1 pt gap.
    func grabber(in frame: Rect) {
        // 17 pt = three 6 pt periods without the last 1 pt gap (gap = line height).
        let design = ClassicArtwork.grabberPeriod * Double(ClassicArtwork.grabberBars) - ClassicArtwork.grabberLine
        let unit = frame.height / design
        let line = ClassicArtwork.grabberLine * unit
        let fill = ClassicArtwork.grabberFill * unit
        for bar in 0..<ClassicArtwork.grabberBars {
            let top = frame.y + Double(bar) * ClassicArtwork.grabberPeriod * unit
            canvas.fill(Rect(x: frame.x, y: top, width: frame.width, height: line), ClassicArtwork.grabberDark)
            canvas.fill(Rect(x: frame.x, y: top + line, width: frame.width, height: fill), ClassicArtwork.grabberGray)
            canvas.fill(
                Rect(x: frame.x, y: top + line + fill, width: frame.width, height: line), ClassicArtwork.grabberLight)
        }
    }

    /// The red glossy body of the Delete confirmation button filling `frame`
    /// (63 × 34 pt): a rounded rectangle with a dark red 1 pt border and the
    /// delete ball's glossy reds inside. The title is a separate label.
    func deleteButtonBody(in frame: Rect) {
        let border = ClassicArtwork.deleteButtonBorderWidth
        canvas.addRoundedRect(frame, radius: ClassicArtwork.deleteButtonRadius, top: true, bottom: true)
        canvas.fillPath(ClassicArtwork.deleteButtonBorder)
        let inner = Canvas.inset(frame, by: border)
        canvas.addRoundedRect(inner, radius: ClassicArtwork.deleteButtonRadius - border, top: true, bottom: true)
        canvas.fillPath(ClassicArtwork.deleteButtonFill, top: inner.y, bottom: inner.maxY)
    }

    /// The white centred bar of the minus and the plus, lying or standing.
    private func bar(_ ball: ClassicBallPainter.Ball, vertical: Bool) {
        canvas.fillCenteredBar(
            cx: ball.cx, cy: ball.cy, length: ClassicArtwork.barLength * ball.unit,
            thickness: ClassicArtwork.barThickness * ball.unit, vertical: vertical, ClassicArtwork.glyph)
    }
}
