internal import CPangoCairo
internal import TableLayout
internal import TableSpec

/// Draws the flat (iOS 7+) accessories with Cairo paths inside the frame the
/// layout gave them. Shapes are ours (no Apple artwork); stroke widths are
/// `AccessoryStrokes` constants.
struct AccessoryPainter {
    let canvas: Canvas
    /// The modern looks draw the SF Symbols `chevron.forward` and `checkmark`: round ends and joins, the
    /// chevron's rounded tip on the box's right edge (`modern-metrics.md` §8: HA18's 20 px ink box).
    var symbols = false

    func paint(_ type: AccessoryType, in frame: Rect, tint: Color) {
        switch type {
        case .none: return
        case .disclosureIndicator: chevron(in: frame, color: tint)
        case .checkmark: checkmark(in: frame, color: tint)
        case .detailButton: infoButton(in: frame, color: tint)
        case .detailDisclosureButton:
            return  // drawn by its two subviews, an info button and a chevron
        }
    }

    /// A right-pointing chevron whose ink fills `frame`.
    private func chevron(in frame: Rect, color: Color) {
        let lw = AccessoryStrokes.chevron * AccessoryStrokes.growth(frame.height, AccessoryStrokes.chevronHeight)
        let cr = canvas.cr
        // The arms end a third of a stroke inside the box, so their butt ends' outer corners reach its
        // left, top and bottom edges as UIKit's ink does (measured against uikit-refs, Docs/fidelity.md).
        // A symbol's round ends and tip reach the box's edges from half a stroke inside it.
        let inset = symbols ? lw / 2 : lw / 3
        cairo_move_to(cr, frame.x + inset, frame.y + inset)
        cairo_line_to(cr, frame.maxX - (symbols ? lw / 2 : lw * 0.75), frame.y + frame.height / 2)
        cairo_line_to(cr, frame.x + inset, frame.maxY - inset)
        stroke(color, width: lw)
    }

    /// A check whose ink fills `frame` (13 × 10.5 pt).
    private func checkmark(in frame: Rect, color: Color) {
        let lw = AccessoryStrokes.checkmark * AccessoryStrokes.growth(frame.height, AccessoryStrokes.checkmarkHeight)
        let cr = canvas.cr
        let inset = lw / 2
        cairo_move_to(cr, frame.x + inset, frame.y + frame.height * AccessoryStrokes.checkShortArmStart)
        cairo_line_to(cr, frame.x + frame.width * AccessoryStrokes.checkVertex, frame.maxY - lw)
        cairo_line_to(cr, frame.maxX - inset, frame.y + inset)
        stroke(color, width: lw)
    }

    /// The outlined circle with an "i" of the detail button.
    private func infoButton(in frame: Rect, color: Color) {
        let cr = canvas.cr
        let lw =
            AccessoryStrokes.infoRing
            * AccessoryStrokes.growth(min(frame.width, frame.height), AccessoryStrokes.infoSize)
        let cx = frame.x + frame.width / 2
        let cy = frame.y + frame.height / 2
        cairo_new_path(cr)
        cairo_arc(cr, cx, cy, (min(frame.width, frame.height) - lw) / 2, 0, 2 * Double.pi)
        stroke(color, width: lw)
        let unit = frame.height / AccessoryStrokes.infoDesignSize
        cairo_arc(cr, cx, cy - AccessoryStrokes.infoDotRise * unit, AccessoryStrokes.infoDotRadius * unit, 0, 2 * .pi)
        cairo_fill(cr)
        let stem = AccessoryStrokes.infoStemWidth * unit
        cairo_rectangle(
            cr, cx - stem / 2, cy - AccessoryStrokes.infoStemRise * unit, stem, AccessoryStrokes.infoStemLength * unit)
        cairo_fill(cr)
    }

    private func stroke(_ color: Color, width: Double) {
        let cr = canvas.cr
        canvas.setColor(color)
        cairo_set_line_width(cr, width)
        cairo_set_line_cap(cr, symbols ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, symbols ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_MITER)
        cairo_stroke(cr)
    }
}

/// Stroke widths and shape proportions of the flat accessories (our drawing, not Apple artwork).
enum AccessoryStrokes {
    /// estimated: the checkmark's short arm starts 53 % down its box and its vertex sits 36 % across,
    /// matched by eye to the iOS 12 references (ink box checked exactly in Docs/fidelity.md).
    static let checkShortArmStart = 0.53
    static let checkVertex = 0.36
    /// The info "i" is drawn on a 22 pt design grid, scaled to the circle: dot 1.1 pt in radius,
    /// 5 pt above centre; stem 1.6 × 7.5 pt from 2 pt above centre (estimated from the iOS 12 references).
    static let infoDesignSize = 22.0
    static let infoDotRise = 5.0
    static let infoDotRadius = 1.1
    static let infoStemWidth = 1.6
    static let infoStemRise = 2.0
    static let infoStemLength = 7.5
    /// estimated: iOS 7's chevron reads as a ~3 px line at @2x in screenshots.
    static let chevron = 1.5
    /// estimated: the checkmark stroke, as thick as the chevron's in screenshots.
    static let checkmark = 1.5
    /// estimated: the info circle's ring, about 2 px at @2x.
    static let infoRing = 1.0

    /// The largest box each stroke above was drawn for (iOS 12's chevron 13 tall, checkmark 13 tall in the
    /// modern looks, iOS 7's 23.5 pt info circle). A larger box (the modern looks' symbols at the bigger Dynamic
    /// Type sizes) thickens its stroke in proportion, as an SF Symbol's weight scales with its point size; the
    /// flat looks' artwork never exceeds these, so their strokes stay as they were.
    static let chevronHeight = 13.0
    static let checkmarkHeight = 13.0
    static let infoSize = 23.5

    /// How much a stroke designed for `design` grows in a box `size` long: 1 up to the design size.
    static func growth(_ size: Double, _ design: Double) -> Double { max(1, size / design) }
}
