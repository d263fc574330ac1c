internal import Foundation

extension DisplayPath {
    /// The outline as SVG path data (`M`, `L`, `C`, `A`, `Z`, absolute coordinates), numbers written by `number`.
    /// An arc becomes SVG arcs of at most half a turn each, from its start point (joined by a line when the path
    /// has a current point, as the painter joins it).
    public func svgData(_ number: (Double) -> String) -> String {
        var words: [String] = []
        var hasCurrentPoint = false
        func point(_ x: Double, _ y: Double) -> String { number(x) + " " + number(y) }
        for element in elements {
            switch element {
            case .move(let x, let y):
                words.append("M " + point(x, y))
                hasCurrentPoint = true
            case .line(let x, let y):
                words.append((hasCurrentPoint ? "L " : "M ") + point(x, y))
                hasCurrentPoint = true
            case .curve(let x1, let y1, let x2, let y2, let x, let y):
                if !hasCurrentPoint { words.append("M " + point(x1, y1)) }
                words.append("C " + point(x1, y1) + " " + point(x2, y2) + " " + point(x, y))
                hasCurrentPoint = true
            case .arc(let cx, let cy, let radius, let start, let end):
                words += Self.arcWords(cx, cy, radius, start, end, joined: hasCurrentPoint, point: point, number)
                hasCurrentPoint = true
            case .rectangle(let rect):
                words.append("M " + point(rect.x, rect.y) + " L " + point(rect.maxX, rect.y))
                words.append("L " + point(rect.maxX, rect.maxY) + " L " + point(rect.x, rect.maxY) + " Z")
                hasCurrentPoint = true
            case .newSubPath:
                hasCurrentPoint = false
            case .close:
                words.append("Z")
            }
        }
        return words.joined(separator: " ")
    }

    /// An arc as SVG words: the line or move to its start, then half turns or less, clockwise on screen.
    private static func arcWords(
        _ cx: Double, _ cy: Double, _ radius: Double, _ start: Double, _ end: Double, joined: Bool,
        point: (Double, Double) -> String, _ number: (Double) -> String
    ) -> [String] {
        var last = end
        while last < start { last += 2 * Double.pi }  // as Cairo's arc: the end comes after the start
        var words = [(joined ? "L " : "M ") + point(cx + radius * cos(start), cy + radius * sin(start))]
        let pieces = max(1, Int(((last - start) / Double.pi).rounded(.up)))
        let step = (last - start) / Double(pieces)
        for piece in 1...pieces {
            let angle = start + step * Double(piece)
            let r = number(radius)
            words.append("A \(r) \(r) 0 0 1 " + point(cx + radius * cos(angle), cy + radius * sin(angle)))
        }
        return words
    }
}
