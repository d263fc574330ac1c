/// The classic `UIRefreshControl` tear-drop: a top circle with a white arrow ring, a bottom circle shrinking as
/// the drop stretches, and the hull between them, filled with the tint (proportions of ODRefreshControl, the
/// iOS 6 clone; Docs/research/issue10-uikit-facts.md §7), in a box `width` wide.
enum TeardropArtwork {
    /// How far the drop stretches before it snaps into refreshing.
    static let maximumStretch = 53.0
    /// The hull's outline: black at 25 %, half a point wide (ODRefreshControl).
    static let outline = Color(red: 64, green: 64, blue: 64, alpha: 128)

    static func list(stretch: Double, width: Double, tint: Color) -> DisplayList {
        let t = min(1, max(0, stretch / maximumStretch))
        let topRadius = 16 - 3.5 * t
        let bottomRadius = 16 - 13 * t
        let cx = width / 2
        let topY = 5 + 4 * t + topRadius
        let bottomY = topY + stretch
        var hull = DisplayPath()
        hull.arc(centerX: cx, centerY: topY, radius: topRadius, start: Double.pi, end: 0)
        hull.curve(
            cx + topRadius, topY + stretch / 2, cx + bottomRadius, bottomY - stretch / 2, cx + bottomRadius, bottomY)
        hull.arc(centerX: cx, centerY: bottomY, radius: bottomRadius, start: 0, end: Double.pi)
        hull.curve(cx - bottomRadius, bottomY - stretch / 2, cx - topRadius, topY + stretch / 2, cx - topRadius, topY)
        hull.close()
        // The white arrow: an open ring with a head at its end.
        let ring = 7 - 2 * t
        var arrow = DisplayPath()
        arrow.arc(centerX: cx, centerY: topY, radius: ring, start: -Double.pi / 2, end: 1.2 * Double.pi)
        let head = 3.5 - t
        var tip = DisplayPath()
        tip.move(cx, topY - ring - head)
        tip.line(cx + head * 1.4, topY - ring)
        tip.line(cx, topY - ring + head)
        tip.close()
        return DisplayList([
            .fill(hull, .color(tint)), .stroke(hull, .color(outline), StrokeStyle(width: 0.5, cap: .round)),
            .stroke(arrow, .color(.white), StrokeStyle(width: 3 - t, cap: .round)), .fill(tip, .color(.white)),
        ])
    }
}
