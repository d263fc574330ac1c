/// The modern looks' edit controls as display lists: TableShot's own paths for the SF Symbols UIKit uses from
/// iOS 13 on (`modern-metrics.md` §9): `minus.circle.fill`, `plus.circle.fill`, `circle`, `checkmark.circle.fill`
/// and `line.horizontal.3`. The circle is the largest disc centred in `frame` (the layout gives its ink box,
/// `EditSymbolMetrics`); the glyphs keep the symbols' proportions, read from the bounds of the SF Symbols 7
/// exports in gavinsawyer/gavinsawyer `libs/symbols` (a 30.53 pt circle; only sizes taken, no outlines).
enum SymbolEditControlArtwork {
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

        func fill(_ color: Color) -> DisplayItem {
            .fill(.circle(centerX: cx, centerY: cy, radius: diameter / 2), .color(color))
        }

        /// A white round-ended bar through the centre, `length` and `thickness` in circle units.
        func bar(length: Double, thickness: Double, vertical: Bool) -> DisplayItem {
            let half = (length - thickness) * diameter / 2
            var path = DisplayPath()
            if vertical {
                path.move(cx, cy - half)
                path.line(cx, cy + half)
            } else {
                path.move(cx - half, cy)
                path.line(cx + half, cy)
            }
            return SymbolEditControlArtwork.stroke(path, width: thickness * diameter)
        }
    }

    /// A tint disc with a white minus; `rotated` stands it up (the Delete confirmation showing).
    static func delete(in frame: Rect, rotated: Bool, tint: Color) -> DisplayList {
        let disc = Disc(frame)
        return DisplayList([
            disc.fill(tint), disc.bar(length: minusLength, thickness: minusThickness, vertical: rotated),
        ])
    }

    /// A tint disc with a white plus.
    static func insert(in frame: Rect, tint: Color) -> DisplayList {
        let disc = Disc(frame)
        return DisplayList([
            disc.fill(tint), disc.bar(length: plusLength, thickness: plusThickness, vertical: false),
            disc.bar(length: plusLength, thickness: plusThickness, vertical: true),
        ])
    }

    /// The unselected `circle`: its outer edge on the disc's edge.
    static func unchecked(in frame: Rect, ring: Color) -> DisplayList {
        let disc = Disc(frame)
        let width = ringThickness * disc.diameter
        let circle = DisplayPath.circle(centerX: disc.cx, centerY: disc.cy, radius: (disc.diameter - width) / 2)
        return DisplayList([.stroke(circle, .color(ring), StrokeStyle(width: width))])
    }

    /// The selected `checkmark.circle.fill`: a tint disc with a white check.
    static func checked(in frame: Rect, tint: Color) -> DisplayList {
        let disc = Disc(frame)
        let left = disc.cx - disc.diameter / 2
        let top = disc.cy - disc.diameter / 2
        var check = DisplayPath()
        for point in checkPath { check.line(left + point.x * disc.diameter, top + point.y * disc.diameter) }
        return DisplayList([disc.fill(tint), stroke(check, width: checkThickness * disc.diameter)])
    }

    /// `line.horizontal.3` filling `frame`: three round-ended bars, the first on the top edge, the last on the
    /// bottom edge.
    static func grip(in frame: Rect, color: Color) -> DisplayList {
        let thickness = min(gripBarThickness * frame.width, frame.height / 3)
        var path = DisplayPath()
        for bar in 0..<3 {
            let y = frame.y + thickness / 2 + Double(bar) * (frame.height - thickness) / 2
            path.move(frame.x + thickness / 2, y)
            path.line(frame.maxX - thickness / 2, y)
        }
        return DisplayList([stroke(path, width: thickness, color)])
    }

    private static func stroke(_ path: DisplayPath, width: Double, _ color: Color = glyph) -> DisplayItem {
        .stroke(path, .color(color), StrokeStyle(width: width, cap: .round, join: .round))
    }
}
