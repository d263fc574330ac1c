/// `trash` and `archivebox`, outlined and filled.
extension SymbolArtwork {
    /// A lid bar across the full width with a handle on top, over a tapering can with three ribs.
    /// `trash.fill` fills the can and cuts the ribs out of it.
    func trash(filled: Bool) {
        let s = Self.stroke
        let lidY = 4.65
        // The lid bar.
        pen.roundedRect(0, lidY - s / 2, width, s, radius: s / 2)
        pen.fill()
        // The handle: a rounded arch from the lid to the top edge.
        let handleLeft = width * 0.317
        let handleRight = width - handleLeft
        let corner = 1.65
        pen.move(handleLeft, lidY)
        pen.line(handleLeft, s / 2 + corner)
        pen.curve(handleLeft, s / 2, handleLeft, s / 2, handleLeft + corner, s / 2)
        pen.line(handleRight - corner, s / 2)
        pen.curve(handleRight, s / 2, handleRight, s / 2, handleRight, s / 2 + corner)
        pen.line(handleRight, lidY)
        pen.stroke(width: s, round: false)
        // The can, tapering from 1.84 in at the lid to 2.5 in at the base.
        let inset = filled ? 0 : s / 2
        canPath(top: lidY, inset: inset)
        if filled { pen.fill() } else { pen.stroke(width: s, round: false) }
        // The ribs: the outer two lean out towards the top.
        let ribWidth = 1.42
        let pitch = width * 0.152
        for rib in [-1.0, 0, 1] {
            pen.move(width / 2 + rib * (pitch + 0.28), 7.1 + ribWidth / 2)
            pen.line(width / 2 + rib * pitch, 18.7 - ribWidth / 2)
        }
        if filled { pen.eraseStroke(width: ribWidth) } else { pen.stroke(width: ribWidth) }
    }

    /// The can's outline from the lid down, `inset` inside the ink edge (open at the top when outlined).
    private func canPath(top: Double, inset: Double) {
        let topX = 1.84 + inset
        let bottomX = 2.5 + inset
        let bottom = height - inset
        let corner = 2.5 - inset / 2
        pen.move(topX, top)
        pen.line(bottomX, bottom - corner)
        pen.curve(bottomX + 0.05, bottom - corner * 0.45, bottomX + corner * 0.45, bottom, bottomX + corner, bottom)
        pen.line(width - bottomX - corner, bottom)
        pen.curve(
            width - bottomX - corner * 0.45, bottom, width - bottomX - 0.05, bottom - corner * 0.45, width - bottomX,
            bottom - corner)
        pen.line(width - topX, top)
        if inset == 0 { pen.close() }
    }

    /// A rounded lid over a box with a slot; `archivebox.fill` fills both, leaves a cut between them and cuts
    /// the slot out.
    func archivebox(filled: Bool) {
        let s = Self.stroke
        let boxX = 1.48
        let slot = (width: 7.86, height: 1.83, y: 7.74)
        if filled {
            let lidHeight = 4.47
            pen.roundedRect(0, 0, width, lidHeight, radius: 1.75)
            pen.fill()
            let boxTop = lidHeight + 1.1
            pen.roundedPolygon(
                [
                    SymbolPoint(boxX, boxTop), SymbolPoint(width - boxX, boxTop), SymbolPoint(width - boxX, height),
                    SymbolPoint(boxX, height),
                ], radii: [0, 0, 3.0, 3.0])
            pen.fill()
            pen.roundedRect((width - slot.width) / 2, slot.y + 0.15, slot.width, slot.height, radius: slot.height / 2)
            pen.eraseFill()
            return
        }
        let lidHeight = 5.6
        pen.roundedRect(s / 2, s / 2, width - s, lidHeight - s, radius: 1.1)
        pen.stroke(width: s, round: false)
        let left = boxX + s / 2
        let right = width - left
        let bottom = height - s / 2
        let corner = 2.1
        pen.move(left, lidHeight - s / 2)
        pen.line(left, bottom - corner)
        pen.curve(left, bottom - corner * 0.45, left + corner * 0.45, bottom, left + corner, bottom)
        pen.line(right - corner, bottom)
        pen.curve(right - corner * 0.45, bottom, right, bottom - corner * 0.45, right, bottom - corner)
        pen.line(right, lidHeight - s / 2)
        pen.stroke(width: s, round: false)
        pen.roundedRect((width - slot.width) / 2, slot.y, slot.width, slot.height, radius: slot.height / 2)
        pen.fill()
    }
}
