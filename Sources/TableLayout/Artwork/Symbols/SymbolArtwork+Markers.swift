/// `flag`, `pin` and `bookmark`: things that mark a message.
extension SymbolArtwork {
    /// A pole at the left with a banner waving down towards the right; `flag` outlines the banner.
    func flag(filled: Bool) {
        let pole = 1.68
        let wave = 1.6
        let bannerBottom = 12.9
        // The pole, with the banner's top-left corner rounding into it.
        pen.move(0, 2.2)
        pen.curve(0, 0.8, 0.9, 0, 2.2, 0)
        pen.line(pole, 0)
        pen.line(pole, height - pole / 2)
        pen.curve(pole, height, 0, height, 0, height - pole / 2)
        pen.close()
        pen.fill()
        banner(left: pole * 0.5, top: 0, right: width, bottom: bannerBottom, wave: wave, corner: 1.0)
        pen.fill()
        guard !filled else { return }
        let s = Self.stroke
        banner(left: pole, top: s, right: width - s, bottom: bannerBottom - s, wave: wave, corner: 0.3)
        pen.eraseFill()
    }

    /// A banner whose top and bottom edges fall by `wave` from `left` to `right` in one S-curve.
    private func banner(left: Double, top: Double, right: Double, bottom: Double, wave: Double, corner: Double) {
        let run = right - corner - left
        let bottomRight = bottom + wave
        pen.move(left, top)
        pen.curve(left + run * 0.45, top, right - corner - run * 0.45, top + wave, right - corner, top + wave)
        pen.curve(right - corner * 0.45, top + wave, right, top + wave + corner * 0.45, right, top + wave + corner)
        pen.line(right, bottomRight - corner)
        pen.curve(right, bottomRight - corner * 0.45, right - corner * 0.45, bottomRight, right - corner, bottomRight)
        pen.curve(right - corner - run * 0.45, bottomRight, left + run * 0.45, bottom, left, bottom)
        pen.close()
    }

    /// A push pin: a capped head, a neck, a domed collar and a needle. `pin.slash.fill` moves it right and
    /// crosses it with a slash from the top-left corner.
    func pin(slashed: Bool) {
        let pinWidth = 15.53
        // The slash reaches further right than the pin (`SystemSymbol.inkSize`: 5.81…82.47 vs 15.58…76.46).
        let axis = (slashed ? 2.49 : 0) + pinWidth / 2
        let needle = 0.97
        pen.mirroredOutline(
            axis: axis, top: SymbolPoint(axis, 0),
            right: [
                .line(from: SymbolPoint(axis, 0), to: SymbolPoint(axis + 4.7, 0)),
                SymbolCurve(SymbolPoint(axis + 6.0, 0), SymbolPoint(axis + 6.6, 0.6), SymbolPoint(axis + 6.6, 1.3)),
                SymbolCurve(SymbolPoint(axis + 6.6, 2.0), SymbolPoint(axis + 5.0, 3.4), SymbolPoint(axis + 3.0, 4.6)),
                .line(from: SymbolPoint(axis + 3.0, 4.6), to: SymbolPoint(axis + 3.3, 9.0)),
                SymbolCurve(
                    SymbolPoint(axis + 6.0, 10.0), SymbolPoint(axis + pinWidth / 2, 12.2),
                    SymbolPoint(axis + pinWidth / 2, 14.3)),
                SymbolCurve(
                    SymbolPoint(axis + pinWidth / 2, 15.3), SymbolPoint(axis + 7.1, 15.8), SymbolPoint(axis + 6.2, 15.8)
                ),
                .line(from: SymbolPoint(axis + 6.2, 15.8), to: SymbolPoint(axis + needle, 15.8)),
                .line(from: SymbolPoint(axis + needle, 15.8), to: SymbolPoint(axis + needle, 20.0)),
                SymbolCurve(
                    SymbolPoint(axis + needle, 21.6), SymbolPoint(axis + 0.35, height), SymbolPoint(axis, height)),
            ])
        pen.fill()
        guard slashed else { return }
        pen.slash(from: SymbolPoint(0.86, 2.4), to: SymbolPoint(18.69, 20.22), width: 1.72, gap: 1.2)
    }

    /// A ribbon with rounded top corners and a V notch between its two tails.
    func bookmark() {
        pen.roundedPolygon(
            [
                SymbolPoint(0, 0), SymbolPoint(width, 0), SymbolPoint(width, height), SymbolPoint(width / 2, 16.4),
                SymbolPoint(0, height),
            ], radii: [2.8, 2.8, 1.1, 0.5, 1.1])
        pen.fill()
    }
}
