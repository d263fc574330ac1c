/// The picture of an error, for clients that accept only images: a red title
/// bar and the problem's lines below it, so a broken mockup is visible where
/// it is embedded (an `<img>` in a design review, a Markdown page).
public enum ErrorImageLayout {
    /// Width of the picture in points.
    public static let width = 320.0
    /// Inner margin in points.
    public static let padding = 8.0
    /// Title bar fill: the flat Delete red (flat-metrics §1.2).
    public static let titleBackground = Color(hex: 0xFF3B30)

    /// Lays out `title` over `lines` at `scale`, measuring with `measurer`.
    public static func tree(title: String, lines: [String], scale: Int, measurer: any TextMeasuring) -> LayoutTree {
        let grid = PixelGrid(scale: scale)
        let textWidth = width - 2 * padding
        let titleFont = FontDescriptor(family: "Helvetica Neue", size: 15, weight: .bold)
        let bodyFont = FontDescriptor(family: "Helvetica Neue", size: 13)
        let titleHeight = grid.ceil(measurer.measure(title, font: titleFont).lineHeight) + 2 * padding
        let titleLabel = label(title, font: titleFont, color: .white, y: padding, width: textWidth, measurer: measurer)
        let bar = LayoutNode(
            kind: .sectionHeader, frame: Rect(x: 0, y: 0, width: width, height: titleHeight),
            backgroundColor: titleBackground, subviews: [titleLabel])
        var subviews = [bar]
        var y = titleHeight + padding
        for line in lines.prefix(maxLines) {
            var node = label(line, font: bodyFont, color: .black, y: y, width: textWidth, measurer: measurer)
            let height = grid.ceil(measurer.wrappedHeight(line, font: bodyFont, width: textWidth, maxLines: 3))
            node.frame.height = height
            node.text?.numberOfLines = 3
            subviews.append(node)
            y += height + padding / 2
        }
        let height = y + padding / 2
        let root = LayoutNode(
            kind: .tableView, frame: Rect(x: 0, y: 0, width: width, height: height), backgroundColor: .white,
            subviews: subviews)
        return LayoutTree(width: width, height: height, scale: scale, root: root)
    }

    /// Most problem lines drawn (the rest are summarized by the title).
    public static let maxLines = 12

    private static func label(
        _ text: String, font: FontDescriptor, color: Color, y: Double, width: Double, measurer: any TextMeasuring
    ) -> LayoutNode {
        let metrics = measurer.measure(text, font: font)
        let run = TextRun(text: text, font: font, color: color, alignment: .left, baseline: metrics.ascender)
        return LayoutNode(
            kind: .textLabel, frame: Rect(x: padding, y: y, width: width, height: metrics.lineHeight), text: run)
    }
}
