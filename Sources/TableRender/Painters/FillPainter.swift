internal import CPangoCairo
internal import TableLayout

/// Paints a node's `Fill` inside the current clip: vertical gradients over the frame's height, and
/// pinstripes phased from the canvas's x = 0 (classic-metrics §1.1: the stripes do not move with views).
struct FillPainter {
    let canvas: Canvas

    func paint(_ fill: Fill, in frame: Rect) {
        switch fill {
        case .verticalGradient(let stops): gradient(stops, in: frame)
        case .pinstripe(let stripes): pinstripe(stripes, in: frame)
        }
    }

    private func gradient(_ stops: [GradientStop], in frame: Rect) {
        let cr = canvas.cr
        let pattern = cairo_pattern_create_linear(0, frame.y, 0, frame.maxY)
        defer { cairo_pattern_destroy(pattern) }
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(
                pattern, stop.location, Double(c.red) / 255, Double(c.green) / 255, Double(c.blue) / 255,
                Double(c.alpha) / 255)
        }
        cairo_set_source(cr, pattern)
        cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
        cairo_fill(cr)
    }

    /// Each stripe as a rectangle, period after period, across the frame.
    private func pinstripe(_ stripes: [Stripe], in frame: Rect) {
        let period = stripes.reduce(0) { $0 + $1.width }
        guard period > 0, frame.width > 0 else { return }
        var x = (frame.x / period).rounded(.down) * period
        while x < frame.maxX {
            for stripe in stripes {
                let left = max(x, frame.x)
                let right = min(x + stripe.width, frame.maxX)
                if right > left {
                    canvas.fill(Rect(x: left, y: frame.y, width: right - left, height: frame.height), stripe.color)
                }
                x += stripe.width
            }
        }
    }
}
