internal import Foundation

/// The marks: `xmark`, `checkmark`, `ellipsis`, `ellipsis.circle.fill`, `pencil` and `square.and.arrow.up`.
extension SymbolArtwork {
    /// Two round-capped diagonals from corner to corner.
    func xmark() {
        let weight = 1.85
        let r = weight / 2
        pen.move(r, r)
        pen.line(width - r, height - r)
        pen.move(width - r, r)
        pen.line(r, height - r)
        pen.stroke(width: weight)
    }

    /// A short arm down to the bottom and a long arm up to the top-right corner, round capped and joined.
    func checkmark() {
        let weight = 1.9
        let r = weight / 2
        pen.move(r + 0.1, 8.8)
        pen.line(6.45, height - r - 0.05)
        pen.line(width - r, r)
        pen.stroke(width: weight)
    }

    /// Two chevrons, one pointing up over one pointing down, each as wide as the box and 0.386 of its height
    /// (the template's −72.46…−43.75 and −26.76…1.95 of 74.41), round capped; the stroke is the template's
    /// 6.4 units across the arms, scaled with the box's width.
    func upDownChevrons() {
        let weight = width * 6.4 / 51.02
        let r = weight / 2
        let arm = height * 28.71 / 74.41
        pen.move(r, arm - r)
        pen.line(width / 2, r)
        pen.line(width - r, arm - r)
        pen.move(r, height - arm + r)
        pen.line(width / 2, height - r)
        pen.line(width - r, height - arm + r)
        pen.stroke(width: weight)
    }

    /// Three dots as tall as the box, the outer ones touching its ends.
    func ellipsis() {
        let r = height / 2
        for cx in [r, width / 2, width - r] { pen.circle(cx, r, radius: r) }
        pen.fill()
    }

    /// A disc with three dots cut out of it.
    func ellipsisCircle() {
        let center = SymbolPoint(width / 2, height / 2)
        pen.circle(center.x, center.y, radius: min(width, height) / 2)
        let pitch = width * 0.237
        for dx in [-pitch, 0, pitch] { pen.circle(center.x + dx, center.y, radius: 1.53) }
        pen.fillEvenOdd()
    }

    /// A slanted pencil: a sharpened tip at the bottom left, the body, a thin cut and a rounded cap.
    func pencil() {
        let tip = SymbolPoint(0.35, height - 0.35)
        let toward = SymbolPoint(width - 0.35, 0.35)
        let angle = atan2(toward.y - tip.y, toward.x - tip.x)
        let half = 1.32
        let length = 20.4
        let cap = 2.8
        let bodyEnd = length - cap - Self.cut
        // Drawn along the pencil's axis, then filled there: a solid fill does not depend on the space it is
        // filled in, only on the path's points.
        pen.transformed(Transform(translateX: tip.x, translateY: tip.y, rotation: angle)) {
            pen.roundedPolygon(
                [
                    SymbolPoint(0, 0), SymbolPoint(2.3, -half), SymbolPoint(bodyEnd, -half), SymbolPoint(bodyEnd, half),
                    SymbolPoint(2.3, half),
                ], radii: [0.3, 0, 0, 0, 0])
            pen.roundedPolygon(
                [
                    SymbolPoint(length - cap, -half), SymbolPoint(length, -half), SymbolPoint(length, half),
                    SymbolPoint(length - cap, half),
                ], radii: [0, 0.9, 0.9, 0])
            pen.fill()
        }
    }

    /// A box open at the top with an arrow rising out of it.
    func share() {
        let s = 1.78
        let r = s / 2
        let boxTop = 6.36 + r
        let corner = 2.3
        let gap = width * 0.337
        let axis = width / 2
        // The box, its top edge broken around the arrow.
        pen.move(gap, boxTop)
        pen.line(r + corner, boxTop)
        pen.curve(r + corner * 0.45, boxTop, r, boxTop + corner * 0.45, r, boxTop + corner)
        pen.line(r, height - r - corner)
        pen.curve(r, height - r - corner * 0.45, r + corner * 0.45, height - r, r + corner, height - r)
        pen.line(width - r - corner, height - r)
        pen.curve(
            width - r - corner * 0.45, height - r, width - r, height - r - corner * 0.45, width - r,
            height - r - corner)
        pen.line(width - r, boxTop + corner)
        pen.curve(width - r, boxTop + corner * 0.45, width - r - corner * 0.45, boxTop, width - r - corner, boxTop)
        pen.line(width - gap, boxTop)
        pen.stroke(width: s, round: false)
        // The arrow: a shaft and a chevron head.
        pen.move(axis, 14.5)
        pen.line(axis, r + 0.3)
        pen.move(axis - 4.1, r + 4.0)
        pen.line(axis, r)
        pen.line(axis + 4.1, r + 4.0)
        pen.stroke(width: s)
    }
}
