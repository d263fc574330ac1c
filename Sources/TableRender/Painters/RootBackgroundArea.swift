internal import TableLayout

/// The pixels of an opaque root background that can still show once the tree is drawn: the canvas minus the
/// pixels that later opaque background fills paint over completely. On a typical table the cells and headers
/// repaint nearly every pixel of the table's background, so filling it all first wrote the whole canvas (5.5 MB
/// for the 20-row reference) twice, a fifth of the drawing time (issue 14).
///
/// A later fill replaces the pixels it covers whole when it is opaque and drawn straight onto the canvas: neither
/// it nor an ancestor is translucent (those draw into a group) or has rounded corners (a clip that is not a
/// rectangle); of its rectangle, only the pixels it covers completely, inside every ancestor's rectangular clip,
/// count. Whatever was drawn on those pixels before it (the table's color, a neighbour's overhang, the reused
/// buffer's old memory) is replaced, and no drawing reads one pixel to write another, so the image is
/// byte-identical to filling the whole background.
enum RootBackgroundArea {
    /// The pixels of `tree`'s root background that must be painted: disjoint rectangles. `floors` are the first
    /// rows the root's subviews may paint (`PaintFloors`, one per subview; the painter clips them there).
    static func visiblePixels(of tree: LayoutTree, floors: [Int]? = nil) -> [PixelRect] {
        let canvas = PixelRect(x0: 0, y0: 0, x1: tree.pixelWidth, y1: tree.pixelHeight)
        let scale = Double(tree.scale)
        let root = tree.root
        var clip = canvas
        if root.clipsToBounds { clip = clip.intersection(PixelRect(coveredBy: root.frame, scale: scale)) }
        var covered: [PixelRect] = []
        for (index, child) in root.subviews.enumerated() {
            var childClip = clip
            if let floors, floors.indices.contains(index) { childClip.y0 = max(childClip.y0, floors[index]) }
            guard !childClip.isEmpty else { continue }
            collect(child, origin: (root.frame.x, root.frame.y), clip: childClip, scale: scale, into: &covered)
        }
        return complement(of: covered, in: canvas)
    }

    /// Adds the pixels that `node`'s background and its subviews' backgrounds replace whole.
    private static func collect(
        _ node: LayoutNode, origin: (x: Double, y: Double), clip: PixelRect, scale: Double,
        into covered: inout [PixelRect]
    ) {
        guard node.alpha ?? 1 >= 1, node.corners == nil else { return }
        let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
        let pixels = PixelRect(coveredBy: frame, scale: scale)
        if node.backgroundColor?.alpha == 255 {
            let replaced = pixels.intersection(clip)
            if !replaced.isEmpty { covered.append(replaced) }
        }
        let inner = node.clipsToBounds ? clip.intersection(pixels) : clip
        guard !inner.isEmpty else { return }
        for child in node.subviews {
            collect(child, origin: (frame.x, frame.y), clip: inner, scale: scale, into: &covered)
        }
    }

    /// `bounds` minus the union of `rects`, as disjoint rectangles: bands between the rectangles' top and bottom
    /// edges, each cut where rectangles cross it, and a gap that continues the one above grows down instead of
    /// starting another rectangle.
    static func complement(of rects: [PixelRect], in bounds: PixelRect) -> [PixelRect] {
        let rects = rects.map { $0.intersection(bounds) }.filter { !$0.isEmpty }.sorted { $0.y0 < $1.y0 }
        let edges = Set([bounds.y0, bounds.y1] + rects.flatMap { [$0.y0, $0.y1] }).sorted()
        var next = 0
        var crossing: [PixelRect] = []
        var finished: [PixelRect] = []
        var open: [PixelRect] = []
        for (top, bottom) in zip(edges, edges.dropFirst()) {
            crossing.removeAll { $0.y1 <= top }
            while next < rects.count, rects[next].y0 <= top {
                crossing.append(rects[next])
                next += 1
            }
            var continued: [PixelRect] = []
            for gap in gaps(in: bounds.x0..<bounds.x1, outside: crossing.map { $0.x0..<$0.x1 }) {
                if let above = open.firstIndex(where: { $0.x0 == gap.lowerBound && $0.x1 == gap.upperBound }) {
                    var grown = open.remove(at: above)
                    grown.y1 = bottom
                    continued.append(grown)
                } else {
                    continued.append(PixelRect(x0: gap.lowerBound, y0: top, x1: gap.upperBound, y1: bottom))
                }
            }
            finished += open
            open = continued
        }
        return finished + open
    }

    /// The parts of `line` that none of `spans` covers, left to right.
    private static func gaps(in line: Range<Int>, outside spans: [Range<Int>]) -> [Range<Int>] {
        var gaps: [Range<Int>] = []
        var x = line.lowerBound
        for span in spans.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if span.lowerBound > x { gaps.append(x..<min(span.lowerBound, line.upperBound)) }
            x = max(x, span.upperBound)
            if x >= line.upperBound { break }
        }
        if x < line.upperBound { gaps.append(x..<line.upperBound) }
        return gaps.filter { !$0.isEmpty }
    }
}
