/// The classic glossy ball shared by the detail disclosure button and the edit controls: a soft drop shadow, a
/// white ring, and a disc filled with a vertical gradient whose upper half is the gloss (`ClassicArtwork`,
/// §5/§6). Coordinates are the owning node's.
struct ClassicBallArtwork {
    /// The artwork's frame; nothing is drawn outside it.
    let frame: Rect
    let cx: Double
    let cy: Double
    /// Points per design point (the frame's width over 29).
    let unit: Double
    let outerRadius: Double
    let shadowOffset: Double
    let shadowBlur: Double
    /// The coloured disc inside the white ring.
    var discRadius: Double { outerRadius - ClassicArtwork.ringWidth * unit }

    /// The edit-control ball (`UIRemoveControlMinus`) in its 29 × 29 pt frame.
    static func editControl(in frame: Rect) -> ClassicBallArtwork {
        let unit = frame.width / ClassicArtwork.ballBoxWidth
        return ClassicBallArtwork(
            frame: frame, cx: frame.x + frame.width / 2, cy: frame.y + ClassicArtwork.ballCenterY * unit, unit: unit,
            outerRadius: ClassicArtwork.ballOuterDiameter / 2 * unit,
            shadowOffset: ClassicArtwork.ballShadowOffset * unit, shadowBlur: ClassicArtwork.ballShadowBlur * unit)
    }

    /// The detail disclosure button's ball (`UITableNextButton`) in its 29 × 31 pt frame.
    static func detailButton(in frame: Rect) -> ClassicBallArtwork {
        let unit = frame.width / ClassicArtwork.ballBoxWidth
        return ClassicBallArtwork(
            frame: frame, cx: frame.x + frame.width / 2, cy: frame.y + ClassicArtwork.detailCenterY * unit,
            unit: unit, outerRadius: ClassicArtwork.detailOuterDiameter / 2 * unit,
            shadowOffset: ClassicArtwork.detailShadowOffset * unit, shadowBlur: ClassicArtwork.detailShadowBlur * unit)
    }

    /// The shadow (clipped to the frame), the white ring and the disc with `disc`'s gradient from its top to its
    /// bottom.
    func items(disc: [GradientStop]) -> DisplayList {
        DisplayList([
            .pushClip(.rectangle(frame)),
            Self.softDisc(
                cx: cx, cy: cy + shadowOffset, radius: outerRadius, blur: shadowBlur, color: ClassicArtwork.shadowColor),
            .fill(.circle(centerX: cx, centerY: cy, radius: outerRadius), .color(ClassicArtwork.ringColor)),
            .fill(
                .circle(centerX: cx, centerY: cy, radius: discRadius),
                .linearGradient(.vertical(top: cy - discRadius, bottom: cy + discRadius, stops: disc))),
            .popClip,
        ])
    }

    /// A blurred disc of `color`: full up to `radius − blur`, fading to nothing at `radius + blur` with a
    /// smoothstep (a deterministic Gaussian stand-in).
    static func softDisc(cx: Double, cy: Double, radius: Double, blur: Double, color: Color) -> DisplayItem {
        let inner = max(0, radius - blur)
        let outer = radius + blur
        var stops = [GradientStop(offset: 0, color: color)]
        let steps = ClassicArtwork.shadowSteps
        for step in 0...steps {
            let t = Double(step) / Double(steps)
            let falloff = 1 - t * t * (1 + 2 * (1 - t))  // 1 − smoothstep(t)
            stops.append(GradientStop(offset: (inner + t * (outer - inner)) / outer, color: color, opacity: falloff))
        }
        let gradient = RadialGradient(centerX: cx, centerY: cy, startRadius: 0, endRadius: outer, stops: stops)
        return .fill(.circle(centerX: cx, centerY: cy, radius: outer), .radialGradient(gradient))
    }
}
