/// The iOS 5/6 `UISwitch` as a display list (classic-metrics §5, measured on the QD 1x screenshot): a pill
/// track, right-aligned in the frame, whose part left of the knob's centre is `onColor` and part right of it light
/// grey, both with a darker top edge, a glossy lower half and a rim; the "ON" and "OFF" labels clipped to the
/// track, each centred on its ink; and a light, grey-rimmed knob as tall as the track, at the right when on.
/// Positions are `ClassicArtwork` points down a 27 pt track, scaled with the frame's height.
struct ClassicSwitchArtwork {
    /// Measures the labels' ink.
    let measurer: any TextMeasuring

    /// The switch filling `frame` (79 × 27 pt; its ink is the right 77 pt).
    func list(in frame: Rect, isOn: Bool, onColor: Color) -> DisplayList {
        let unit = frame.height / ClassicArtwork.switchHeight
        let width = min(frame.width, ClassicArtwork.switchInkWidth * unit)
        let track = Rect(x: frame.maxX - width, y: frame.y, width: width, height: frame.height)
        let radius = track.height / 2
        let knobX = isOn ? track.maxX - radius : track.x + radius
        let offset = ClassicArtwork.switchLabelOffset * unit
        var pill = DisplayPath()
        pill.addPill(track)
        var list = DisplayList([
            .pushClip(pill), part(of: track, from: track.x, to: knobX, base: onColor),
            part(of: track, from: knobX, to: track.maxX, base: ClassicArtwork.switchOffBase), gloss(track, unit: unit),
            label(ClassicArtwork.onText, ClassicArtwork.onTextColor, centerX: knobX - offset, track: track, unit: unit),
            label(
                ClassicArtwork.offText, ClassicArtwork.offTextColor, centerX: knobX + offset, track: track, unit: unit),
        ])
        let ring = ClassicArtwork.knobRimWidth * unit
        list.append(
            .stroke(
                .circle(centerX: knobX, centerY: track.y + radius, radius: radius + ring / 2),
                .color(ClassicArtwork.knobShadow), StrokeStyle(width: ring)))
        let rim = ClassicArtwork.switchRimWidth * unit
        var rimPath = DisplayPath()
        rimPath.addPill(
            Rect(x: track.x + rim / 2, y: track.y + rim / 2, width: track.width - rim, height: track.height - rim))
        list.append(
            .stroke(
                rimPath, .linearGradient(.vertical(top: track.y, bottom: track.maxY, stops: ClassicArtwork.switchRim)),
                StrokeStyle(width: rim)))
        list.append(.popClip)
        list.append(knob(cx: knobX, track: track, unit: unit))
        return list
    }

    /// `points` (points down a 27 pt track) as a vertical gradient over the track's height.
    private func gradient(_ points: [(y: Double, color: Color)], _ track: Rect) -> Paint {
        let stops = points.map { GradientStop(offset: $0.y / ClassicArtwork.switchHeight, color: $0.color) }
        return .linearGradient(.vertical(top: track.y, bottom: track.maxY, stops: stops))
    }

    /// The track between `x0` and `x1` in `base`, its top edge darkened (`switchTopEdge`).
    private func part(of track: Rect, from x0: Double, to x1: Double, base: Color) -> DisplayItem {
        let edge = ClassicArtwork.switchTopEdge.map { (y: $0.y, color: ClassicArtwork.darkened(base, by: $0.factor)) }
        return .fill(.rectangle(Rect(x: x0, y: track.y, width: x1 - x0, height: track.height)), gradient(edge, track))
    }

    /// The white gloss over the lower half: a rounded band inset from the ends, running off the bottom (the
    /// track's clip rounds it there).
    private func gloss(_ track: Rect, unit: Double) -> DisplayItem {
        let inset = ClassicArtwork.switchGlossInset * unit
        let top = track.y + ClassicArtwork.switchGlossTop * unit
        let radius = ClassicArtwork.switchGlossRadius * unit
        let band = Rect(x: track.x + inset, y: top, width: track.width - 2 * inset, height: track.maxY + radius - top)
        let full = Double(UInt8.max)
        let white = ClassicArtwork.switchGloss.map { point in
            (
                y: point.y,
                color: Color(red: UInt8.max, green: UInt8.max, blue: UInt8.max, alpha: UInt8(point.white * full))
            )
        }
        var path = DisplayPath()
        path.addRoundedRect(band, radius: radius, top: true, bottom: true)
        return .fill(path, gradient(white, track))
    }

    /// `string` in bold Helvetica, its ink centred on `centerX`, on the switch's baseline.
    private func label(_ string: String, _ color: Color, centerX: Double, track: Rect, unit: Double) -> DisplayItem {
        let font = FontDescriptor(
            family: ClassicArtwork.switchFontFamily, size: ClassicArtwork.switchFontSize * unit, weight: .bold)
        let ink = measurer.ink(string, font: font)
        return .text(
            DisplayText(
                string: string, font: font, color: color, x: centerX - ink.centerX,
                y: track.y + ClassicArtwork.switchBaseline * unit - ink.baseline))
    }

    /// The knob: a translucent dark rim, a face shaded light grey to white and a white bevel just inside the rim.
    private func knob(cx: Double, track: Rect, unit: Double) -> DisplayList {
        let radius = track.height / 2
        let cy = track.y + radius
        let rim = ClassicArtwork.knobRimWidth * unit
        return DisplayList([
            .fill(.circle(centerX: cx, centerY: cy, radius: radius), .color(ClassicArtwork.knobRim)),
            .fill(.circle(centerX: cx, centerY: cy, radius: radius - rim), gradient(ClassicArtwork.knobFace, track)),
            .stroke(
                .circle(centerX: cx, centerY: cy, radius: radius - rim - rim / 2), .color(ClassicArtwork.knobBevel),
                StrokeStyle(width: rim)),
        ])
    }
}
