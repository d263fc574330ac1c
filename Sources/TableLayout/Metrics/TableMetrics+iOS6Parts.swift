extension TableMetrics {
    /// Classic editing controls, switch and Delete button (`../shared/classic-metrics.md` §5–6).
    static let iOS6Editing = EditingMetrics(
        // C§6 OOS `UIRemoveControlMinus`: 29 × 29 pt.
        controlDiameter: 29,
        // estimated: no classic source places the ball; 8 pt from the cell's left edge, a little inside
        // the 10 pt margin so the 29 pt ball and the text's 10 pt margin fit the shift below.
        controlX: 8,
        // estimated: centred (the flat 1 pt drop is iOS 7 artwork's).
        controlDrop: 0,
        // estimated (C§6 gap): the ball's 29 pt plus UIKit's legacy +3 pt image offset (uikit-metrics §B.6):
        // text moves from x = 10 to 42, 5 pt right of the ball.
        contentShift: 32,
        // C§6 OOS: the ball's flat lower half #BD1421 (the painter draws the gloss).
        deleteColor: Color(hex: 0xBD1421),
        // estimated (C§6 gap): a green of the red ball's depth.
        insertColor: Color(hex: 0x2E9E2E),
        // estimated: the empty multiple-selection circle's gray ring.
        selectionRingColor: Color(hex: 0xA0A0A0),
        // estimated: iOS 5 Mail tints a checked row light blue; the flat look's #E9F0FA.
        multiSelectBackground: Color(hex: 0xE9F0FA),
        // C§6 OOS `UITableGrabber`: 19 × 17 pt.
        gripSize: Size(width: 19, height: 17),
        // estimated: UIKit's legacy reorder control = image width + 30 (uikit-metrics §B.6 TC).
        reorderControlWidth: 49,
        // estimated: TC's legacy 12 pt reorder padding (uikit-metrics §B.6).
        reorderContentOverlap: 12,
        // C§6 OOS: the grabber's gray fill #BEBEBE (the painter draws its lines).
        gripColor: Color(hex: 0xBEBEBE),
        // estimated (C§6 gap): the Delete button's red, the delete ball's #BD1421.
        deleteButtonColor: Color(hex: 0xBD1421),
        deleteButtonTextColor: .white,
        // estimated (C§6 gap): Helvetica Bold 16 fits "Delete" in the 63 pt button with ≈7 pt each side.
        deleteButtonFontSize: 16,
        // estimated (C§6 gap): the button grows past its 63 pt minimum (`ClassicMetrics.deleteButtonSize`)
        // with its title plus 7 pt on each side (the room "Delete" leaves in Bold 16), as iOS 6's localized
        // buttons ("Löschen", "Supprimer") did.
        deleteButtonPadding: 7,
        deleteButtonTitle: "Delete",
        // C§5 OLD5: UISwitch 79 × 27 pt (ink 77 × 27).
        switchSize: Size(width: 79, height: 27),
        // C§5 OLD5: ON track #007FEA.
        switchOnColor: Color(hex: 0x007FEA),
        // Unused by the classic switch artwork.
        switchOffBorder: Color(hex: 0xA0A0A0),
        // C§5 OLD5, QD measured: the ink's right edge 10 pt inside the interior; the 79 pt frame has 1 pt
        // of clear edge, so the frame ends 9 pt in.
        switchTrailing: 9
    )

    /// Classic section index and table header/footer labels.
    static let iOS6Index = IndexMetrics(
        // estimated (C§7 gap): Helvetica Bold 12 titles.
        fontSize: 12,
        // estimated: a 16 pt column, widened by wider titles.
        minWidth: 16,
        // estimated: the flat look's 14 pt pitch scaled for 12 pt titles: 15 pt.
        pitch: 15,
        // estimated: the classic index has no fill at rest (it shows one only while touched).
        background: .clear,
        // estimated: table header/footer labels in the grouped footer style (C§1.4: 15 pt #4C566C).
        tableHeaderFontSize: 15,
        tableHeaderPadding: 12,
        tableHeaderTextColor: Color(hex: 0x4C566C),
        // estimated: set like the grouped header and footer titles, with their emboss (C§1.4).
        tableHeaderTextShadow: iOS6Classic.groupedTextShadow
    )

    /// The classic-only numbers (`ClassicMetrics`).
    static let iOS6Classic = ClassicMetrics(
        // C§1.1 PK `UIPinStripe.png` 7 × 1 px, OLD5/QD confirm at @2x and 1x: 4 #C5CCD4, 1 #C5CCD2, 2 #CBD2D8.
        pinstripe: [
            Stripe(4, Color(hex: 0xC5CCD4)), Stripe(1, Color(hex: 0xC5CCD2)), Stripe(2, Color(hex: 0xCBD2D8)),
        ],
        // C§1.2 OLD5, QD, COCO, PK: 9 pt from the table edge to the border; the interior is 10…310 on 320.
        groupInset: 9,
        groupBorderWidth: 1,
        // C§1.3 CLR `tableGroupedSeparatorLightColor`: black 18 % (#A1A7AD over the stripes, #CACACA over cells).
        groupBorderColor: Color(red: 0, green: 0, blue: 0, alpha: 46),
        // C§1.2 OLD5 (MED: "≈10 pt"), PK `border-radius:10px`; QD 1x measured: of 10, 10.5 and 11, 10.5 matches
        // the corner profile of both classic references row for row (Docs/fidelity.md).
        groupCornerRadius: 10.5,
        // C§1.3 CLR `tableCellGroupedBackgroundColor` 0.97, OLD5/QD measured: #F7F7F7.
        groupedCellBackground: Color(hex: 0xF7F7F7),
        // C§1.3 CLR `tableGroupedTopShadowColor`: black 8 % (QD 1x reads #E4E4E4).
        groupTopShadow: Color(red: 0, green: 0, blue: 0, alpha: 20),
        // C§1.3 CLR `tableShadowColor`: white 91 %, 1 pt under the group.
        groupBottomHighlight: Color(red: 255, green: 255, blue: 255, alpha: 232),
        groupBottomHighlightWidth: 1,
        // C§1.3: the etched line is the border colour (black 18 %, #CACACA over #F7F7F7)…
        groupedSeparatorColor: Color(red: 0, green: 0, blue: 0, alpha: 46),
        // …and the lower cell's 1 pt highlight, #FDFDFD over #F7F7F7 (white ≈ 75 %).
        etchedHighlightColor: Color(red: 255, green: 255, blue: 255, alpha: 191),
        // C§3 PK `UITableSelection.png`, OLD5: #058CF5 → #015DE6, near-linear.
        blueSelection: [GradientStop(0, Color(hex: 0x058CF5)), GradientStop(1, Color(hex: 0x015DE6))],
        // estimated (C§3 gap: `UITableSelectionGray.png` not found): a mid-gray gradient with the blue one's
        // fall, dark enough for the white highlighted text that labels draw on any selection style
        // (class reference, seed 004; Docs/research/issue10-uikit-facts.md §5).
        graySelection: [GradientStop(0, Color(hex: 0xA0A0A0)), GradientStop(1, Color(hex: 0x727272))],
        // uikit-metrics §A.3 (CHAM, MED): top line #A6B1BB, gradient #919EAB → #B9C1C9, bottom line #999EA5.
        plainHeaderTopLine: Color(hex: 0xA6B1BB),
        plainHeaderGradient: [GradientStop(0, Color(hex: 0x919EAB)), GradientStop(1, Color(hex: 0xB9C1C9))],
        plainHeaderBottomLine: Color(hex: 0x999EA5),
        // C§2 PK: white title with a #64696E shadow 1 pt below (CHAM #646970).
        plainHeaderTextShadow: TextShadow(color: Color(hex: 0x64696E), offsetY: 1),
        // C§2 PK: 12 pt left padding.
        plainHeaderTextX: 12,
        // estimated (C§2: PK's 1 pt top padding on the 22 pt bar): Helvetica Bold 18's line box (ascender
        // ≈ 17, descender ≈ 4) under that padding puts the baseline at 17; its descenders end at 21, inside
        // the bar (issue 10: centring the stand-in's taller line box cut them off).
        plainHeaderBaseline: 17,
        // C§1.4 OLD5, PK: white shadow 1 pt below the grouped header and footer text.
        groupedTextShadow: TextShadow(color: .white, offsetY: 1),
        // C§1.4 OLD5 (11.5, MED) and QD measured 12: the header baseline above the group's top border.
        groupedHeaderBaselineToBottom: 12,
        // QD measured: the footer's baseline 20 pt below the group's bottom edge (after its highlight), and
        // the next untitled group 18 pt below that baseline (= 8 + the 10 pt header).
        groupedFooterTopToBaseline: 20,
        groupedFooterBaselineToBottom: 8,
        // C§5 PK `width:29px;height:31px;right:6px`: the button, 6 pt from the right…
        detailButtonSize: Size(width: 29, height: 31),
        detailButtonTrailing: 6,
        // …at `top:5px` in a 44 pt row: 1 pt above centred on the 43 pt content ((43 − 31) / 2 = 6).
        detailButtonLift: 1,
        // C§5 OOS: every opaque pixel of `UIPreferencesBlueCheck` is #324F85.
        checkmarkColor: Color(hex: 0x324F85),
        // uikit-metrics §A.5 GT-1 (iOS 6): a 75 pt area, the 63 × 34 pt button at (6, 10) in a 55 pt row:
        // 6 pt from the area's right edge and centred on the 54 pt content.
        deleteAreaWidth: 75,
        deleteButtonSize: Size(width: 63, height: 34),
        deleteButtonTrailing: 6,
        // estimated: classic buttons' white titles carry a dark shadow 1 pt above (black 50 %).
        deleteButtonTextShadow: TextShadow(color: Color(red: 0, green: 0, blue: 0, alpha: 128), offsetY: -1)
    )
}
