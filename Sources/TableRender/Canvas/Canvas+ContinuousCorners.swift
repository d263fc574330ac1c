internal import CPangoCairo
internal import TableLayout

/// UIKit's continuous corner (`cornerCurve = .continuous`) as a path: per corner a line, three cubics and two
/// short lines, in corner radii from the rectangle's corner (along the edge it enters by, into the one it
/// leaves by). The control points are PaintCode's published reverse-engineering of iOS 7's rounded rectangle
/// ("Code for iOS 7 rounded rectangles"), the shape UIKit has kept [MED]. Where a side is too short for the
/// curve's 1.53-radius reach but leaves it 1.25 radii, each corner is drawn whole and cut where it meets the
/// opposite one (an iOS 26 single-row section of 68.67 pt follows it to 0.14 px); in less room the corner blends
/// towards a circular one, the radius capped where it does not fit (a capsule's end stays round).
extension Canvas {
    /// The continuous corner's steps: `[c1a, c1b, c2a, c2b, a, b]` for a cubic, `[a, b]` for a line.
    private static let continuousSteps: [[Double]] = [
        [1.52866483, 0],
        [1.08849323, 0, 0.86840689, 0, 0.66993427, 0.065496],
        [0.63149399, 0.074911],
        [0.37282392, 0.16905899, 0.16905899, 0.37282392, 0.074911, 0.63149399],
        [0.065496, 0.66993427],
        [0, 0.86840689, 0, 1.08849323, 0, 1.52866483],
    ]

    /// The same steps for a circular corner (κ = 0.5523 for the cubic quarter circle), so the two blend.
    private static let circularSteps: [[Double]] = [
        [1, 0],
        [1, 0, 1, 0, 1, 0],
        [1, 0],
        [1 - 0.55228475, 0, 0, 1 - 0.55228475, 0, 1],
        [0, 1],
        [0, 1, 0, 1, 0, 1],
    ]

    /// How far the continuous curve reaches along each edge, in radii.
    static let continuousReach = 1.52866483

    /// The least room, in radii, in which the whole curve is drawn and cut where it meets the opposite corner's;
    /// below it the corner blends towards a circle. Cut, the curve leaves the side's middle a waist as deep as
    /// its depth there: 0.15 px at 1.25 radii (@3x, 26 pt), 0.86 px at 1.0, where a reference (an iOS 26
    /// section of one 51 pt row) shows none: UIKit reshapes the short side there in a way not yet modelled
    /// [MED: `Docs/research/section-corner-profile.md`].
    static let smallestCutRoom = 1.25

    /// Adds `rect` with `corners` as a closed path: circular arcs, or the continuous curve.
    func addRoundedRect(_ rect: Rect, corners: RoundedCorners) {
        guard corners.continuous else {
            addRoundedRect(rect, radius: corners.radius, top: corners.top, bottom: corners.bottom)
            return
        }
        // The room each corner has along the vertical edge: half of it when both ends are rounded. A rectangle
        // rounded at one end keeps the whole radius up to its height: an iOS 26 section's first 51 pt row draws
        // its 26 pt corner (HA Servers and ListPicker, key-window renders, fit to 0.1 pt from 1.5 pt below the top
        // edge on); capping it at half the height drew 25.5.
        let vertical = corners.top && corners.bottom ? rect.height / 2 : rect.height
        let radius = max(0, min(corners.radius, rect.width / 2, vertical))
        let room = min(rect.width / 2, vertical)
        if radius > 0, room >= radius * Self.smallestCutRoom, room < radius * Self.continuousReach {
            addTruncatedContinuousRect(rect, corners: corners, radius: radius, vertical: vertical)
            return
        }
        let blend = radius > 0 ? min(1, max(0, (room / radius - 1) / (Self.continuousReach - 1))) : 0
        // Most corners have room for the whole curve: only the short sides blend.
        let steps =
            blend == 1
            ? Self.continuousSteps
            : zip(Self.circularSteps, Self.continuousSteps).map { circle, curve in
                zip(circle, curve).map { $0 + blend * ($1 - $0) }
            }
        cairo_new_sub_path(cr)
        for corner in CornerFrame.walk(rect, corners: corners, radius: radius) {
            let point = corner.point
            for step in steps {
                if step.count == 2 {
                    let p = point(step[0], step[1])
                    cairo_line_to(cr, p.0, p.1)
                } else {
                    let c1 = point(step[0], step[1])
                    let c2 = point(step[2], step[3])
                    let end = point(step[4], step[5])
                    cairo_curve_to(cr, c1.0, c1.1, c2.0, c2.1, end.0, end.1)
                }
            }
        }
        cairo_close_path(cr)
    }

    /// Pieces each cubic of the continuous corner is drawn in when it is cut (Cairo flattens a cubic to 0.1 px
    /// anyway; 16 chords of these curves stay within a hundredth of a pixel).
    private static let chordsPerCubic = 16

    /// The whole continuous curve where the radius fits but not the curve's 1.53-radius reach: each corner drawn
    /// in full and cut where it meets the opposite corner's, at the middle of the short side, as the
    /// intersection of the two corners' shapes. An iOS 26 section of one 68.67 pt row (HA SensorRow, iOS 26.0,
    /// key window: room 1.32 radii) follows it to 0.14 px down its side, where the corner blended towards a
    /// circle was 0.55 px off (`Docs/research/section-corner-profile.md`) [HIGH for that room; the rule from
    /// `smallestCutRoom` to the reach MED].
    private func addTruncatedContinuousRect(_ rect: Rect, corners: RoundedCorners, radius: Double, vertical: Double) {
        // The limits in radii: half the width along the top and bottom edges, the room above along the sides.
        let horizontal = rect.width / 2 / radius
        let upright = vertical / radius
        cairo_new_sub_path(cr)
        for corner in CornerFrame.walk(rect, corners: corners, radius: radius) {
            guard corner.r > 0 else {
                cairo_line_to(cr, corner.x, corner.y)
                continue
            }
            let (along, into) = corner.entersHorizontally ? (horizontal, upright) : (upright, horizontal)
            for (a, b) in Self.clip(Self.continuousPolyline, along: along, into: into) {
                let p = corner.point(a, b)
                cairo_line_to(cr, p.0, p.1)
            }
        }
        cairo_close_path(cr)
    }

    /// The continuous corner as (along, into) points in radii, from the entering edge to the leaving one.
    private static let continuousPolyline: [(Double, Double)] = {
        var points: [(Double, Double)] = []
        for step in continuousSteps {
            if step.count == 2 {
                points.append((step[0], step[1]))
                continue
            }
            let start = points.last ?? (0, 0)
            for index in 1...chordsPerCubic {
                let t = Double(index) / Double(chordsPerCubic)
                let u = 1 - t
                let blend = { (p0: Double, p1: Double, p2: Double, p3: Double) in
                    u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3
                }
                points.append(
                    (
                        blend(start.0, step[0], step[2], step[4]),
                        blend(start.1, step[1], step[3], step[5])
                    ))
            }
        }
        return points
    }()

    /// `points` (along decreasing, into increasing) without what lies past `along` or `into`, ending on the
    /// limits where the curve crosses them.
    private static func clip(_ points: [(Double, Double)], along: Double, into: Double) -> [(Double, Double)] {
        var kept: [(Double, Double)] = []
        for (index, point) in points.enumerated() {
            let previous = index > 0 ? points[index - 1] : point
            if point.0 > along { continue }
            if previous.0 > along, previous.0 != point.0 {
                let f = (previous.0 - along) / (previous.0 - point.0)
                kept.append((along, previous.1 + (point.1 - previous.1) * f))
            }
            if point.1 > into {
                if let last = kept.last, last.1 < into, point.1 != last.1 {
                    let f = (into - last.1) / (point.1 - last.1)
                    kept.append((last.0 + (point.0 - last.0) * f, into))
                }
                break
            }
            kept.append(point)
        }
        return kept
    }
}

/// One corner of a rounded rectangle's path: its origin, the direction of the edge the path enters it by (`a`)
/// and of the edge it leaves by (`b`), and its radius (0: square).
private struct CornerFrame {
    let x, y, ax, ay, bx, by, r: Double

    /// Whether the path reaches this corner along a horizontal edge (the top-right and bottom-left corners).
    var entersHorizontally: Bool { ax != 0 }

    /// The point `a` radii along the entering edge's direction and `b` along the leaving one's, from the corner.
    func point(_ a: Double, _ b: Double) -> (Double, Double) {
        (x + (a * ax + b * bx) * r, y + (a * ay + b * by) * r)
    }

    /// The four corners in the path's order, clockwise from the top right (entering along the top edge).
    static func walk(_ rect: Rect, corners: RoundedCorners, radius: Double) -> [CornerFrame] {
        let top = corners.top ? radius : 0
        let bottom = corners.bottom ? radius : 0
        return [
            CornerFrame(x: rect.maxX, y: rect.y, ax: -1, ay: 0, bx: 0, by: 1, r: top),
            CornerFrame(x: rect.maxX, y: rect.maxY, ax: 0, ay: -1, bx: -1, by: 0, r: bottom),
            CornerFrame(x: rect.x, y: rect.maxY, ax: 1, ay: 0, bx: 0, by: -1, r: bottom),
            CornerFrame(x: rect.x, y: rect.y, ax: 0, ay: 1, bx: 1, by: 0, r: top),
        ]
    }
}
