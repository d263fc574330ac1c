/// Every number of the classic (iOS 5/6) accessory and edit-control artwork,
/// in points of each element's design box (the artwork builders scale it to the frame
/// the layout gave). Each constant cites `../shared/classic-metrics.md` (§5
/// Accessories, §6 Editing) and its source tag, or starts with `estimated:`
/// and the reasoning. The switch, grabber and Delete button numbers are in
/// `ClassicArtwork+Controls.swift`.
/// Everything is drawn with paths and gradients; no Apple bitmap ships.
enum ClassicArtwork {
    /// One stop of a gradient: `offset` 0 at the start, 1 at the end.
    typealias Stop = GradientStop

    // MARK: Disclosure chevron (`UITableNext`)

    /// §5 PK/OOS `UITableNext`: the chevron's box, 10 × 13 pt (20 × 26 px @2x).
    static let chevronBox = Size(width: 10, height: 13)
    /// §5, measured on QD 1x (x 290–299, y 168–180): each arm's ink is 4.2 px wide
    /// across a row at 45°, so the stroke is 4.2 / √2 ≈ 3 pt.
    static let chevronStroke = 3.0
    /// §5, measured on QD 1x: the stroke's centre line in the 10 × 13 box — butt
    /// ends whose outer corners touch the box's top and bottom, 45° arms, a miter
    /// tip at x 9.25. The ink spans x 0.63…9.25 and the full 13 pt height, so at
    /// 1x its pixels fill the 10 × 13 box exactly as the reference's do.
    static let chevronPath: [(x: Double, y: Double)] = [(1.69, 1.06), (7.13, 6.5), (1.69, 11.94)]

    // MARK: Checkmark (`UIPreferencesBlueCheck`)

    /// §5 OOS `UIPreferencesBlueCheck`: 14 × 14 pt (28 × 28 px @2x); its colour
    /// (#324F85, white when selected) comes from the layout.
    static let checkBox = 14.0
    /// estimated: no outline of the classic check was measured. A filled polygon in
    /// the 14 pt box, clockwise from the short arm's lower-left end: 45° short arm
    /// and a steeper long arm (slope ≈ −1.4) to the top-right corner, both ≈ 3.1 pt
    /// thick (twice iOS 7's 1.5), vertex at the bottom left of centre. Its ink
    /// fills the box.
    static let checkOutline: [(x: Double, y: Double)] = [
        (0, 8.3), (2.2, 6.2), (5.2, 9.2), (11.8, 0), (14, 2), (5.6, 14),
    ]

    // MARK: Glossy balls (shared by the detail button and the edit controls)

    /// §6 OOS `UIRemoveControlMinus`: the edit controls' box, 29 × 29 pt; §5 PK
    /// `UITableNextButton`: the detail button's box is 29 wide (and 31 tall).
    static let ballBoxWidth = 29.0
    /// estimated: the edit balls' white ring is 26 pt across, centred 14 pt from the
    /// top, so it leaves 1 pt above and 2 pt below for the drop shadow (§6 "a soft
    /// drop shadow below").
    static let ballOuterDiameter = 26.0
    /// estimated: see `ballOuterDiameter`.
    static let ballCenterY = 14.0
    /// estimated: the white ring reads about a tenth of the ball across in the
    /// iOS 4/5 artwork described in §5/§6; 2.5 pt leaves a 21 pt red disc.
    static let ringWidth = 2.5
    /// §5/§6 OOS: the ring around the detail button and the edit balls is white.
    static let ringColor = Color.white
    /// estimated: the drop shadow is the ring's disc moved down 1 pt…
    static let ballShadowOffset = 1.0
    /// estimated: …and blurred over ±1 pt (smoothstep), so it ends at the box's bottom.
    static let ballShadowBlur = 1.0
    /// estimated: black at 40 % where the blur starts; over #F7F7F7 at 1x the row
    /// under an edit ball's ring reads #A5A5A5 and the next #E7E7E7.
    static let shadowColor = Color(red: 0, green: 0, blue: 0, alpha: 102)
    /// estimated: gradient stops approximating the smoothstep fall-off of a blur.
    static let shadowSteps = 6

    // MARK: Detail disclosure button (`UITableNextButton`)

    /// estimated: in the 29 × 31 pt `UITableNextButton` (§5 PK; the extra 2 pt hold
    /// the shadow) the ring is 27 pt across, centred 14.5 pt down (1 pt above it,
    /// 3 pt below for the shadow), as §5 "2–3 pt drop shadow at the bottom".
    static let detailOuterDiameter = 27.0
    /// estimated: see `detailOuterDiameter`.
    static let detailCenterY = 14.5
    /// estimated: the button's shadow drops 1.5 pt (half of §5's "2–3 pt")…
    static let detailShadowOffset = 1.5
    /// estimated: …and is blurred over ±1.5 pt.
    static let detailShadowBlur = 1.5
    /// §5 OOS `ABTableNextButton@2x` measured #78A6E7 at the top, #1D6AD7 in the
    /// middle, #2370D8 at the bottom. The gloss is the upper half: from #78A6E7
    /// (= #1D6AD7 moved 40 % to white) to #3A7EDC just above the horizon
    /// (estimated: 13 % to white, the red ball's 16 % scaled by 40/49).
    static let detailDisc: [Stop] = [
        Stop(offset: 0, color: Color(hex: 0x78A6E7)), Stop(offset: 0.5, color: Color(hex: 0x3A7EDC)),
        Stop(offset: 0.5, color: Color(hex: 0x1D6AD7)), Stop(offset: 1, color: Color(hex: 0x2370D8)),
    ]
    /// estimated: the white chevron is the disclosure chevron at 75 % (7.5 × 9.75 pt,
    /// 2.25 pt stroke), which fills the 21 pt disc as the artwork's does…
    static let detailChevronScale = 0.75
    /// estimated: …its box moved 0.75 pt right of the disc's centre: a chevron's
    /// mass sits at its open (left) side, so a centred box looks left of centre.
    static let detailChevronShift = 0.75

    // MARK: Delete, insert and multiple-selection balls

    /// §6 OOS `UIRemoveControlMinus`: top half #DD878D → #C83A45, bottom half #BD1421.
    static let deleteDisc: [Stop] = [
        Stop(offset: 0, color: Color(hex: 0xDD878D)), Stop(offset: 0.5, color: Color(hex: 0xC83A45)),
        Stop(offset: 0.5, color: Color(hex: 0xBD1421)), Stop(offset: 1, color: Color(hex: 0xBD1421)),
    ]
    /// estimated (§6 gap: no classic insert art): a green base of the #2E9E2E family.
    static let insertBase = Color(hex: 0x2E9E2E)
    /// §6 OOS, derived: the red ball's top #DD878D is its base #BD1421 moved 49 %
    /// toward white; the green ball's top is built the same way.
    static let glossTopWhite = 0.49
    /// §6 OOS, derived: the red's #C83A45 above the horizon is the base moved 16 % to white.
    static let glossHorizonWhite = 0.16
    /// estimated (§6 gap: "minus-bar geometry"): a white bar 12 pt long (57 % of the
    /// 21 pt disc)…
    static let barLength = 12.0
    /// estimated: …and 3.5 pt thick, the heavy iOS 5 minus.
    static let barThickness = 3.5
    /// estimated: the bars, the plus and the check are plain white.
    static let glyph = Color.white
    /// estimated: the multiple-selection check is the accessory check scaled to
    /// 10.5 pt (half the disc), centred on it.
    static let multiCheckSize = 10.5
    /// estimated: the empty selection circle is a 1 pt ring as wide as the balls,
    /// in #ABABAB (§1.3 CLR `tableSeparatorDarkColor`, the classic dark grey line).
    static let emptyRing = Color(hex: 0xABABAB)
    /// estimated: see `emptyRing`.
    static let emptyRingWidth = 1.0
}

extension ClassicArtwork {
    /// `color` moved `fraction` of the way toward white (alpha kept).
    static func whitened(_ color: Color, by fraction: Double) -> Color {
        func channel(_ value: UInt8) -> UInt8 {
            let full = Double(UInt8.max)
            return UInt8((Double(value) + (full - Double(value)) * fraction).rounded())
        }
        return Color(
            red: channel(color.red), green: channel(color.green), blue: channel(color.blue), alpha: color.alpha)
    }

    /// `color`'s red, green and blue scaled by `factor` (toward black, alpha kept).
    static func darkened(_ color: Color, by factor: Double) -> Color {
        func channel(_ value: UInt8) -> UInt8 { UInt8((Double(value) * factor).rounded()) }
        return Color(
            red: channel(color.red), green: channel(color.green), blue: channel(color.blue), alpha: color.alpha)
    }

    /// A glossy ball's stops built from `base` the way the red ball's are (§6 OOS):
    /// upper half from `glossTopWhite` to `glossHorizonWhite` toward white, lower half `base`.
    static func glossyDisc(base: Color) -> [Stop] {
        [
            Stop(offset: 0, color: whitened(base, by: glossTopWhite)),
            Stop(offset: 0.5, color: whitened(base, by: glossHorizonWhite)),
            Stop(offset: 0.5, color: base), Stop(offset: 1, color: base),
        ]
    }
}
