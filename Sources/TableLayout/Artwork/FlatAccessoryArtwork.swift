internal import TableSpec

/// The flat (iOS 7+) accessories as display lists filling a `size` box (origin at its top-left). Shapes are ours
/// (no Apple artwork); stroke widths are `AccessoryStrokes` constants.
struct FlatAccessoryArtwork {
    /// The modern looks draw the SF Symbols `chevron.forward` and `checkmark`: round ends and joins, the
    /// chevron's rounded tip on the box's right edge (`modern-metrics.md` §8: HA18's 20 px ink box).
    var symbols = false

    /// The accessory of `type` in `tint`; the detail disclosure button draws nothing itself (its two subviews,
    /// an info button and a chevron, do).
    func accessory(_ type: AccessoryType, size: Size, tint: Color) -> DisplayList {
        let frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        switch type {
        case .none, .detailDisclosureButton: return DisplayList()
        case .disclosureIndicator: return chevron(in: frame, color: tint)
        case .checkmark: return checkmark(in: frame, color: tint)
        case .detailButton: return infoButton(in: frame, color: tint)
        }
    }

    /// A right-pointing chevron whose ink fills `frame`.
    private func chevron(in frame: Rect, color: Color) -> DisplayList {
        let lw = AccessoryStrokes.chevron * AccessoryStrokes.growth(frame.height, AccessoryStrokes.chevronHeight)
        // The arms end a third of a stroke inside the box, so their butt ends' outer corners reach its
        // left, top and bottom edges as UIKit's ink does (measured against uikit-refs, Docs/fidelity.md).
        // A symbol's round ends and tip reach the box's edges from half a stroke inside it.
        let inset = symbols ? lw / 2 : lw / 3
        var path = DisplayPath()
        path.move(frame.x + inset, frame.y + inset)
        path.line(frame.maxX - (symbols ? lw / 2 : lw * 0.75), frame.y + frame.height / 2)
        path.line(frame.x + inset, frame.maxY - inset)
        return DisplayList([.stroke(path, .color(color), style(width: lw))])
    }

    /// A check whose ink fills `frame` (13 × 10.5 pt).
    private func checkmark(in frame: Rect, color: Color) -> DisplayList {
        let lw = AccessoryStrokes.checkmark * AccessoryStrokes.growth(frame.height, AccessoryStrokes.checkmarkHeight)
        let inset = lw / 2
        var path = DisplayPath()
        path.move(frame.x + inset, frame.y + frame.height * AccessoryStrokes.checkShortArmStart)
        path.line(frame.x + frame.width * AccessoryStrokes.checkVertex, frame.maxY - lw)
        path.line(frame.maxX - inset, frame.y + inset)
        return DisplayList([.stroke(path, .color(color), style(width: lw))])
    }

    /// The outlined circle with an "i" of the detail button.
    private func infoButton(in frame: Rect, color: Color) -> DisplayList {
        let lw =
            AccessoryStrokes.infoRing
            * AccessoryStrokes.growth(min(frame.width, frame.height), AccessoryStrokes.infoSize)
        let cx = frame.x + frame.width / 2
        let cy = frame.y + frame.height / 2
        var ring = DisplayPath()
        ring.arc(centerX: cx, centerY: cy, radius: (min(frame.width, frame.height) - lw) / 2, start: 0, end: 2 * .pi)
        let unit = frame.height / AccessoryStrokes.infoDesignSize
        var dot = DisplayPath()
        dot.arc(
            centerX: cx, centerY: cy - AccessoryStrokes.infoDotRise * unit,
            radius: AccessoryStrokes.infoDotRadius * unit, start: 0, end: 2 * .pi)
        let stem = AccessoryStrokes.infoStemWidth * unit
        let stemRect = Rect(
            x: cx - stem / 2, y: cy - AccessoryStrokes.infoStemRise * unit, width: stem,
            height: AccessoryStrokes.infoStemLength * unit)
        return DisplayList([
            .stroke(ring, .color(color), style(width: lw)), .fill(dot, .color(color)),
            .fill(.rectangle(stemRect), .color(color)),
        ])
    }

    private func style(width: Double) -> StrokeStyle {
        StrokeStyle(width: width, cap: symbols ? .round : .butt, join: symbols ? .round : .miter)
    }
}
