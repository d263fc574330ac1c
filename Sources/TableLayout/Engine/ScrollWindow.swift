/// The visible part of a scrolled table: the window `[top, top + height)` of the content, with a plain
/// table's section headers floating at its top and footers at its bottom ("the header of the section floats
/// to the top of the table view and the footer of the section floats to the bottom", Table View
/// Programming Guide; Docs/research/issue10-uikit-facts.md §8).
struct ScrollWindow {
    /// `contentOffset.y`.
    let top: Double
    /// The viewport's height.
    let height: Double

    /// Where one section's nodes sit among the table's subviews, and the section's extent in content points.
    struct Section {
        var header: Int?
        var footer: Int?
        var top: Double
        var bottom: Double
    }

    /// `nodes` (content coordinates) as the window shows them: floated, culled to the window and moved up by
    /// `top`. Floating headers and footers draw over the rows.
    func apply(_ nodes: [LayoutNode], sections: [Section], floats: Bool) -> [LayoutNode] {
        var nodes = nodes
        var floating = Set<Int>()
        if floats {
            for section in sections {
                let headerHeight = section.header.map { nodes[$0].frame.height } ?? 0
                if let index = section.header {
                    let y = min(max(nodes[index].frame.y, top), section.bottom - nodes[index].frame.height)
                    if y != nodes[index].frame.y { floating.insert(index) }
                    nodes[index].frame.y = y
                }
                if let index = section.footer {
                    let bottom = top + height - nodes[index].frame.height
                    let y = max(min(nodes[index].frame.y, bottom), section.top + headerHeight)
                    if y != nodes[index].frame.y { floating.insert(index) }
                    nodes[index].frame.y = y
                }
            }
        }
        var visible: [LayoutNode] = []
        var above: [LayoutNode] = []
        for (index, node) in nodes.enumerated() where node.frame.maxY > top && node.frame.minY < top + height {
            var moved = node
            moved.frame.y -= top
            if floating.contains(index) { above.append(moved) } else { visible.append(moved) }
        }
        return visible + above
    }
}
