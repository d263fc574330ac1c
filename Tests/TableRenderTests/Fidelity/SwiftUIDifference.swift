/// Why `"framework": "swiftUI"` differs from a SwiftUI reference, one sentence per known difference
/// (`KnownGeometryIssue.swiftUI`).
enum SwiftUIDifference {
    static let bandCount =
        "the probe finds one more section band in ours at the crop's bottom edge (our render ends 17.5 pt below the "
        + "last section, where the reference's screen continues); not a layout difference"

    static let corner26 =
        "iOS 26's section corner is the continuous 26 pt curve along the top and bottom edges and, down the side of "
        + "a cell with no room for the curve's reach (51–52 pt), a quarter circle from the 45° point, as ours: "
        + "within about 0.1 px rms on the key-window renders, but a pixel row's run differs by a few pixels where the "
        + "tail is a fraction of a pixel deep (the first row's by 1–3 px, up to 10 on the layer-rendered screens); "
        + "the layer-rendered iOS 26.4 Privacy screens draw a circle along the top too"

    static let corner18 =
        "iOS 18's section corner is a continuous curve whose tail reaches the straight edge 33 px (11 pt) from the "
        + "section's edge row; ours, with the tail fitted on the references (0.05 px rms along the edge), reaches it "
        + "31 px out and its runs are a pixel shorter on a few rows near 0.7 radii"

    static let chevronTop = "our chevron's ink starts one pixel higher (34 px tall against 33); not traced"

    static let switchInk =
        "the section below the two-line footer starts on half a pixel in ours (146.17 pt: iOS 26 keeps the 17.5 pt "
        + "spacing unrounded), where this layer render's rows sit on a whole pixel, so our switch's ink and knob read "
        + "one pixel lower (the iOS 16–18 rounding, tried on iOS 26, fixes it but moves ListPicker 26.0: "
        + "research/swiftui-section-spacing.md)"

    static let footerSection =
        "the section below the two-line footer starts on half a pixel in ours (146.17 pt), where this layer "
        + "render's rows sit on a whole pixel, so ours reads one pixel taller (research/swiftui-section-spacing.md)"

    static let afterTextField26 =
        "the reference's third section sits a pixel apart from ours (137 px below the second against our 138; the "
        + "TextField row above is 52 pt in both), so the probe reads it on rows one pixel off: its gap, height, "
        + "columns, corners, separator colour and the switch's ink; the iOS 16–18 rounding, tried on iOS 26, fits it "
        + "but moves ListPicker 26.0 (research/swiftui-section-spacing.md)"

    static let headerGap26 =
        "the gap above a titled section is 57.0 pt on this screen and 56.67 on the iOS 26.0 ListPicker screen; ours "
        + "is 56.67 (SF's line box for the header); the iOS 16–18 rounding, tried on iOS 26, gives this screen's "
        + "57.0 but moves ListPicker 26.0 (research/swiftui-section-spacing.md)"
}
