internal import CPangoCairo
internal import TableLayout

/// Draws the iOS 5/6 `UISwitch` (classic-metrics §5, measured on the QD 1x
/// screenshot): a pill track, right-aligned in the frame, whose part left of the
/// knob's centre is `onColor` and part right of it light grey, both with a
/// darker top edge, a glossy lower half and a rim; the "ON" and "OFF" labels
/// clipped to the track; and a light, grey-rimmed knob as tall as the track,
/// at the right when on. Positions are `ClassicArtwork` points down a 27 pt
/// track, scaled with the frame's height.
struct ClassicSwitchPainter {
    let canvas: Canvas
    let text: TextEngine

    /// The switch filling `frame` (79 × 27 pt; its ink is the right 77 pt).
    func paint(in frame: Rect, isOn: Bool, onColor: Color) {
        let cr = canvas.cr
        let unit = frame.height / ClassicArtwork.switchHeight
        let width = min(frame.width, ClassicArtwork.switchInkWidth * unit)
        let track = Rect(x: frame.maxX - width, y: frame.y, width: width, height: frame.height)
        let radius = track.height / 2
        let knobX = isOn ? track.maxX - radius : track.x + radius
        let offset = ClassicArtwork.switchLabelOffset * unit
        cairo_save(cr)
        canvas.addPill(track)
        cairo_clip(cr)
        part(of: track, from: track.x, to: knobX, base: onColor)
        part(of: track, from: knobX, to: track.maxX, base: ClassicArtwork.switchOffBase)
        gloss(track, unit: unit)
        label(ClassicArtwork.onText, ClassicArtwork.onTextColor, centerX: knobX - offset, track: track, unit: unit)
        label(ClassicArtwork.offText, ClassicArtwork.offTextColor, centerX: knobX + offset, track: track, unit: unit)
        let ring = ClassicArtwork.knobRimWidth * unit
        canvas.addCircle(cx: knobX, cy: track.y + radius, radius: radius + ring / 2)
        canvas.setColor(ClassicArtwork.knobShadow)
        cairo_set_line_width(cr, ring)
        cairo_stroke(cr)
        let rim = ClassicArtwork.switchRimWidth * unit
        canvas.addPill(Canvas.inset(track, by: rim / 2))
        canvas.strokePath(ClassicArtwork.switchRim, top: track.y, bottom: track.maxY, width: rim)
        cairo_restore(cr)
        knob(cx: knobX, track: track, unit: unit)
    }

    /// `points` (points down a 27 pt track) as stops of a gradient over the track's height.
    private func stops(_ points: [(y: Double, color: Color)]) -> [ClassicArtwork.Stop] {
        points.map { ClassicArtwork.Stop(offset: $0.y / ClassicArtwork.switchHeight, color: $0.color) }
    }

    /// The track between `x0` and `x1` in `base`, its top edge darkened (`switchTopEdge`).
    private func part(of track: Rect, from x0: Double, to x1: Double, base: Color) {
        let edge = ClassicArtwork.switchTopEdge.map { (y: $0.y, color: ClassicArtwork.darkened(base, by: $0.factor)) }
        cairo_rectangle(canvas.cr, x0, track.y, x1 - x0, track.height)
        canvas.fillPath(stops(edge), top: track.y, bottom: track.maxY)
    }

    /// The white gloss over the lower half: a rounded band inset from the ends,
    /// running off the bottom (the track's clip rounds it there).
    private func gloss(_ track: Rect, unit: Double) {
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
        canvas.addRoundedRect(band, radius: radius, top: true, bottom: true)
        canvas.fillPath(stops(white), top: track.y, bottom: track.maxY)
    }

    /// `string` in bold Helvetica, its ink centred on `centerX`, on the switch's baseline.
    private func label(_ string: String, _ color: Color, centerX: Double, track: Rect, unit: Double) {
        let font = FontDescriptor(
            family: ClassicArtwork.switchFontFamily, size: ClassicArtwork.switchFontSize * unit, weight: .bold)
        let layout = text.makeLayout(string, font: font)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        let scale = Double(PANGO_SCALE)
        let inkMiddle = (Double(ink.x) + Double(ink.width) / 2) / scale
        let baseline = Double(pango_layout_get_baseline(layout)) / scale
        canvas.setColor(color)
        cairo_move_to(canvas.cr, centerX - inkMiddle, track.y + ClassicArtwork.switchBaseline * unit - baseline)
        canvas.show(layout)
    }

    /// The knob: a translucent dark rim, a face shaded light grey to white and
    /// a white bevel just inside the rim.
    private func knob(cx: Double, track: Rect, unit: Double) {
        let radius = track.height / 2
        let cy = track.y + radius
        let rim = ClassicArtwork.knobRimWidth * unit
        canvas.addCircle(cx: cx, cy: cy, radius: radius)
        canvas.fillPath(ClassicArtwork.knobRim)
        canvas.addCircle(cx: cx, cy: cy, radius: radius - rim)
        canvas.fillPath(stops(ClassicArtwork.knobFace), top: track.y, bottom: track.maxY)
        canvas.addCircle(cx: cx, cy: cy, radius: radius - rim - rim / 2)
        canvas.setColor(ClassicArtwork.knobBevel)
        cairo_set_line_width(canvas.cr, rim)
        cairo_stroke(canvas.cr)
    }
}
