internal import TableLayout

/// For each subview of a tree's root, the first pixel row it may paint: the top of every frame in its subtree,
/// less a generous allowance for what is drawn outside frames (a shadow's blur and offset, a border, a text
/// shadow, glyph ink above a label's line box). `DisplayListPainter` clips each root subview to the rows from its floor
/// down, so the floor holds by construction: once subviews `0...i` are painted, every row above the lowest floor
/// of the subviews after `i` is final and can be encoded while the rest is drawn (`PNGStripPipeline`, issue 14).
///
/// The clip is applied to every PNG draw, pipelined or not, so the image never depends on how it was encoded;
/// the allowance is meant never to cut real drawing (tests compare every example and random specs drawn with
/// and without the clip), and if it ever did, every machine would cut the same pixels.
enum PaintFloors {
    /// Room above every frame, in points, beyond the node's own outsets: antialiasing, artwork drawn slightly
    /// outside its frame (classic switch and button bevels), a separator's half pixel.
    static let allowance = 16.0
    /// Glyph ink above a label's frame, in multiples of its font size (stacked marks, tall scripts, emoji).
    static let inkPerPoint = 2.0

    /// The floors, one per subview of `tree.root`, in pixel rows (0 when a subview may paint from the top).
    static func rows(of tree: LayoutTree) -> [Int] {
        let root = tree.root
        let scale = Double(tree.scale)
        return root.subviews.map { child in
            let top = highestPaint(child, originY: root.frame.y)
            guard top.isFinite else { return 0 }
            return max(0, Int((top * scale).rounded(.down)))
        }
    }

    /// The highest point (smallest y, in canvas points) `node` or its subviews may paint, from a parent at `originY`.
    private static func highestPaint(_ node: LayoutNode, originY: Double) -> Double {
        let y = originY + node.frame.y
        var top = y - allowance - outset(node)
        guard top.isFinite else { return -.infinity }  // a frame or outset that is NaN or infinite: from the top
        for child in node.subviews { top = min(top, highestPaint(child, originY: y)) }
        return top
    }

    /// How far `node`'s own drawing may reach above its frame, beyond `allowance`.
    private static func outset(_ node: LayoutNode) -> Double {
        var outset = 0.0
        if let shadow = node.shadow { outset = max(outset, shadow.radius + max(0, -shadow.offsetY)) }
        if let border = node.border { outset = max(outset, border.width) }
        if let group = node.group { outset = max(outset, group.borderWidth + group.bottomHighlightWidth) }
        if let text = node.text {
            let shadowReach = text.shadow.map { max(0, -$0.offsetY) } ?? 0
            outset = max(outset, inkPerPoint * text.font.size + shadowReach)
        }
        return outset
    }
}
