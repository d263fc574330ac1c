internal import Foundation

/// The status bar's glyphs in a `size` box (`Glyph.signal`, `.wifi`, `.battery`), in the node's tint: shapes of our
/// own with the proportions of Apple's UI kits' status bars [LOW: estimated].
enum StatusBarArtwork {
    /// `count` bars rising from a third to the full height (iOS 6, iOS 11 on), or `count` dots (iOS 7–10).
    static func signal(count: Int, dots: Bool, size: Size, color: Color) -> DisplayList {
        let count = max(1, count)
        var path = DisplayPath()
        if dots {
            let pitch = size.width / Double(count)
            let radius = min(size.height, pitch * 0.9) / 2
            for index in 0..<count {
                path.addCircle(centerX: pitch * (Double(index) + 0.5), centerY: size.height / 2, radius: radius)
            }
        } else {
            // Bars a little narrower than their gaps' pitch, each a third taller than the one before.
            let pitch = size.width / Double(count)
            let barWidth = pitch * 0.7
            for index in 0..<count {
                let height = size.height * (Double(index) + 1.3) / (Double(count) + 0.3)
                path.addRoundedRect(
                    Rect(x: pitch * Double(index), y: size.height - height, width: barWidth, height: height),
                    radius: barWidth * 0.3, top: true, bottom: true)
            }
        }
        return DisplayList([.fill(path, .color(color), evenOdd: false)])
    }

    /// A fan of two bands over a wedge (the Wi-Fi's three levels), its point at the bottom centre, as wide as
    /// `size`.
    static func wifi(size: Size, color: Color) -> DisplayList {
        let cx = size.width / 2
        let apex = size.height
        let spread = Double.pi / 4  // 45° each side of vertical
        let (from, to) = (-Double.pi / 2 - spread, -Double.pi / 2 + spread)
        let thickness = size.height * 0.18
        let wedge = size.height * 0.3
        var path = DisplayPath()
        path.newSubPath()
        path.move(cx, apex)
        path.arc(centerX: cx, centerY: apex, radius: wedge, start: from, end: to)
        path.close()
        let outer = min(size.height, cx / sin(spread))
        for band in 1...2 {
            let rOut = wedge + (outer - wedge) * Double(band) / 2
            let rIn = rOut - thickness
            path.newSubPath()
            path.arc(centerX: cx, centerY: apex, radius: rOut, start: from, end: to)
            // The inner edge back, as a polyline (an arc element turns one way only).
            for step in 0...16 {
                let angle = to + (from - to) * Double(step) / 16
                path.line(cx + rIn * cos(angle), apex + rIn * sin(angle))
            }
            path.close()
        }
        return DisplayList([.fill(path, .color(color), evenOdd: false)])
    }

    /// The battery, full: a rounded outline a third as opaque as the tint (its cap beside it, right), filled
    /// inside with `fill` (or the tint).
    static func battery(size: Size, color: Color, fill: Color?) -> DisplayList {
        let capWidth = max(1, size.width * 0.06)
        let body = Rect(x: 0, y: 0, width: size.width - capWidth - 1, height: size.height)
        let line = max(1, size.height / 12)
        var outline = DisplayPath()
        outline.addRoundedRect(body, radius: size.height * 0.3, top: true, bottom: true)
        let inner = Rect(
            x: body.x + line, y: body.y + line, width: body.width - 2 * line, height: body.height - 2 * line)
        outline.addRoundedRect(inner, radius: max(0, size.height * 0.3 - line), top: true, bottom: true)
        var cap = DisplayPath()
        cap.addRoundedRect(
            Rect(x: body.width + 1, y: size.height * 0.32, width: capWidth, height: size.height * 0.36),
            radius: capWidth / 2, top: true, bottom: true)
        var level = DisplayPath()
        let gap = line * 1.5
        level.addRoundedRect(
            Rect(
                x: inner.x + gap - line, y: inner.y + gap - line, width: inner.width - 2 * (gap - line),
                height: inner.height - 2 * (gap - line)),
            radius: max(0, size.height * 0.3 - 2 * line), top: true, bottom: true)
        var faint = color
        faint.alpha = UInt8((Double(color.alpha) * 0.4).rounded())
        return DisplayList([
            .fill(outline, .color(faint), evenOdd: true), .fill(cap, .color(faint), evenOdd: false),
            .fill(level, .color(fill ?? color), evenOdd: false),
        ])
    }
}
