internal import CPangoCairo
internal import TableLayout

/// Draws an iOS 7 `UISwitch` filling `frame` (51 × 31 pt): a pill track —
/// tint-filled when on, white with a border when off — and a white knob
/// with a soft shadow below it, at the right when on and the left when off.
struct SwitchPainter {
    let canvas: Canvas

    func paint(in frame: Rect, isOn: Bool, tint: Color, border: Color) {
        track(in: frame, isOn: isOn, tint: tint, border: border)
        let diameter = frame.height - 2 * ControlArtwork.knobInset
        let radius = diameter / 2
        let cx = isOn ? frame.maxX - ControlArtwork.knobInset - radius : frame.x + ControlArtwork.knobInset + radius
        let cy = frame.y + frame.height / 2
        knobShadow(cx: cx, cy: cy, radius: radius)
        knob(cx: cx, cy: cy, radius: radius)
    }

    /// On: the whole pill in `tint`. Off: the pill in `border` with a white
    /// pill inset by the border width on top, so the border lies inside the frame.
    private func track(in frame: Rect, isOn: Bool, tint: Color, border: Color) {
        canvas.addPill(frame)
        guard !isOn else {
            canvas.fillPath(tint)
            return
        }
        canvas.fillPath(border)
        canvas.addPill(Canvas.inset(frame, by: ControlArtwork.switchBorderWidth))
        canvas.fillPath(ControlArtwork.knobFill)
    }

    /// A blurred black disc offset `shadowOffsetY` below the knob, as a
    /// radial gradient: `shadowAlpha` where it leaves the knob's lower edge,
    /// falling to 0 over `shadowFade` with a smoothstep. Deterministic.
    private func knobShadow(cx: Double, cy: Double, radius: Double) {
        let cr = canvas.cr
        let sy = cy + ControlArtwork.shadowOffsetY
        let inner = radius - ControlArtwork.shadowOffsetY
        let outer = inner + ControlArtwork.shadowFade
        let pattern = cairo_pattern_create_radial(cx, sy, 0, cx, sy, outer)
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_add_color_stop_rgba(pattern, 0, 0, 0, 0, ControlArtwork.shadowAlpha)
        let steps = ControlArtwork.shadowSteps
        for step in 0...steps {
            let t = Double(step) / Double(steps)
            let falloff = 1 - t * t * (3 - 2 * t)
            let offset = (inner + t * ControlArtwork.shadowFade) / outer
            cairo_pattern_add_color_stop_rgba(pattern, offset, 0, 0, 0, ControlArtwork.shadowAlpha * falloff)
        }
        canvas.addCircle(cx: cx, cy: sy, radius: outer)
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
    }

    /// The white disc and its hairline edge, drawn just inside the disc.
    private func knob(cx: Double, cy: Double, radius: Double) {
        let cr = canvas.cr
        canvas.addCircle(cx: cx, cy: cy, radius: radius)
        canvas.fillPath(ControlArtwork.knobFill)
        let width = ControlArtwork.knobOutlineWidth
        canvas.addCircle(cx: cx, cy: cy, radius: radius - width / 2)
        canvas.setColor(ControlArtwork.knobOutline)
        cairo_set_line_width(cr, width)
        cairo_stroke(cr)
    }

    /// Draws iOS 26's switch filling `frame` (63 × 28 pt, M§8 DEC26 `UISwitchModernVisualElement`): a capsule
    /// track in `tint` when on and `offColor` (tertiaryLabel) when off, both flat, and a white 37 × 24 capsule
    /// knob centred 20.5 pt (off) or 42.5 pt (on) from the track's left edge, with no shadow at rest
    /// (HA26S/HA26P [HIGH]). Both capsules have continuous corners (the curve along the long edges, half circles
    /// at the ends): the key-window iOS 26.0 ConnectionURL switch's track and knob fit it to 0.05 and 0.04 px rms
    /// along their edges, a circular pill to 0.37 and 0.30 [HIGH] (`Docs/research/section-corner-profile.md`).
    /// Sizes scale with the frame.
    func paintGlass(in frame: Rect, isOn: Bool, tint: Color, offColor: Color) {
        addContinuousCapsule(frame)
        canvas.fillPath(isOn ? tint : offColor)
        let unitX = frame.width / ControlArtwork.glassSwitchSize.width
        let unitY = frame.height / ControlArtwork.glassSwitchSize.height
        let knob = ControlArtwork.glassKnobSize
        let centre = isOn ? ControlArtwork.glassKnobOnCentreX : ControlArtwork.glassKnobOffCentreX
        let knobFrame = Rect(
            x: frame.x + (centre - knob.width / 2) * unitX, y: frame.y + frame.height / 2 - knob.height * unitY / 2,
            width: knob.width * unitX, height: knob.height * unitY)
        addContinuousCapsule(knobFrame)
        canvas.fillPath(ControlArtwork.knobFill)
    }

    /// A capsule filling `rect` with continuous corners of half its height (iOS 13 on, `paintModern` and
    /// `paintGlass`).
    func addContinuousCapsule(_ rect: Rect) {
        canvas.addRoundedRect(
            rect, corners: RoundedCorners(radius: rect.height / 2, top: true, bottom: true, continuous: true))
    }
}
