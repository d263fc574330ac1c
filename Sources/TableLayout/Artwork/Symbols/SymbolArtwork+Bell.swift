/// `bell.fill` and `bell.slash.fill`.
extension SymbolArtwork {
    /// A bell: a small knob, a dome, straight sides flaring into a rim, and a clapper below. The slashed bell
    /// is crossed from its top-left corner by a slash with a cut on both sides.
    func bell(slashed: Bool) {
        let bellWidth = 18.58
        let axis = (slashed ? 0.03 : 0) + bellWidth / 2
        let half = bellWidth / 2
        let rim = 16.7
        pen.mirroredOutline(
            axis: axis, top: SymbolPoint(axis, 0),
            right: [
                SymbolCurve(SymbolPoint(axis + 1.2, 0), SymbolPoint(axis + 2.0, 0.8), SymbolPoint(axis + 2.2, 2.0)),
                SymbolCurve(SymbolPoint(axis + 5.2, 2.9), SymbolPoint(axis + 6.5, 5.6), SymbolPoint(axis + 6.5, 9.6)),
                SymbolCurve(
                    SymbolPoint(axis + 6.5, 11.5), SymbolPoint(axis + 6.9, 12.4), SymbolPoint(axis + 7.6, 13.1)),
                SymbolCurve(
                    SymbolPoint(axis + 8.5, 13.9), SymbolPoint(axis + half, 14.6), SymbolPoint(axis + half, 15.5)),
                SymbolCurve(SymbolPoint(axis + half, 16.3), SymbolPoint(axis + 8.7, rim), SymbolPoint(axis + 7.6, rim)),
                .line(from: SymbolPoint(axis + 7.6, rim), to: SymbolPoint(axis, rim)),
            ])
        // The clapper: a flattened half disc under the rim.
        let clapperTop = 18.15
        let clapper = 3.06
        pen.move(axis - clapper, clapperTop)
        pen.curve(axis - clapper * 0.95, height - 1.0, axis - clapper * 0.55, height, axis, height)
        pen.curve(axis + clapper * 0.55, height, axis + clapper * 0.95, height - 1.0, axis + clapper, clapperTop)
        pen.close()
        pen.fill()
        guard slashed else { return }
        pen.slash(from: SymbolPoint(0.86, 1.64), to: SymbolPoint(18.24, 19.0), width: 1.72, gap: 1.2)
    }
}
