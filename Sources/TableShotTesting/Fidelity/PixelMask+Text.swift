public import TableLayout

extension PixelMask {
    /// The text of a laid-out table: every node that draws a text run, its frame widened by `padding` points
    /// on each side and `verticalPadding` above and below (the stand-in fonts' advances differ from San
    /// Francisco's by a few points, and right-aligned text starts wherever its width puts it).
    public static func text(
        of tree: LayoutTree, width: Int, height: Int, padding: Double = 8, verticalPadding: Double = 2
    ) -> PixelMask {
        var mask = PixelMask(width: width, height: height)
        let scale = Double(tree.scale)
        for (node, frame) in tree.root.flattened() where node.text != nil {
            let left = Int(((frame.minX - padding) * scale).rounded(.down))
            let right = Int(((frame.maxX + padding) * scale).rounded(.up))
            let top = Int(((frame.minY - verticalPadding) * scale).rounded(.down))
            let bottom = Int(((frame.maxY + verticalPadding) * scale).rounded(.up))
            mask.mask(x: max(0, left)..<max(0, right), y: max(0, top)..<max(0, bottom))
        }
        return mask
    }
}
