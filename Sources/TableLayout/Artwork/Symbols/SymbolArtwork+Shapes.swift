internal import Foundation

/// `star.fill`, `heart.fill` and `folder.fill`.
extension SymbolArtwork {
    /// A plump five-pointed star (inner radius 0.45 of the outer, against a regular star's 0.38) with
    /// rounded points.
    func star() {
        let outer = 11.85
        let inner = outer * 0.45
        let center = SymbolPoint(width / 2, 11.45)
        var points: [SymbolPoint] = []
        var radii: [Double] = []
        for index in 0..<10 {
            let angle = Double(index) * Double.pi / 5 - Double.pi / 2
            let radius = index.isMultiple(of: 2) ? outer : inner
            points.append(SymbolPoint(center.x + radius * cos(angle), center.y + radius * sin(angle)))
            radii.append(index.isMultiple(of: 2) ? 1.1 : 0.5)
        }
        pen.roundedPolygon(points, radii: radii)
        pen.fill()
    }

    /// Two round lobes meeting in a dip at the top and a softly rounded point at the bottom.
    func heart() {
        let axis = width / 2
        pen.mirroredOutline(
            axis: axis, top: SymbolPoint(axis, 2.6),
            right: [
                SymbolCurve(SymbolPoint(axis + 0.9, 1.0), SymbolPoint(axis + 2.5, 0), SymbolPoint(axis + 4.4, 0)),
                SymbolCurve(SymbolPoint(axis + 7.6, 0), SymbolPoint(width, 2.5), SymbolPoint(width, 5.9)),
                SymbolCurve(SymbolPoint(width, 10.6), SymbolPoint(axis + 5.2, 14.8), SymbolPoint(axis + 1.1, 17.7)),
                SymbolCurve(SymbolPoint(axis + 0.6, 18.05), SymbolPoint(axis + 0.3, height), SymbolPoint(axis, height)),
            ])
        pen.fill()
    }

    /// A folder: a tab at the top left on the back panel, and the front panel below a thin cut.
    func folder() {
        let tabHeight = 1.78
        let corner = 3.2
        pen.move(0, 2.8)
        pen.curve(0, 1.0, 1.0, 0, 2.8, 0)
        pen.line(5.6, 0)
        pen.curve(6.7, 0, 7.2, 0.3, 7.8, 0.8)
        pen.line(8.3, 1.2)
        pen.curve(8.8, 1.6, 9.2, tabHeight, 9.9, tabHeight)
        pen.line(width - corner, tabHeight)
        pen.curve(width - corner * 0.45, tabHeight, width, tabHeight + corner * 0.55, width, tabHeight + corner)
        pen.line(width, height - corner)
        pen.curve(width, height - corner * 0.45, width - corner * 0.45, height, width - corner, height)
        pen.line(corner, height)
        pen.curve(corner * 0.45, height, 0, height - corner * 0.45, 0, height - corner)
        pen.close()
        pen.fill()
        pen.roundedRect(-1, 5.55, width + 2, 1.45, radius: 0)
        pen.eraseFill()
    }
}
