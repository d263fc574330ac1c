internal import Foundation

/// UIKit's continuous corner (`cornerCurve = .continuous`) as a path: per corner a line, three cubics and two
/// short lines, in corner radii from the rectangle's corner (along the edge it enters by, into the one it
/// leaves by). The control points are PaintCode's published reverse-engineering of iOS 7's rounded rectangle
/// ("Code for iOS 7 rounded rectangles") [MED], except where the curve leaves the straight edge: UIKit's reaches
/// further along it than the published 1.53 radii, the more so beside a circular half (`Tail`).
///
/// Core Animation shapes each half of a corner by the room along its own edge, half that edge of the layer
/// (whichever corners are masked): a half with room for most of the curve's reach keeps the curve, cut where it
/// meets the opposite corner's; a half with less turns circular from the corner's 45° point on. On iOS 26 (26 pt
/// radius) a 51 pt cell's side is a quarter circle while its top keeps the curve: the first row of a four-row
/// section and a single-row section (HA ListPicker, iOS 26.0, key window) fit it to 0.13 px down the side, where
/// the whole curve was 1.0 px off; a 68.67 pt single row (HA SensorRow, 1.32 radii of room) keeps the curve on
/// both (`Docs/research/section-corner-profile.md`).
extension DisplayPath {
    /// Where the continuous curve leaves the straight edge, in radii: the first cubic's start (the reach) and
    /// first control point, both on the edge. PaintCode's published curve has 1.529 and 1.088; fitted on the
    /// depth profiles of real renders, UIKit's tail lies a little deeper and longer [MED: fitted, the rest of the
    /// curve as published; `Docs/research/section-corner-profile.md`].
    struct Tail {
        let reach: Double
        let control: Double

        /// Beside a half that keeps the curve too: HA iOS 18.2 ListPicker (10 pt radius) and iOS 26.0 SensorRow
        /// (26 pt) fit it to 0.07 and 0.06–0.14 px rms along their edges (0.09 and 0.08–0.19 published).
        static let paired = Tail(reach: 1.6, control: 1.18)
        /// Beside a circular half: the top edge of an iOS 26 51 pt cell (HA ListPicker 26.0, light and dark) fits
        /// it to 0.09 px rms (0.23 published), and so do the iOS 26 switch's track and knob, which were not fitted
        /// (0.05 and 0.04 px; 0.14 and 0.11 published).
        static let lone = Tail(reach: 1.92, control: 1.25)
    }

    /// The continuous corner's steps with `tail` at both ends: `[c1a, c1b, c2a, c2b, a, b]` for a cubic, `[a, b]`
    /// for a line.
    private static func continuousSteps(_ tail: Tail) -> [[Double]] {
        [
            [tail.reach, 0],
            [tail.control, 0, 0.86840689, 0, 0.66993427, 0.065496],
            [0.63149399, 0.074911],
            [0.37282392, 0.16905899, 0.16905899, 0.37282392, 0.074911, 0.63149399],
            [0.065496, 0.66993427],
            [0, 0.86840689, 0, tail.control, 0, tail.reach],
        ]
    }

    /// How far the continuous curve reaches along each edge when both halves keep it, in radii.
    static let continuousReach = Tail.paired.reach

    /// The least room along an edge, in radii, in which that half of the corner keeps the continuous curve; with
    /// less it is circular. Measured on both sides of it: 0.98 radii circular, 1.32 the curve (iOS 26, HA
    /// ListPicker and SensorRow); where between the two Core Animation switches is not measured [MED].
    static let smallestCurveRoom = 1.25

    /// Adds `rect` with `corners` as a closed sub-path: circular arcs, or the continuous curve.
    /// `frame`'s outline: the rectangle, or with `corners` rounded as `addRoundedRect(_:corners:)` rounds them.
    public static func outline(of frame: Rect, corners: RoundedCorners?) -> DisplayPath {
        guard let corners else { return .rectangle(frame) }
        var path = DisplayPath()
        path.addRoundedRect(frame, corners: corners)
        return path
    }

    public mutating func addRoundedRect(_ rect: Rect, corners: RoundedCorners) {
        guard corners.continuous else {
            addRoundedRect(rect, radius: corners.radius, top: corners.top, bottom: corners.bottom)
            return
        }
        // Where the corners end: at the middle of a side when both its ends are rounded, else at the far end.
        let limit = corners.top && corners.bottom ? rect.height / 2 : rect.height
        // The radius fits the rectangle, the middle of a side rounded up to the whole point: a 51 pt single-row
        // iOS 26 section keeps its 26 pt radius (HA ListPicker, 26.0: 0.15 px down the side, where 25.5 was 0.8 px
        // off) and the two corners meet in a cusp a thousandth of a point deep [LOW: one reference].
        let radius = max(0, min(corners.radius, rect.width / 2, limit < rect.height ? limit.rounded(.up) : limit))
        guard radius > 0 else {
            elements.append(.rectangle(rect))
            return
        }
        let across = rect.width / 2 / radius
        let upright = rect.height / 2 / radius
        if min(across, upright) >= Self.continuousReach {
            addWholeContinuousRect(rect, corners: corners, radius: radius)
            return
        }
        // Each corner's halves: the curve cut at the room (the limit along the sides), or circular.
        let sideLimit = limit / radius
        newSubPath()
        for corner in CornerFrame.walk(rect, corners: corners, radius: radius) {
            guard corner.r > 0 else {
                line(corner.x, corner.y)
                continue
            }
            let (alongRoom, intoRoom) = corner.entersHorizontally ? (across, upright) : (upright, across)
            let (alongLimit, intoLimit) = corner.entersHorizontally ? (across, sideLimit) : (sideLimit, across)
            let points = Self.cornerPolylines[
                Self.polylineIndex(
                    enteringCircular: alongRoom < Self.smallestCurveRoom,
                    leavingCircular: intoRoom < Self.smallestCurveRoom)]
            for (a, b) in Self.clip(points, along: alongLimit, into: intoLimit) {
                let p = corner.point(a, b)
                line(p.0, p.1)
            }
        }
        close()
    }

    /// The whole continuous curve at every corner, as cubics: every side has room for its reach.
    private mutating func addWholeContinuousRect(_ rect: Rect, corners: RoundedCorners, radius: Double) {
        newSubPath()
        for corner in CornerFrame.walk(rect, corners: corners, radius: radius) {
            let point = corner.point
            for step in Self.pairedSteps {
                if step.count == 2 {
                    let p = point(step[0], step[1])
                    line(p.0, p.1)
                } else {
                    let c1 = point(step[0], step[1])
                    let c2 = point(step[2], step[3])
                    let end = point(step[4], step[5])
                    curve(c1.0, c1.1, c2.0, c2.1, end.0, end.1)
                }
            }
        }
        close()
    }

    /// Pieces each cubic of the continuous corner, and each eighth of a circle, is drawn in as a polyline (Cairo
    /// flattens a cubic to 0.1 px anyway; 16 chords of these curves stay within a hundredth of a pixel).
    private static let chordsPerCubic = 16

    /// The steps of a corner whose halves both keep the curve, drawn as cubics.
    private static let pairedSteps = continuousSteps(.paired)

    /// The corner polylines for each pair of halves, built once (`polylineIndex`).
    private static let cornerPolylines: [[(Double, Double)]] = [false, true].flatMap { entering in
        [false, true].map { leaving in cornerPolyline(enteringCircular: entering, leavingCircular: leaving) }
    }

    private static func polylineIndex(enteringCircular: Bool, leavingCircular: Bool) -> Int {
        (enteringCircular ? 2 : 0) + (leavingCircular ? 1 : 0)
    }

    /// A corner as (along, into) points in radii, from the entering edge to the leaving one: each half (up to the
    /// 45° point, where the curve passes within 0.0014 radii of the circle's) the continuous curve or a circle.
    private static func cornerPolyline(enteringCircular: Bool, leavingCircular: Bool) -> [(Double, Double)] {
        let curve = enteringCircular || leavingCircular ? lonePolyline : pairedPolyline
        let middle = curve.count / 2
        let entering = enteringCircular ? circularEighth(entering: true) : Array(curve[...middle])
        let leaving = leavingCircular ? circularEighth(entering: false) : Array(curve[middle...])
        return entering + leaving.dropFirst()
    }

    /// The entering or leaving eighth of a circular corner of radius 1 (centre (1, 1)), from the edge to the
    /// 45° point or from it to the other edge.
    private static func circularEighth(entering: Bool) -> [(Double, Double)] {
        (0...chordsPerCubic).map { index in
            let angle = Double.pi / 4 * (Double(index) / Double(chordsPerCubic) + (entering ? 0 : 1))
            return (1 - sin(angle), 1 - cos(angle))
        }
    }

    /// The continuous corner with each tail as (along, into) points in radii, from the entering edge to the
    /// leaving one.
    private static let pairedPolyline = polyline(.paired)
    private static let lonePolyline = polyline(.lone)

    private static func polyline(_ tail: Tail) -> [(Double, Double)] {
        var points: [(Double, Double)] = []
        for step in continuousSteps(tail) {
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
    }

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
