internal import TableLayout

/// Draws the reorder grip (ART7 `UITableGrabber`) filling `frame`
/// (22 × 8.5 pt): three full-width bars, the first at the top, the last at
/// the bottom and the rest evenly between (bars at y = 0, 3.5, 7 pt).
struct ReorderGripPainter {
    let canvas: Canvas

    func paint(in frame: Rect, color: Color) {
        let bars = ControlArtwork.grabberBars
        let thickness = min(ControlArtwork.grabberBarThickness, frame.height / Double(bars))
        let pitch = (frame.height - thickness) / Double(bars - 1)
        for bar in 0..<bars {
            let y = frame.y + Double(bar) * pitch
            canvas.fill(Rect(x: frame.x, y: y, width: frame.width, height: thickness), color)
        }
    }
}
