/// A node's `Fill` and a classic grouped section's box (`GroupDecoration`) as display items in the node's space.
enum FillArtwork {
    /// `fill` over a `size` box whose left edge is `canvasX` points from the canvas's left: vertical gradients
    /// over the box's height, and pinstripes phased from the canvas's x = 0 (classic-metrics §1.1: the stripes do
    /// not move with views).
    static func list(_ fill: Fill, size: Size, canvasX: Double) -> DisplayList {
        switch fill {
        case .verticalGradient(let stops):
            let box = Rect(x: 0, y: 0, width: size.width, height: size.height)
            return DisplayList([
                .fill(.rectangle(box), .linearGradient(.vertical(top: box.y, bottom: box.maxY, stops: stops)))
            ])
        case .pinstripe(let stripes):
            return pinstripe(stripes, size: size, canvasX: canvasX)
        }
    }

    /// Each stripe as a rectangle, period after period, across the box.
    private static func pinstripe(_ stripes: [Stripe], size: Size, canvasX: Double) -> DisplayList {
        let period = stripes.reduce(0) { $0 + $1.width }
        guard period > 0, size.width > 0 else { return DisplayList() }
        let frame = Rect(x: canvasX, y: 0, width: size.width, height: size.height)
        var list = DisplayList()
        var x = (frame.x / period).rounded(.down) * period
        while x < frame.maxX {
            for stripe in stripes {
                let left = max(x, frame.x)
                let right = min(x + stripe.width, frame.maxX)
                if right > left {
                    let rect = Rect(x: left - canvasX, y: frame.y, width: right - left, height: frame.height)
                    list.append(.fill(.rectangle(rect), .color(stripe.color)))
                }
                x += stripe.width
            }
        }
        return list
    }

    /// A classic grouped section's box filling a `size` box (classic-metrics §1.2–1.3): the light line under
    /// it, its border ring and its interior fill, all with rounded corners.
    static func groupBox(_ group: GroupDecoration, size: Size) -> DisplayList {
        let box = Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - group.bottomHighlightWidth))
        guard box.width > 0, box.height > 0 else { return DisplayList() }
        let radius = min(group.cornerRadius, box.width / 2, box.height / 2)
        var list = DisplayList()
        if let highlight = group.bottomHighlight {
            // The box moved down by the highlight's width, less the box itself: only its lower edge shows.
            var line = DisplayPath()
            line.addRoundedRect(
                box.offsetBy(dx: 0, dy: group.bottomHighlightWidth), radius: radius, top: true, bottom: true)
            line.addRoundedRect(box, radius: radius, top: true, bottom: true)
            let below = Rect(
                x: box.x, y: box.maxY - radius, width: box.width, height: radius + group.bottomHighlightWidth)
            list.append(
                DisplayList([.pushClip(.rectangle(below)), .fill(line, .color(highlight), evenOdd: true), .popClip]))
        }
        let border = group.borderWidth
        let inner = Rect(
            x: box.x + border, y: box.y + border, width: box.width - 2 * border, height: box.height - 2 * border)
        let innerRadius = max(0, radius - border)
        var ring = DisplayPath()
        ring.addRoundedRect(box, radius: radius, top: true, bottom: true)
        ring.addRoundedRect(inner, radius: innerRadius, top: true, bottom: true)
        var interior = DisplayPath()
        interior.addRoundedRect(inner, radius: innerRadius, top: true, bottom: true)
        list.append(.fill(ring, .color(group.borderColor), evenOdd: true))
        list.append(.fill(interior, .color(group.fill)))
        return list
    }
}
