internal import TableSpec

/// Where the modern looks' SF Symbols edit controls sit and how big they are (`modern-metrics.md` §9, DEC18 and
/// DEC26 agree): `minus.circle.fill` / `plus.circle.fill` and the multiple-selection `circle` /
/// `checkmark.circle.fill` in the symbols' default configuration (Body, scale medium), and the reorder control's
/// `line.horizontal.3` at Body, scale large, all following Dynamic Type with Body.
enum EditSymbolMetrics {
    /// The circle symbols' ink diameter over their point size. The Regular-S circle of the SF Symbols 5
    /// templates is 78.86 units at 100 pt (`ellipsis.circle.fill`, SymbolMetrics.swift); the medium scale is
    /// 1.27 × small, measured from the medium `checkmark` at Body (13.67 × 13.33 at 16 pt, `modern-metrics.md`
    /// §8, HA26L [MED: SwiftUI]). 17.0 pt at Large [MED: derived, no UIKit edit-mode reference].
    static let circleDiameterPerPoint = 0.7886 * 1.27

    /// A circle symbol's image width over its ink diameter: the SF Symbols 7 export of `minus.circle.fill` is a
    /// 30.53 pt circle in a 30.88 pt wide image (gavinsawyer/gavinsawyer `libs/symbols`, bounds only) [MED].
    static let circleImageOverInk = 30.8789 / 30.5273

    /// M§9 TC/DEC18 `defaultEditControlPaddingForCell:`: the edit control is the image plus 25 [HIGH].
    static let editControlPadding = 25.0
    /// M§9 DEC26 `defaultContentEditPaddingForCell:`: 16 (legacy 9). The legacy value reproduces iOS 7's
    /// measured 38 pt shift as 22 + 25 − 9, so the content starts at the control's width − 16 [MED: the use
    /// is inferred from the legacy arithmetic].
    static let contentEditPadding = 16.0

    /// `line.horizontal.3` at Body, scale large (medium at the accessibility sizes, M§9 "smaller in AX sizes";
    /// the step is estimated [LOW]): as wide as the circle at that scale (30.38 vs 30.53 in the same export),
    /// 0.51 as tall as wide (15.47 / 30.38) [MED]. 20.0 × 10.2 at Large; the large scale is 1.5 × small
    /// (`SystemSymbol.largeOverSmall`).
    static let gripWidthPerPoint = 0.7846 * 1.5
    static let accessibilityGripWidthPerPoint = 0.7846 * 1.27
    static let gripHeightOverWidth = 15.5273 / 30.375

    /// M§9 DEC26 `defaultContentReorderPaddingForCell:`: 16 between the content and the grip [HIGH value].
    static let contentReorderPadding = 16.0
    /// estimated: the grip's right edge on the cell's layout margin (16, or 20 on wide screens), as the
    /// accessories follow it; the control's width is the image's (DEC26 `defaultReorderControlSizeForCell:`),
    /// its position not sourced [LOW].
    static let gripTrailing = 16.0

    /// Multiple selection in a real iOS 18 UIKit table (plain, 20 pt margins, Large; the issue 40 screen kept
    /// aside): the `checkmark.circle.fill` / `circle` ink 20.7 pt across, centred 31.3 pt from the table's edge
    /// (11.3 from the 20 pt margin), titles from 59.7 (the content moved 39.7) [MED: measured on one screen at
    /// Large]. They scale with Body as the symbol does; the 19 pt between the circle and the text does not (as
    /// the edit controls' paddings) [LOW: the split is estimated]. iOS 13–14 and 26 are taken to match [LOW].
    static let multiSelectDiameter = 20.7
    static let multiSelectCenterFromMargin = 11.3
    static let multiSelectContentPadding = 59.7 - 20 - 20.7

    /// The edit controls and grip of a modern table whose Body is `bodySize` points, over `base`.
    static func editing(_ base: EditingMetrics, bodySize: Double, accessibility: Bool = false) -> EditingMetrics {
        var e = base
        let diameter = circleDiameterPerPoint * bodySize
        let imageWidth = diameter * circleImageOverInk
        e.controlDiameter = diameter
        // The image is centred in its image + 25 control at the cell's leading edge; the ink in the image.
        e.controlX = editControlPadding / 2 + (imageWidth - diameter) / 2
        e.controlDrop = 0
        e.contentShift = imageWidth + editControlPadding - contentEditPadding
        let gripWidth = (accessibility ? accessibilityGripWidthPerPoint : gripWidthPerPoint) * bodySize
        e.gripSize = Size(width: gripWidth, height: gripWidth * gripHeightOverWidth)
        e.reorderControlWidth = gripWidth
        e.reorderContentOverlap = contentReorderPadding
        e.reorderTrailing = gripTrailing
        let symbol = bodySize / DynamicType.size(.body, .large)
        e.multiSelectDiameter = multiSelectDiameter * symbol
        e.multiSelectCenterFromMargin = multiSelectCenterFromMargin * symbol
        e.multiSelectContentShift = multiSelectDiameter * symbol + multiSelectContentPadding
        e.multiSelectHidesSeparators = true
        return e
    }
}
