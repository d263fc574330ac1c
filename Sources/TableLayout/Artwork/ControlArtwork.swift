/// The few artwork constants of the controls, in points. Colors of the
/// controls come from the node (`tintColor`, `strokeColor`); only the knob
/// and the glyphs' white live here. Sources: `../shared/flat-metrics.md`
/// §1.1 (ART7 edit-control artwork) and §4 (UISwitch).
enum ControlArtwork {
    // MARK: UISwitch

    /// flat-metrics §4, ART7 `UISwitchKnob@2x`: a 28 pt disc; in the 31 pt
    /// track that leaves (31 − 28) / 2 = 1.5 pt on every side.
    static let knobInset = 1.5
    /// estimated: the off track's `strokeColor` border. BS9 measures a solid
    /// #E5E5E5 edge at 1x (so at least ~1 pt); 1.5 pt lets the off knob's
    /// edge (inset 1.5) just meet the border's inner edge, as on iOS 7.
    static let switchBorderWidth = 1.5
    /// flat-metrics §4: the knob is an opaque white disc.
    static let knobFill = Color.white
    /// estimated: a hairline (1 px at @2x) edge, black at 10 %, so the knob
    /// reads on the white off track.
    static let knobOutline = Color(red: 0, green: 0, blue: 0, alpha: 26)
    /// estimated: see `knobOutline`.
    static let knobOutlineWidth = 0.5
    /// flat-metrics §4: the shadow sits ~3 pt below the disc.
    static let shadowOffsetY = 3.0
    /// flat-metrics §4: black at ~0.2 right at the knob's lower edge.
    static let shadowAlpha = 0.2
    /// estimated: distance below the knob's lower edge over which the shadow
    /// fades out (smoothstep). flat-metrics §4 reads ~7 pt of faint tail in
    /// the artwork; 4 pt keeps the visible part tight and leaves ~0.01 at the
    /// knob's sides and nothing at its top, as the artwork shows.
    static let shadowFade = 4.0
    /// estimated: gradient stops approximating the smoothstep fall-off.
    static let shadowSteps = 8

    // MARK: iOS 13–18 UISwitch (M§8: DEC26 `UISwitchModernVisualElement`; HA Privacy 18.2 measured)

    /// A white 27 pt disc 2 pt inside the 31 pt track, with no outline (HA18P: 81 px @3x, white from its first
    /// row [HIGH]).
    static let modernKnobInset = 2.0
    /// The iOS 13–18 track's height the knob numbers above are given in (51 × 31 pt, M§8); a larger frame scales
    /// them.
    static let modernSwitchHeight = 31.0
    /// The knob's shadow: offset 2.5 pt down (DEC26 [HIGH]); a Gaussian blur of the disc with σ 2.5 pt, black at
    /// 12 % (`_controlShadowColor`, not sourced): fitted on the on-switches of HA Privacy 18.2, light and dark,
    /// to 0.4 levels rms over the track around the knob [MED: a fit]. The references show none of it outside the
    /// track, so it is clipped to the track.
    static let modernShadowOffsetY = 2.5
    static let modernShadowSigma = 2.5
    static let modernShadowAlpha = 0.12

    // MARK: iOS 26 UISwitch (M§8: DEC26 `UISwitchModernVisualElement`; HA26S/HA26P measured [HIGH])

    /// The track: 63 × 28, radius 14.
    static let glassSwitchSize = Size(width: 63, height: 28)
    /// The resting knob: a white 37 × 24 capsule (a `_UILiquidLensView`).
    static let glassKnobSize = Size(width: 37, height: 24)
    /// The knob's centre from the track's left edge, off and on.
    static let glassKnobOffCentreX = 20.5
    static let glassKnobOnCentreX = 42.5

    // MARK: Edit controls (22 pt artwork; scaled if the frame differs)

    /// flat-metrics §1.1: the delete/insert/multi-select artwork is 22 × 22 pt.
    static let ballDiameter = 22.0
    /// flat-metrics §1.1, ART7 `UIRemoveControlMinus`/`Plus`: bar 11 pt long.
    static let barLength = 11.0
    /// flat-metrics §1.1: bar 1 pt thick.
    static let barThickness = 1.0
    /// flat-metrics §1.1, `UIRemoveControlMultiNotCheckedImage`: 1 pt ring.
    static let ringWidth = 1.0
    /// estimated: the check's stroke; the ART7 hole reads ~3 px wide at @2x.
    static let checkWidth = 1.5
    /// The check's path in the 22 pt artwork: its stroke's ink box is about
    /// (4.5, 6.5)–(17, 15.5), flat-metrics §1.1 `UITintedCircularButtonCheckmark`
    /// (points inset by half the stroke; round caps and join).
    static let checkPath: [(x: Double, y: Double)] = [(5.25, 11.25), (9.5, 14.75), (16.25, 7.25)]
    /// The minus, plus and check: white. ART7 knocks them out of the mask;
    /// iOS 7 drew a separate white minus view (flat-metrics §1.4), and on the
    /// white rows of edit mode both read the same.
    static let glyph = Color.white

    // MARK: Reorder grip

    /// flat-metrics §1.1, ART7 `UITableGrabber`: three bars…
    static let grabberBars = 3
    /// …each 1.5 pt thick, spread over the 8.5 pt grip (pitch 3.5 pt).
    static let grabberBarThickness = 1.5
}
