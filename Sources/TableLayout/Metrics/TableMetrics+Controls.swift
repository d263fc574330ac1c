extension TableMetrics {
    /// iOS 7–8 controls: flat, tinted outlines (Docs/research/controls-metrics.md; `estimated:` otherwise).
    static let iOS7Controls = ControlMetrics(
        // estimated: UIButtonTypeSystem's title, the system font at 15 pt; intrinsic height 30 [MED].
        buttonFontSize: 15, buttonFontWeight: .regular, buttonHeight: 30, buttonPadding: 0,
        roundedRectButton: nil, roundedRectTitleColor: Color(hex: 0x007AFF),
        // controls-metrics.md §8 (DEC26 12-spoke branch, HIGH code / MED era): 20 pt with 2 × 5 pt spokes ending on
        // the 10 pt radius (round caps: the line runs 6…9); 37 pt drawn in a 35 pt gear, 3 × 10 pt spokes; spokes fade to 32 % (UIKit's ramp
        // reaches it six spokes behind the leader; ours fades evenly round the circle, a known difference).
        spinner: SpinnerArtwork(size: 20, spokes: 12, innerRadius: 6, outerRadius: 9, lineWidth: 2, minimumAlpha: 0.32),
        largeSpinner: SpinnerArtwork(
            size: 37, spokes: 12, innerRadius: 9, outerRadius: 16, lineWidth: 3, minimumAlpha: 0.32),
        // §8 DEC26 `_defaultColorForStyle:`: black 45 %, every spoke painted at 0.85, so black 38 %.
        spinnerGray: Color(red: 0, green: 0, blue: 0, alpha: 98),
        // controls-metrics.md §3 (DEC26 legacy `_defaultTrackColorForCurrentStyle` 0.72265625): a 2 pt #B8B8B8 track.
        progressHeight: 2, progressTrackColor: Color(hex: 0xB8B8B8), progressTrackGradient: nil,
        progressBarGradient: nil,
        // controls-metrics.md §2: a 2 pt track, #B8B8B8 past the thumb (DEC26 legacy, HIGH code); a 28 pt white
        // thumb (UISliderKnob, MED by analogy with the switch knob); estimated: 31 pt tall, and the thumb's
        // hairline edge and a soft shadow.
        sliderHeight: 31, sliderTrackHeight: 2, sliderMinimumTrackColor: nil,
        sliderMaximumTrackColor: Color(hex: 0xB8B8B8),
        sliderThumbDiameter: 28, sliderThumbColor: .white,
        sliderThumbBorder: Border(color: Color(red: 0, green: 0, blue: 0, alpha: 38), width: 0.5),
        sliderThumbShadow: BoxShadow(color: Color(red: 0, green: 0, blue: 0, alpha: 60), offsetY: 2, radius: 2),
        sliderThumbGradient: nil,
        // estimated: UIStepper 94 × 29, 4 pt corners, a 1 pt tint outline and divider, 1 pt signs 13 pt long.
        stepperSize: Size(width: 94, height: 29), stepperCornerRadius: 4, stepperBorderWidth: 1,
        stepperGlyphLength: 13, stepperGlyphWidth: 1, stepperBezel: nil,
        // estimated: UISegmentedControl 29 pt tall, 4 pt corners, 1 pt tint outline, 13 pt titles.
        segmentHeight: 29, segmentCornerRadius: 4, segmentBorderWidth: 1, segmentFontSize: 13,
        segmentFontWeight: .regular, segmentPadding: 12, segmentBezel: nil, segmentSelectedBezel: nil,
        // controls-metrics.md §6: UITextField's default font is 12 pt (UIKit header, HIGH); a rounded rect 30 pt
        // tall with 5 pt corners [MED]; estimated: the #CCCCCC hairline and the 7 pt text inset.
        textFieldHeight: 30, textFieldCornerRadius: 5, textFieldBorder: Border(color: Color(hex: 0xCCCCCC), width: 0.5),
        textFieldFontSize: 12, textFieldInset: 7,
        // estimated: iOS 7's 44 pt #C9C9CE search bar with a white 28 pt field (5 pt corners), 14 pt gray
        // placeholder and magnifier.
        searchBarHeight: 44, searchBarColor: Color(hex: 0xC9C9CE), searchBarGradient: nil,
        searchBarBottomLine: Color(hex: 0xB4B4B4), searchFieldInset: 8, searchFieldHeight: 28, searchFieldRadius: 5,
        searchFieldColor: .white, searchFieldBorder: nil, searchFontSize: 14, searchGlyphColor: Color(hex: 0x8E8E93),
        magnifierDiameter: 10)

    /// iOS 9–12 controls: iOS 7's, with the iOS 11–12 search bar.
    static let iOS12Controls: ControlMetrics = {
        var controls = iOS7Controls
        // estimated: iOS 11–12's 56 pt search bar with a 36 pt field, 10 pt corners, on #C9C9CE; 17 pt text.
        controls.searchBarHeight = 56
        controls.searchFieldHeight = 36
        controls.searchFieldRadius = 10
        controls.searchFontSize = 17
        controls.magnifierDiameter = 12
        return controls
    }()

    /// Classic controls: glossy gradients in rounded bezels (estimated throughout unless cited).
    static let iOS6Controls = ControlMetrics(
        // estimated: UIButtonTypeRoundedRect, 37 pt tall, 9 pt corners, a white-to-light-gray gradient, a
        // #8D8D8D border and a Bold 15 #324F85 title.
        buttonFontSize: 15, buttonFontWeight: .bold, buttonHeight: 37, buttonPadding: 12,
        roundedRectButton: BezelArtwork(
            gradient: [GradientStop(0, .white), GradientStop(1, Color(hex: 0xEBEBEB))],
            border: Border(color: Color(hex: 0x8D8D8D), width: 1), cornerRadius: 9, textColor: Color(hex: 0x324F85)),
        roundedRectTitleColor: Color(hex: 0x324F85),
        // controls-metrics.md §8 (Chameleon, MED): 12 spokes, 2 × 6 pt at 20 pt and 3.5 × 10 pt at 37 pt, their
        // outer ends on the circle, fading linearly to 30 %; gray #808080.
        spinner: SpinnerArtwork(size: 20, spokes: 12, innerRadius: 5, outerRadius: 9, lineWidth: 2, minimumAlpha: 0.3),
        largeSpinner: SpinnerArtwork(
            size: 37, spokes: 12, innerRadius: 10.25, outerRadius: 16.75, lineWidth: 3.5, minimumAlpha: 0.3),
        spinnerGray: Color(hex: 0x808080),
        // estimated: the classic 9 pt rounded progress track (gray gloss) and blue bar.
        progressHeight: 9, progressTrackColor: Color(hex: 0xBEBEBE),
        progressTrackGradient: [GradientStop(0, Color(hex: 0xA8A8A8)), GradientStop(1, Color(hex: 0xE6E6E6))],
        progressBarGradient: [GradientStop(0, Color(hex: 0x6FA8F0)), GradientStop(1, Color(hex: 0x1E62D0))],
        // controls-metrics.md §2 (an iOS 5 screenshot, HIGH measured): 23 pt tall, a 9 pt track, a 22 pt knob;
        // estimated: the tracks as flat fills averaged from its rows.
        // estimated: iOS 6 had no tint; the track left of the knob is the classic selection blue.
        sliderHeight: 23, sliderTrackHeight: 9, sliderMinimumTrackColor: Color(hex: 0x2A7AE2),
        sliderMaximumTrackColor: Color(hex: 0xD0D0D0), sliderThumbDiameter: 22,
        sliderThumbColor: Color(hex: 0xF2F2F2),
        sliderThumbBorder: Border(color: Color(hex: 0x8D8D8D), width: 1),
        sliderThumbShadow: BoxShadow(color: Color(red: 0, green: 0, blue: 0, alpha: 70), offsetY: 1, radius: 1),
        sliderThumbGradient: [GradientStop(0, .white), GradientStop(1, Color(hex: 0xD6D6D6))],
        // estimated: UIStepper 94 × 27 gray bezel, 5 pt corners, dark signs.
        stepperSize: Size(width: 94, height: 27), stepperCornerRadius: 5, stepperBorderWidth: 1, stepperGlyphLength: 11,
        stepperGlyphWidth: 3,
        stepperBezel: BezelArtwork(
            gradient: [GradientStop(0, Color(hex: 0xFDFDFD)), GradientStop(1, Color(hex: 0xD4D4D4))],
            border: Border(color: Color(hex: 0x8D8D8D), width: 1), cornerRadius: 5, textColor: Color(hex: 0x4D4D4D)),
        // estimated: the plain classic segmented control, 44 pt tall, 7 pt corners, Bold 13 titles; gray
        // gloss, and a dark blue gloss under the selected segment.
        segmentHeight: 44, segmentCornerRadius: 7, segmentBorderWidth: 1, segmentFontSize: 13, segmentFontWeight: .bold,
        segmentPadding: 10,
        segmentBezel: BezelArtwork(
            gradient: [GradientStop(0, .white), GradientStop(1, Color(hex: 0xDEDEDE))],
            border: Border(color: Color(hex: 0x8D8D8D), width: 1), cornerRadius: 7, textColor: Color(hex: 0x4C4C4C),
            textShadow: TextShadow(color: .white, offsetY: 1)),
        segmentSelectedBezel: BezelArtwork(
            gradient: [GradientStop(0, Color(hex: 0x4A83D9)), GradientStop(1, Color(hex: 0x1F56B8))],
            border: Border(color: Color(hex: 0x2A4F8D), width: 1), cornerRadius: 7, textColor: .white,
            textShadow: TextShadow(color: Color(red: 0, green: 0, blue: 0, alpha: 128), offsetY: -1)),
        // estimated: the classic rounded-rect field, 31 pt tall, 8 pt corners, gray border, Helvetica 12
        // (UITextField's pre-iOS 7 default size), text inset 8.
        textFieldHeight: 31, textFieldCornerRadius: 8, textFieldBorder: Border(color: Color(hex: 0xA0A0A0), width: 1),
        textFieldFontSize: 12, textFieldInset: 8,
        // estimated: the classic 44 pt blue-gray search bar gradient with a pill-shaped white field.
        searchBarHeight: 44, searchBarColor: Color(hex: 0xB8C3CD),
        searchBarGradient: [GradientStop(0, Color(hex: 0xD1D8DF)), GradientStop(1, Color(hex: 0xA6B3BF))],
        searchBarBottomLine: Color(hex: 0x8C98A4), searchFieldInset: 6, searchFieldHeight: 31, searchFieldRadius: 15.5,
        searchFieldColor: .white, searchFieldBorder: Border(color: Color(hex: 0x8C98A4), width: 1), searchFontSize: 14,
        searchGlyphColor: Color(hex: 0x8C8C8C), magnifierDiameter: 10)
}
