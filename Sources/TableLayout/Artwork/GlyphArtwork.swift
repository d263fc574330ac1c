internal import Foundation
internal import TableSpec

/// A node's `glyph` as a display list centred in a `size` box, in its tint: the activity indicator's spokes, the
/// classic refresh control's tear-drop, the search magnifier, the stepper's minus and plus, and SF Symbols
/// (`SymbolGlyphArtwork`).
enum GlyphArtwork {
    /// The magnifier's ring sits up and left of the centre by this share of its diameter…
    static let handleShift = 0.15
    /// …and its handle is this share of the diameter long (estimated from iOS 7's search glyph).
    static let handleLength = 0.45

    static func list(_ glyph: Glyph, size: Size, color: Color) -> DisplayList {
        let cx = size.width / 2
        let cy = size.height / 2
        switch glyph {
        case .spinner(let spokes, let visible, let inner, let outer, let width, let minimumAlpha):
            return DisplayList(
                (0..<max(0, min(visible, spokes))).map { spoke in
                    let angle = 2 * Double.pi * Double(spoke) / Double(max(1, spokes)) - Double.pi / 2
                    let fade = 1 - (1 - minimumAlpha) * Double(spoke) / Double(max(1, spokes - 1))
                    var ink = color
                    ink.alpha = UInt8((Double(color.alpha) * fade).rounded())
                    var path = DisplayPath()
                    path.move(cx + inner * cos(angle), cy + inner * sin(angle))
                    path.line(cx + outer * cos(angle), cy + outer * sin(angle))
                    return .stroke(path, .color(ink), StrokeStyle(width: width, cap: .round))
                })
        case .teardrop(let stretch):
            return TeardropArtwork.list(stretch: stretch, width: size.width, tint: color)
        case .magnifier(let diameter, let width):
            let radius = diameter / 2
            let ringX = cx - diameter * handleShift
            let ringY = cy - diameter * handleShift
            var ring = DisplayPath()
            ring.newSubPath()
            ring.arc(centerX: ringX, centerY: ringY, radius: radius, start: 0, end: 2 * Double.pi)
            let start = radius / 2.0.squareRoot()
            let end = start + diameter * handleLength
            var handle = DisplayPath()
            handle.move(ringX + start, ringY + start)
            handle.line(ringX + end, ringY + end)
            let style = StrokeStyle(width: width, cap: .round)
            return DisplayList([.stroke(ring, .color(color), style), .stroke(handle, .color(color), style)])
        case .minus(let length, let width):
            return DisplayList([bar(cx: cx, cy: cy, length: length, thickness: width, vertical: false, color)])
        case .plus(let length, let width):
            return DisplayList([
                bar(cx: cx, cy: cy, length: length, thickness: width, vertical: false, color),
                bar(cx: cx, cy: cy, length: length, thickness: width, vertical: true, color),
            ])
        case .symbol(.own(let symbol)):
            return SymbolGlyphArtwork.list(symbol, size: size, color: color)
        case .symbol(.open(let symbol)):
            return OpenSymbolArtwork.list(symbol, size: size, color: color)
        case .symbol(.template(let template)):
            return TemplateSymbolArtwork.list(template, size: size, color: color)
        case .signal(let count, let dots):
            return StatusBarArtwork.signal(count: count, dots: dots, size: size, color: color)
        case .wifi:
            return StatusBarArtwork.wifi(size: size, color: color)
        case .battery(let fill):
            return StatusBarArtwork.battery(size: size, color: color, fill: fill)
        }
    }

    /// A `length` × `thickness` bar centred on (`cx`, `cy`), lying or standing.
    private static func bar(
        cx: Double, cy: Double, length: Double, thickness: Double, vertical: Bool, _ color: Color
    ) -> DisplayItem {
        let width = vertical ? thickness : length
        let height = vertical ? length : thickness
        return .fill(
            .rectangle(Rect(x: cx - width / 2, y: cy - height / 2, width: width, height: height)), .color(color))
    }
}
