internal import CPangoCairo
internal import TableLayout

/// Draws a label: aligned in its frame, wrapped or tail-truncated with "…",
/// its baseline where the layout put it, over its hard shadow if it has one.
struct LabelPainter {
    let canvas: Canvas
    let text: TextEngine
    /// Device pixels per point of the render (the PNG's scale; a vector document's too, so that it matches).
    var pixelsPerPoint = 1.0

    func paint(_ run: TextRun, in frame: Rect) {
        guard frame.width > 0, !run.text.isEmpty else { return }
        // A one-line left-aligned label that fits is drawn with the layout its measuring shaped.
        let fitting =
            run.numberOfLines == 1 && run.alignment == .left
            ? text.fittingLineLayout(run.text, font: run.font, width: frame.width) : nil
        let layout =
            fitting
            ?? text.labelLayout(
                run.text, font: run.font, width: frame.width, maxLines: run.numberOfLines, mode: run.lineBreakMode,
                alignment: Self.alignment(run.alignment))
        let scale = Double(PANGO_SCALE)
        let layoutBaseline = Double(pango_layout_get_baseline(layout)) / scale
        let top = baseline(of: run, in: frame) - layoutBaseline
        if let shadow = run.shadow {
            // The shadow may fall just outside the label, as UILabel's does.
            let clip = Rect(
                x: frame.x, y: frame.y + min(0, shadow.offsetY), width: frame.width,
                height: frame.height + abs(shadow.offsetY))
            show(layout, at: top + shadow.offsetY, x: frame.x, color: shadow.color, clip: clip)
        }
        show(layout, at: top, x: frame.x, color: run.color, clip: frame)
    }

    /// Where the run's first baseline goes. A label set in SF's line box (`SystemFontLineHeight.lineBox`) has its
    /// baseline on a device pixel, as UIKit's are (the references' baselines fall on pixel rows), and the same in
    /// a PNG and a vector document; the stand-ins' own boxes put it where the layout says.
    private func baseline(of run: TextRun, in frame: Rect) -> Double {
        let baseline = frame.y + run.baseline
        guard SystemFontLineHeight.lineBox(for: run.font) != nil else { return baseline }
        return (baseline * pixelsPerPoint).rounded() / pixelsPerPoint
    }

    private func show(_ layout: OpaquePointer, at y: Double, x: Double, color: Color, clip: Rect) {
        canvas.setColor(color)
        cairo_save(canvas.cr)
        cairo_rectangle(canvas.cr, clip.x, clip.y, clip.width, clip.height)
        cairo_clip(canvas.cr)
        cairo_move_to(canvas.cr, x, y)
        canvas.show(layout)
        cairo_restore(canvas.cr)
    }

    private static func alignment(_ alignment: TextRun.Alignment) -> PangoAlignment {
        switch alignment {
        case .left: return PANGO_ALIGN_LEFT
        case .center: return PANGO_ALIGN_CENTER
        case .right: return PANGO_ALIGN_RIGHT
        }
    }
}
