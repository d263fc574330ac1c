/// Classic (iOS 5/6) edit controls and the Delete confirmation button's body as display lists filling a node's
/// frame (`ClassicArtwork`, classic-metrics §5 and §6). The switch, whose ON/OFF labels are text, is still the
/// renderer's.
struct ClassicControlArtwork {
    /// `UIRemoveControlMinus`: the red glossy ball with a white minus, standing up when `rotated` (the Delete
    /// confirmation shows).
    func deleteBall(in frame: Rect, rotated: Bool) -> DisplayList {
        let ball = ClassicBallArtwork.editControl(in: frame)
        var list = ball.items(disc: ClassicArtwork.deleteDisc)
        list.append(bar(ball, vertical: rotated))
        return list
    }

    /// The insert control: the same ball in green with a white plus.
    func insertBall(in frame: Rect) -> DisplayList {
        let ball = ClassicBallArtwork.editControl(in: frame)
        var list = ball.items(disc: ClassicArtwork.glossyDisc(base: ClassicArtwork.insertBase))
        list.append(bar(ball, vertical: false))
        list.append(bar(ball, vertical: true))
        return list
    }

    /// The iOS 5 multiple-selection circle: an empty grey ring, or when `checked` the red glossy ball with a
    /// white check (iOS 5 Mail's edit mode).
    func multiSelect(in frame: Rect, checked: Bool) -> DisplayList {
        let ball = ClassicBallArtwork.editControl(in: frame)
        guard checked else {
            let width = ClassicArtwork.emptyRingWidth * ball.unit
            let ring = DisplayPath.circle(centerX: ball.cx, centerY: ball.cy, radius: ball.outerRadius - width / 2)
            return DisplayList([.stroke(ring, .color(ClassicArtwork.emptyRing), StrokeStyle(width: width))])
        }
        var list = ball.items(disc: ClassicArtwork.deleteDisc)
        let size = ClassicArtwork.multiCheckSize * ball.unit
        let scale = size / ClassicArtwork.checkBox
        var check = DisplayPath()
        check.addPolygon(
            ClassicArtwork.checkOutline, x: ball.cx - size / 2, y: ball.cy - size / 2, scaleX: scale, scaleY: scale)
        list.append(.fill(check, .color(ClassicArtwork.glyph)))
        return list
    }

    /// `UITableGrabber`: three full-width bars from the frame's top, every 6 pt: a 1 pt dark line, a 3 pt grey
    /// fill, a 1 pt white highlight, then a 1 pt gap.
    func grabber(in frame: Rect) -> DisplayList {
        // 17 pt = three 6 pt periods without the last 1 pt gap (gap = line height).
        let design = ClassicArtwork.grabberPeriod * Double(ClassicArtwork.grabberBars) - ClassicArtwork.grabberLine
        let unit = frame.height / design
        let line = ClassicArtwork.grabberLine * unit
        let fill = ClassicArtwork.grabberFill * unit
        var list = DisplayList()
        for bar in 0..<ClassicArtwork.grabberBars {
            let top = frame.y + Double(bar) * ClassicArtwork.grabberPeriod * unit
            list.append(band(frame, top: top, height: line, ClassicArtwork.grabberDark))
            list.append(band(frame, top: top + line, height: fill, ClassicArtwork.grabberGray))
            list.append(band(frame, top: top + line + fill, height: line, ClassicArtwork.grabberLight))
        }
        return list
    }

    /// The red glossy body of the Delete confirmation button filling `frame` (63 × 34 pt): a rounded rectangle
    /// with a dark red 1 pt border and the delete ball's glossy reds inside. The title is a separate label.
    func deleteButtonBody(in frame: Rect) -> DisplayList {
        let border = ClassicArtwork.deleteButtonBorderWidth
        var outer = DisplayPath()
        outer.addRoundedRect(frame, radius: ClassicArtwork.deleteButtonRadius, top: true, bottom: true)
        let inner = Rect(
            x: frame.x + border, y: frame.y + border, width: frame.width - 2 * border,
            height: frame.height - 2 * border)
        var body = DisplayPath()
        body.addRoundedRect(inner, radius: ClassicArtwork.deleteButtonRadius - border, top: true, bottom: true)
        return DisplayList([
            .fill(outer, .color(ClassicArtwork.deleteButtonBorder)),
            .fill(
                body,
                .linearGradient(.vertical(top: inner.y, bottom: inner.maxY, stops: ClassicArtwork.deleteButtonFill))),
        ])
    }

    /// The white centred bar of the minus and the plus, lying or standing.
    private func bar(_ ball: ClassicBallArtwork, vertical: Bool) -> DisplayItem {
        let length = ClassicArtwork.barLength * ball.unit
        let thickness = ClassicArtwork.barThickness * ball.unit
        let width = vertical ? thickness : length
        let height = vertical ? length : thickness
        let rect = Rect(x: ball.cx - width / 2, y: ball.cy - height / 2, width: width, height: height)
        return .fill(.rectangle(rect), .color(ClassicArtwork.glyph))
    }

    private func band(_ frame: Rect, top: Double, height: Double, _ color: Color) -> DisplayItem {
        .fill(.rectangle(Rect(x: frame.x, y: top, width: frame.width, height: height)), .color(color))
    }
}
