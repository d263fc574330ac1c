/// `UISwitch` as display lists filling its frame, one builder per era's artwork: iOS 7's bordered pill with a
/// shadowed knob, iOS 13–18's continuous capsule with a Gaussian knob shadow, iOS 26's flat capsule and capsule
/// knob. Colours come from the node (`tintColor` on, `strokeColor` off); the knob's white and shadows are
/// `ControlArtwork`'s. Coordinates are the node's.
enum SwitchArtwork {
    /// The iOS 7 switch (51 × 31 pt): a pill track — tint-filled when on, white with a border when off — and a
    /// white knob with a soft shadow below it, at the right when on and the left when off.
    static func flat(in frame: Rect, isOn: Bool, tint: Color, border: Color) -> DisplayList {
        var list = DisplayList()
        var track = DisplayPath()
        track.addPill(frame)
        if isOn {
            list.append(.fill(track, .color(tint)))
        } else {
            // The border lies inside the frame: the pill in `border`, a white pill inset by its width on top.
            list.append(.fill(track, .color(border)))
            let inset = ControlArtwork.switchBorderWidth
            var well = DisplayPath()
            well.addPill(
                Rect(
                    x: frame.x + inset, y: frame.y + inset, width: frame.width - 2 * inset,
                    height: frame.height - 2 * inset))
            list.append(.fill(well, .color(ControlArtwork.knobFill)))
        }
        let diameter = frame.height - 2 * ControlArtwork.knobInset
        let radius = diameter / 2
        let cx = isOn ? frame.maxX - ControlArtwork.knobInset - radius : frame.x + ControlArtwork.knobInset + radius
        let cy = frame.y + frame.height / 2
        list.append(flatKnobShadow(cx: cx, cy: cy, radius: radius))
        list.append(.fill(.circle(centerX: cx, centerY: cy, radius: radius), .color(ControlArtwork.knobFill)))
        // The knob's hairline edge, just inside the disc.
        let width = ControlArtwork.knobOutlineWidth
        list.append(
            .stroke(
                .circle(centerX: cx, centerY: cy, radius: radius - width / 2), .color(ControlArtwork.knobOutline),
                StrokeStyle(width: width)))
        return list
    }

    /// A blurred black disc `shadowOffsetY` below the knob, as a radial gradient: `shadowAlpha` where it leaves
    /// the knob's lower edge, falling to 0 over `shadowFade` with a smoothstep. Deterministic.
    private static func flatKnobShadow(cx: Double, cy: Double, radius: Double) -> DisplayItem {
        let sy = cy + ControlArtwork.shadowOffsetY
        let inner = radius - ControlArtwork.shadowOffsetY
        let outer = inner + ControlArtwork.shadowFade
        var stops = [GradientStop(offset: 0, color: .black, opacity: ControlArtwork.shadowAlpha)]
        let steps = ControlArtwork.shadowSteps
        for step in 0...steps {
            let t = Double(step) / Double(steps)
            let falloff = 1 - t * t * (3 - 2 * t)
            let offset = (inner + t * ControlArtwork.shadowFade) / outer
            stops.append(GradientStop(offset: offset, color: .black, opacity: ControlArtwork.shadowAlpha * falloff))
        }
        let gradient = RadialGradient(centerX: cx, centerY: sy, startRadius: 0, endRadius: outer, stops: stops)
        return .fill(.circle(centerX: cx, centerY: sy, radius: outer), .radialGradient(gradient))
    }

    /// The iOS 13–18 switch (51 × 31 pt): a continuous capsule in `tint` when on and `offColor` (the translucent
    /// secondarySystemFill, no border) when off, and a white 27 pt knob 2 pt inside it with no outline, over its
    /// soft shadow, which the track clips (`ControlArtwork.modernKnobInset`, `modernShadow…`). The continuous
    /// track fits the HA Privacy 18.2 on-switch better than a circular pill: 5.4 against 7.5 levels rms over its
    /// ends [MED: measured]. Off, UISwitch and SwiftUI Toggle renders of iOS 14–18 fill the whole well
    /// (`Docs/research/ios13-18-switch-off.md` [HIGH]). Sizes scale with the frame's height.
    static func modern(in frame: Rect, isOn: Bool, tint: Color, offColor: Color) -> DisplayList {
        let track = DisplayPath.continuousCapsule(frame)
        let unit = frame.height / ControlArtwork.modernSwitchHeight
        let inset = ControlArtwork.modernKnobInset * unit
        let radius = frame.height / 2 - inset
        let cx = isOn ? frame.maxX - inset - radius : frame.x + inset + radius
        let cy = frame.y + frame.height / 2
        let outer = ModernKnobShadow.outerRadius * radius
        let sy = cy + ControlArtwork.modernShadowOffsetY * unit
        let stops = ModernKnobShadow.stops.map { GradientStop(offset: $0.offset, color: .black, opacity: $0.alpha) }
        let shadow = RadialGradient(centerX: cx, centerY: sy, startRadius: 0, endRadius: outer, stops: stops)
        return DisplayList([
            .fill(track, .color(isOn ? tint : offColor)), .pushClip(track),
            .fill(.circle(centerX: cx, centerY: sy, radius: outer), .radialGradient(shadow)), .popClip,
            .fill(.circle(centerX: cx, centerY: cy, radius: radius), .color(ControlArtwork.knobFill)),
        ])
    }

    /// iOS 26's switch (63 × 28 pt, M§8 DEC26 `UISwitchModernVisualElement`): a capsule track in `tint` when on
    /// and `offColor` (tertiaryLabel) when off, both flat, and a white 37 × 24 capsule knob centred 20.5 pt (off)
    /// or 42.5 pt (on) from the track's left edge, with no shadow at rest (HA26S/HA26P [HIGH]). Both capsules have
    /// continuous corners: the key-window iOS 26.0 ConnectionURL switch's track and knob fit it to 0.05 and
    /// 0.04 px rms along their edges, a circular pill to 0.37 and 0.30 [HIGH]
    /// (`Docs/research/section-corner-profile.md`). Sizes scale with the frame.
    static func glass(in frame: Rect, isOn: Bool, tint: Color, offColor: Color) -> DisplayList {
        let unitX = frame.width / ControlArtwork.glassSwitchSize.width
        let unitY = frame.height / ControlArtwork.glassSwitchSize.height
        let knob = ControlArtwork.glassKnobSize
        let centre = isOn ? ControlArtwork.glassKnobOnCentreX : ControlArtwork.glassKnobOffCentreX
        let knobFrame = Rect(
            x: frame.x + (centre - knob.width / 2) * unitX, y: frame.y + frame.height / 2 - knob.height * unitY / 2,
            width: knob.width * unitX, height: knob.height * unitY)
        return DisplayList([
            .fill(.continuousCapsule(frame), .color(isOn ? tint : offColor)),
            .fill(.continuousCapsule(knobFrame), .color(ControlArtwork.knobFill)),
        ])
    }
}
