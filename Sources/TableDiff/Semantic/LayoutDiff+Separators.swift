internal import TableLayout

extension LayoutDiff {
    /// A row's separators: how many, and for the top and the bottom line their insets, color and thickness.
    /// A line at the row's top (y = 0) is its `top separator`; any other is its `separator`. Their y follows
    /// the row's height and is not reported.
    static func separatorChanges(_ old: LayoutNode, _ new: LayoutNode) -> [String?] {
        let before = old.subviews.filter { $0.kind == .separator }
        let after = new.subviews.filter { $0.kind == .separator }
        var out = [ChangeWording.value("separators", "\(before.count)", "\(after.count)")]
        for (name, isTop) in [("top separator", true), ("separator", false)] {
            guard let line = before.first(where: { isTopLine($0) == isTop }),
                let next = after.first(where: { isTopLine($0) == isTop })
            else { continue }
            out += lineChanges(name, line, next, old.frame.width, new.frame.width)
        }
        return out
    }

    /// The table's separators under its last row (fixed-height plain tables): their count, and the first one's
    /// insets, color and thickness.
    static func emptyRowSeparatorChanges(
        _ old: [LayoutNode], _ new: [LayoutNode], _ oldTree: LayoutTree, _ newTree: LayoutTree,
        into log: inout ChangeLog
    ) {
        log.note("table", ChangeWording.value("empty-row separators", "\(old.count)", "\(new.count)"))
        guard let line = old.first, let next = new.first else { return }
        log.note(
            "table", lineChanges("empty-row separator", line, next, oldTree.root.frame.width, newTree.root.frame.width))
    }

    private static func isTopLine(_ node: LayoutNode) -> Bool { node.frame.minY == 0 }

    /// `separator inset 15 → 0 pt`, `separator right inset 0 → 15 pt`, `separator moved 82 pt left` (a line
    /// that slid with a swiped row), `separator color …`, `separator thickness 0.5 → 1 pt`.
    private static func lineChanges(
        _ name: String, _ old: LayoutNode, _ new: LayoutNode, _ oldWidth: Double, _ newWidth: Double
    ) -> [String?] {
        var out: [String?] = []
        let slid =
            !ChangeWording.same(old.frame.minX, new.frame.minX)
            && ChangeWording.same(old.frame.width, new.frame.width) && ChangeWording.same(oldWidth, newWidth)
        if slid {
            out.append(ChangeWording.move(dx: new.frame.minX - old.frame.minX, dy: 0).map { "\(name) \($0)" })
        } else {
            out.append(ChangeWording.length("\(name) inset", old.frame.minX, new.frame.minX))
            out.append(
                ChangeWording.length("\(name) right inset", oldWidth - old.frame.maxX, newWidth - new.frame.maxX))
        }
        out.append(
            ChangeWording.value(
                "\(name) color", ChangeWording.color(old.backgroundColor), ChangeWording.color(new.backgroundColor)))
        out.append(ChangeWording.length("\(name) thickness", old.frame.height, new.frame.height))
        return out
    }
}
