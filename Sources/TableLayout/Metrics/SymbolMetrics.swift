public import TableSpec

extension SystemSymbol {
    /// The symbol's ink box at `pointSize` (the font size of its text style) in the large symbol scale, Regular
    /// weight: how swipe-action icons and cell images draw it (Body, large; `modern-metrics.md` §6.3, §10).
    public func inkSize(pointSize: Double) -> Size {
        let box = templateInk
        let factor = pointSize / Self.templatePointSize * Self.largeOverSmall
        return Size(width: box.width * factor, height: box.height * factor)
    }

    /// The SF Symbols template typesets its Regular-S (small scale) glyph at this point size.
    static let templatePointSize = 100.0

    /// Large-scale ink over small-scale ink at one point size. Calibrated so that `trash` at 17 pt large is
    /// 19.0 × 21.8 (the brief's ≈ 19 × 22; an SF Symbols SVG export of `trash.fill`, Detritalw/Apple-SF
    /// `trash.fill.svg`, inks 18.9 × 21.7) and `checkmark` 17.1 × 16.9 (brief ≈ 17 × 16). Consistent with
    /// Apple's "small ≈ 20 % smaller, large ≈ 30 % larger than medium" (`NSImage.SymbolScale` docs): the
    /// medium `checkmark` at Body, 13.67 × 13.33 (`modern-metrics.md` §8, HA26L), is 1.19 × small, and
    /// 1.5 / 1.19 = 1.26.
    static let largeOverSmall = 1.5

    /// The Regular-S ink box in template units (points at 100 pt), read from the path bounds of the
    /// SF Symbols 5 templates ("font version 19.2d2e1") in marcprux/symbols `<name>.svg`, group `Regular-S`;
    /// only the bounds are taken, never the outlines. Visible ink only: a slash's erase band does not count.
    /// Cross-check: `chevron.right` there is 38.3 × 68.1, i.e. 6.5 × 11.6 at 17 pt small, against the measured
    /// 6.67 × 11.33 (`modern-metrics.md` §8, HA18).
    private var templateInk: Size {
        switch self {
        // trash.svg: x 5.86…80.47, y −81.64…4.05 (handle top to rounded base).
        case .trash: Size(width: 74.61, height: 85.69)
        // trash.fill.svg: the same outline as `trash`.
        case .trashFill: Size(width: 74.61, height: 85.69)
        // archivebox.svg: x 9.77…86.91, y −70.80…0.39.
        case .archivebox: Size(width: 77.15, height: 71.19)
        // archivebox.fill.svg: lid x 9.77…86.91 from −70.80; base assumed at `archivebox`'s 0.39
        // [LOW: estimated, the base lay past the part of the file read].
        case .archiveboxFill: Size(width: 77.15, height: 71.19)
        // flag.svg (the SF Symbols 5 waved flag): x 11.77…81.05, y −73.39…2.93.
        case .flag: Size(width: 69.29, height: 76.32)
        // flag.fill.svg: the same outline as `flag`.
        case .flagFill: Size(width: 69.29, height: 76.32)
        // pin.fill.svg: x 15.58…76.46, y −79.30 (head) … 10.89 (needle tip).
        case .pinFill: Size(width: 60.89, height: 90.19)
        // pin.slash.fill.svg: the pin plus the slash (caps centred at (9.18, −69.9) and (79.1, 0), radius
        // 3.37): x 5.81…82.47, y as `pin.fill`.
        case .pinSlashFill: Size(width: 76.66, height: 90.19)
        // bell.fill.svg: x 7.76…80.62, y −76.03 (knob) … 5.57 (clapper).
        case .bellFill: Size(width: 72.85, height: 81.59)
        // bell.slash.fill.svg: the bell plus the slash (caps at (11.03, −69.6) and (79.18, −1.53), radius 3.37).
        case .bellSlashFill: Size(width: 74.89, height: 81.60)
        // envelope.fill.svg: x 9.77…102.88, y −68.55…−1.86.
        case .envelopeFill: Size(width: 93.12, height: 66.70)
        // envelope.open.fill.svg: x 9.77…102.88, y −79.04 (open flap's peak) … 9.28.
        case .envelopeOpenFill: Size(width: 93.12, height: 88.32)
        // star.fill.svg: x 7.6…93.9, y −79.10…2.98 (curve extremes, ±0.1).
        case .starFill: Size(width: 86.30, height: 82.08)
        // heart.fill.svg: x 9.77…86.62, y −69.63…1.71.
        case .heartFill: Size(width: 76.86, height: 71.34)
        // bookmark.svg (bookmark.fill.svg is not in the index; the filled glyph shares the outline):
        // x 14.16…66.75, y −76.86…6.25.
        case .bookmarkFill: Size(width: 52.59, height: 83.11)
        // folder.fill.svg: x 9.77…97.31, y −70.90…−0.10.
        case .folderFill: Size(width: 87.55, height: 70.80)
        // square.and.arrow.up.svg: x 9.77…78.47, y −81.64 (arrow tip) … 5.47.
        case .squareAndArrowUp: Size(width: 68.70, height: 87.11)
        // pencil.svg (the SF Symbols 5 slanted pencil): x 8.7…70.5, y −65.6…−4.7 (curve extremes, ±0.2).
        case .pencil: Size(width: 61.80, height: 60.90)
        // ellipsis.svg: three dots of 15.14, centres 29.15 apart: x 6.84…80.27, y −42.82…−27.69.
        case .ellipsis: Size(width: 73.44, height: 15.14)
        // ellipsis.circle.fill.svg: x 6.84…85.69, y −74.66…4.15.
        case .ellipsisCircleFill: Size(width: 78.86, height: 78.81)
        // xmark.svg: x 9.8…71.1, y −66.1…−4.5 (round caps, ±0.2).
        case .xmark: Size(width: 61.30, height: 61.60)
        // checkmark.svg: x 9.77…76.86, y −66.99…−0.88.
        case .checkmark: Size(width: 67.09, height: 66.11)
        // arrowshape.turn.up.left.fill.svg: x 5.42…88.92, y −70.80…0.29.
        case .arrowshapeTurnUpLeftFill: Size(width: 83.50, height: 71.09)
        // chevron.up.chevron.down.svg: x 9.77…60.79, y −72.46…1.95 (two chevrons, −72.46…−43.75 and
        // −26.76…1.95).
        case .chevronUpChevronDown: Size(width: 51.02, height: 74.41)
        }
    }
}

extension SymbolName {
    /// The symbol's ink box at `pointSize` in the large symbol scale, Regular weight (a `.fill` name filled).
    public func inkSize(pointSize: Double) -> Size {
        switch self {
        case .own(let symbol): return symbol.inkSize(pointSize: pointSize)
        case .open(let symbol): return OpenSymbolArtwork.inkSize(symbol, pointSize: pointSize)
        case .template(let template): return TemplateSymbolArtwork.inkSize(template, pointSize: pointSize)
        }
    }

    /// Whether right-to-left layout mirrors the symbol: TableShot's own directional ones, and the open set's
    /// `forward` and `backward` names (SF Symbols' directional names flip; `left` and `right` keep their side).
    public var mirrorsInRightToLeft: Bool {
        switch self {
        case .own(let symbol): return symbol.mirrorsInRightToLeft
        case .open(let symbol): return symbol.isDirectional
        case .template(let template):
            return SystemSymbol(rawValue: template.name)?.mirrorsInRightToLeft
                ?? template.name.split(separator: ".").dropFirst().contains { $0 == "forward" || $0 == "backward" }
        }
    }
}

extension SystemSymbol {
    /// Whether the symbol has a right-to-left form, drawn mirrored in right-to-left tables: the reply arrow and
    /// the pencil, whose SF Symbols are localized by direction (SF Symbols app, "Localized" variants) [MED].
    public var mirrorsInRightToLeft: Bool { self == .arrowshapeTurnUpLeftFill || self == .pencil }
}
