/// The classic switch, reorder grabber and Delete button numbers. Switch
/// positions are points down a 27 pt track (§5, measured on the QD 1x
/// screenshot, switch ink x 223–299, y 249–275).
extension ClassicArtwork {
    // MARK: UISwitch (iOS 5/6)

    /// §5 OLD5: the switch's ink is 77 pt wide (the control is 79 × 27 pt). The ink
    /// is drawn at the frame's right (§5 QD: it ends at x 300, where a right-aligned
    /// accessory's frame ends; which side the 2 spare points sit on is estimated)…
    static let switchInkWidth = 77.0
    /// §5 OLD5/QD: …and 27 pt tall; the track's design height.
    static let switchHeight = 27.0
    /// §5 QD: the upper half's darker top edge, as factors on `onColor` at points
    /// down the track (row centres 0.5…4.5 read #175B95 under the rim, then
    /// #0063B7, #0071D1, #007AE0, #007FEA).
    static let switchTopEdge: [(y: Double, factor: Double)] = [
        (0.5, 0.70), (1.5, 0.78), (2.5, 0.89), (3.5, 0.96), (4.5, 1),
    ]
    /// §5 QD: the gloss starts 14 pt down (row 263 is #218FEC, row 262 plain #007FEA)…
    static let switchGlossTop = 14.0
    /// §5 QD: …4 pt in from the track's ends (x 227 at rows 268–272, ink from 223)…
    static let switchGlossInset = 4.0
    /// §5 QD: …with rounded ends: its edge moves from x 231 to 227 over 5 rows.
    static let switchGlossRadius = 5.0
    /// §5 QD: the gloss is white over the track, 13 % at 14.5 pt (#218FEC), 39 %
    /// at 24.5 pt (#64B1F2), continued to the bottom (OLD5: #49A3F0 → #6EB6F3).
    static let switchGloss: [(y: Double, white: Double)] = [(14.5, 0.13), (24.5, 0.39), (27, 0.455)]
    /// §5 QD: a 1 pt rim inside the track's edge…
    static let switchRimWidth = 1.0
    /// §5 QD: …dark at the top and on the ends (the left end reads black at 28 %
    /// over #007FEA), grey at the bottom (row 275 #7CA0BF = #888888 at 50 % over
    /// the gloss). Top colour estimated to make row 249's #175B95.
    static let switchRim: [Stop] = [
        Stop(offset: 0, color: Color(red: 0x60, green: 0x60, blue: 0x60, alpha: 61)),
        Stop(offset: 0.5, color: Color(red: 0, green: 0, blue: 0, alpha: 71)),
        Stop(offset: 1, color: Color(red: 0x88, green: 0x88, blue: 0x88, alpha: 128)),
    ]
    /// estimated (no OFF reference): the OFF part's base, a light grey shaded by
    /// the same top edge and gloss as the ON part (so it ends near white).
    static let switchOffBase = Color(hex: 0xEEEEEE)
    /// §5 QD: the knob's rim, black at 40 % over the track and its rim (#686868
    /// over the light OFF part at its right, #005093 over the blue at its left)…
    static let knobRim = Color(red: 0, green: 0, blue: 0, alpha: 102)
    /// §5 QD: …1 pt wide.
    static let knobRimWidth = 1.0
    /// §5 QD: the knob's face, #D2D2D2 at 3.5 pt down to #FEFEFE at 24.5 pt
    /// (linear; #E5E5E5 at the centre row).
    static let knobFace: [(y: Double, color: Color)] = [
        (3.5, Color(hex: 0xD2D2D2)), (24.5, Color(hex: 0xFEFEFE)),
    ]
    /// §5 QD: a 1 pt bevel just inside the rim: white at about 70 % (#F5F5F5 on the
    /// top row over ≈ #CBCBCB, #F3F3F3 at the sides).
    static let knobBevel = Color(red: 0xFF, green: 0xFF, blue: 0xFF, alpha: 179)
    /// §5 QD: a 1 pt ring round the knob darkens the track by 10 % (#0072D3 at x 272).
    static let knobShadow = Color(red: 0, green: 0, blue: 0, alpha: 26)
    /// §5 "white bold ON": the labels' family, Helvetica (TeX Gyre Heros stands in).
    static let switchFontFamily = "Helvetica"
    /// §5 QD: "ON" is 12 px tall (N rows 257–268) and 22 px wide; TeX Gyre Heros
    /// Bold's cap height (0.73 em) matches at 16.5 pt ("ON" 23.1 × 12.05 pt).
    static let switchFontSize = 16.5
    /// §5 QD: the text's baseline is 20 pt below the track's top (row 269).
    static let switchBaseline = 20.0
    /// §5 QD: "ON"'s ink centre is 36.6 pt left of the knob's centre (x 249.9 vs
    /// 286.5); "OFF" mirrors it (estimated: the track slides as one piece).
    static let switchLabelOffset = 36.6
    /// §5 QD/OLD5: the ON label.
    static let onText = "ON"
    /// estimated (no OFF reference): the OFF label.
    static let offText = "OFF"
    /// §5 QD: "ON" is white.
    static let onTextColor = Color.white
    /// estimated (no OFF reference): "OFF" in the mid grey of classic secondary text
    /// (§4 `tableCellGrayTextColor` #808080).
    static let offTextColor = Color(hex: 0x808080)

    // MARK: Reorder grabber (`UITableGrabber`)

    /// §6 OOS `UITableGrabber`: 19 × 17 pt, three bars…
    static let grabberBars = 3
    /// §6 OOS: …repeating every 6 pt: a line, a fill, a highlight and a 1 pt gap.
    static let grabberPeriod = 6.0
    /// §6 OOS: each bar's lines are 1 pt…
    static let grabberLine = 1.0
    /// §6 OOS: …and its fill 3 pt.
    static let grabberFill = 3.0
    /// §6 OOS: the dark line, black at 31 %.
    static let grabberDark = Color(red: 0, green: 0, blue: 0, alpha: 79)
    /// §6 OOS: the fill, #BEBEBE at 68 %.
    static let grabberGray = Color(red: 0xBE, green: 0xBE, blue: 0xBE, alpha: 173)
    /// §6 OOS: the highlight, white at 51 %.
    static let grabberLight = Color(red: 0xFF, green: 0xFF, blue: 0xFF, alpha: 130)

    // MARK: Delete confirmation button body

    /// estimated (§6 gap: Delete button look): corner radius of the 63 × 34 pt button,
    /// the rounded-rect radius of classic glossy buttons.
    static let deleteButtonRadius = 5.5
    /// estimated: a 1 pt border…
    static let deleteButtonBorderWidth = 1.0
    /// estimated: …in the delete ball's #BD1421 darkened to 60 %.
    static let deleteButtonBorder = Color(hex: 0x710C14)
    /// estimated: the fill is the delete ball's glossy reds (§6 OOS), lighter upper half.
    static let deleteButtonFill = deleteDisc
}
