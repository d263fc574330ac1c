/// iOS 7–12's edit-mode balls (ART7 `UIRemoveControl*`, 22 × 22 pt) and reorder grip (ART7 `UITableGrabber`) as
/// display lists filling a node's frame. The ball is the largest disc centred in the frame; the glyphs keep the
/// artwork's proportions if it is not 22 pt.
enum EditControlArtwork {
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

        func disc(_ color: Color) -> DisplayItem {
            .fill(.circle(centerX: cx, centerY: cy, radius: diameter / 2), .color(color))
        }

        /// The centred `barLength` × `barThickness` white bar, lying or standing.
        func bar(vertical: Bool) -> DisplayItem {
            let length = ControlArtwork.barLength * unit
            let thickness = ControlArtwork.barThickness * unit
            let width = vertical ? thickness : length
            let height = vertical ? length : thickness
            let rect = Rect(x: cx - width / 2, y: cy - height / 2, width: width, height: height)
            return .fill(.rectangle(rect), .color(ControlArtwork.glyph))
        }
    }

    /// A tint disc with a white minus; `rotated` stands the minus up (the delete-confirmation state,
    /// flat-metrics §1.4).
    static func delete(in frame: Rect, rotated: Bool, tint: Color) -> DisplayList {
        let ball = Ball(frame)
        return DisplayList([ball.disc(tint), ball.bar(vertical: rotated)])
    }

    /// A tint disc with a white plus.
    static func insert(in frame: Rect, tint: Color) -> DisplayList {
        let ball = Ball(frame)
        return DisplayList([ball.disc(tint), ball.bar(vertical: false), ball.bar(vertical: true)])
    }

    /// The unselected ring: its outer edge on the ball's edge.
    static func unchecked(in frame: Rect, ring: Color) -> DisplayList {
        let ball = Ball(frame)
        let width = ControlArtwork.ringWidth * ball.unit
        let circle = DisplayPath.circle(centerX: ball.cx, centerY: ball.cy, radius: (ball.diameter - width) / 2)
        return DisplayList([.stroke(circle, .color(ring), StrokeStyle(width: width))])
    }

    /// The selected state: a tint disc with a white check (round ends and corner).
    static func checked(in frame: Rect, tint: Color) -> DisplayList {
        let ball = Ball(frame)
        var check = DisplayPath()
        for point in ControlArtwork.checkPath { check.line(ball.x + point.x * ball.unit, ball.y + point.y * ball.unit) }
        let style = StrokeStyle(width: ControlArtwork.checkWidth * ball.unit, cap: .round, join: .round)
        return DisplayList([ball.disc(tint), .stroke(check, .color(ControlArtwork.glyph), style)])
    }

    /// The reorder grip filling `frame` (22 × 8.5 pt): three full-width bars, the first at the top, the last at
    /// the bottom and the rest evenly between (bars at y = 0, 3.5, 7 pt).
    static func grip(in frame: Rect, color: Color) -> DisplayList {
        let bars = ControlArtwork.grabberBars
        let thickness = min(ControlArtwork.grabberBarThickness, frame.height / Double(bars))
        let pitch = (frame.height - thickness) / Double(bars - 1)
        return DisplayList(
            (0..<bars).map { bar in
                let y = frame.y + Double(bar) * pitch
                return .fill(.rectangle(Rect(x: frame.x, y: y, width: frame.width, height: thickness)), .color(color))
            })
    }
}
