/// `envelope.fill`, `envelope.open.fill` and `arrowshape.turn.up.left.fill` (reply).
extension SymbolArtwork {
    /// A filled envelope with its flap's V and the two lower folds cut out as thin lines.
    func envelope() {
        pen.roundedRect(0, 0, width, height, radius: 3.0)
        pen.fill()
        let tip = SymbolPoint(width / 2, 10.33)
        let rise = 0.6
        // The flap's V, from corner to corner through the middle.
        pen.move(-1, rise - (tip.y - rise) / tip.x)
        pen.line(tip.x, tip.y)
        pen.line(width + 1, rise - (tip.y - rise) / tip.x)
        // The lower folds, from the V down to the bottom corners.
        let fold = 8.8
        let foldY = rise + (tip.y - rise) * fold / tip.x
        pen.move(fold, foldY)
        pen.line(fold - (height + 1 - foldY), height + 1)
        pen.move(width - fold, foldY)
        pen.line(width - fold + (height + 1 - foldY), height + 1)
        pen.eraseStroke(width: Self.cut, round: false)
    }

    /// An open envelope: the back with its open flap as a band, two side folds, and the front pocket; the
    /// letter space between them is left empty.
    func openEnvelope() {
        let shoulder = 7.8
        let peak = -0.6
        let outer = [
            SymbolPoint(0, height), SymbolPoint(0, shoulder), SymbolPoint(width / 2, peak),
            SymbolPoint(width, shoulder),
            SymbolPoint(width, height),
        ]
        let outerRadii = [3.0, 1.6, 2.0, 1.6, 3.0]
        pen.roundedPolygon(outer, radii: outerRadii)
        pen.fill()
        // The space inside the back: above the side folds and below the flap band, open at the bottom.
        pen.roundedPolygon(
            [
                SymbolPoint(0.16, 20.65), SymbolPoint(7.42, 14.1), SymbolPoint(2.24, 8.93), SymbolPoint(width / 2, 1.6),
                SymbolPoint(width - 2.24, 8.93), SymbolPoint(width - 7.42, 14.1), SymbolPoint(width - 0.16, 20.65),
                SymbolPoint(width + 1, height + 1), SymbolPoint(-1, height + 1),
            ], radii: [0, 0.5, 0.6, 1.0, 0.6, 0.5, 0])
        pen.eraseFill()
        // The front pocket: the envelope's lower part below two edges rising to a point in the middle.
        pen.roundedPolygon(outer, radii: outerRadii)
        pen.clipped {
            pen.roundedPolygon(
                [
                    SymbolPoint(-2, 24.4), SymbolPoint(width / 2, 12.67), SymbolPoint(width + 2, 24.4),
                    SymbolPoint(width + 2, height + 2), SymbolPoint(-2, height + 2),
                ], radii: [0, 1.0, 0])
            pen.fill()
        }
    }

    /// A reply arrow: a head pointing left, and a tail sweeping right and down.
    func reply() {
        let neck = 10.93
        let shaftTop = 4.87
        let shaftBottom = 13.26
        pen.move(neck, shaftTop)
        pen.curve(17.7, shaftTop, width, 8.6, width, 16.5)
        // The tail's rounded end, flowing on into its underside.
        pen.curve(width, 17.6, width - 0.6, height, width - 1.2, height)
        pen.curve(width - 1.9, height, width - 2.3, 17.95, width - 2.6, 17.4)
        pen.curve(width - 3.5, 15.75, 15.8, shaftBottom, neck, shaftBottom)
        pen.line(neck, 16.9)
        pen.curve(neck, 17.7, neck - 0.6, height, neck - 1.3, height)
        pen.curve(neck - 1.8, height, neck - 2.2, 17.85, neck - 2.7, 17.4)
        pen.line(0.55, 9.95)
        pen.curve(0.1, 9.55, 0.1, 8.55, 0.55, 8.15)
        pen.line(neck - 2.7, 0.75)
        pen.curve(neck - 2.2, 0.3, neck - 1.8, 0, neck - 1.3, 0)
        pen.curve(neck - 0.6, 0, neck, 0.5, neck, 1.3)
        pen.close()
        pen.fill()
    }
}
