internal import TableLayout

/// Pairs the views of two layouts that play the same part.
///
/// Top-level views of the `tableView` are matched by `TableSlot`: cells by `indexPath`, headers, footers and
/// group boxes by section. Tree nodes do not carry the section of a header or footer, so it is worked out from
/// the order of the subviews: a header (or group box) belongs to the section whose cells follow it, a footer
/// to the section whose header or cells precede it; one with no cells next to it belongs to the section after
/// the last one seen. A section with no header, footer or rows leaves no trace in the tree, so a header after
/// it is counted one section early.
struct NodeMatcher {
    /// The top-level views by slot; the first wins should two claim one slot.
    private(set) var slots: [TableSlot: LayoutNode] = [:]
    /// The separators UIKit draws under the last row of a fixed-height plain table.
    private(set) var emptyRowSeparators: [LayoutNode] = []

    init(_ root: LayoutNode) {
        let views = root.subviews
        var last = -1
        var lastIsOpen = false
        for (index, view) in views.enumerated() {
            switch view.kind {
            case .cell:
                guard let path = view.indexPath, path.count == 2 else { continue }
                place(.cell(section: path[0], row: path[1]), view)
                (last, lastIsOpen) = (path[0], true)
            case .sectionHeader, .groupBackground:
                let section = Self.sectionOfNextCell(in: views, after: index) ?? last + 1
                place(view.kind == .sectionHeader ? .header(section: section) : .group(section: section), view)
                (last, lastIsOpen) = (section, true)
            case .sectionFooter:
                let section = lastIsOpen ? last : last + 1
                place(.footer(section: section), view)
                (last, lastIsOpen) = (section, false)
            case .separator: emptyRowSeparators.append(view)
            case .tableHeaderView: place(.tableHeader, view)
            case .tableFooterView: place(.tableFooter, view)
            case .sectionIndex: place(.sectionIndex, view)
            case .refreshControl: place(.refreshControl, view)
            case .editControl:
                guard let path = view.indexPath, path.count == 2 else { continue }
                place(.outsideControl(section: path[0], row: path[1]), view)
            default: continue
            }
        }
    }

    private mutating func place(_ slot: TableSlot, _ node: LayoutNode) {
        if slots[slot] == nil { slots[slot] = node }
    }

    /// The section of the first cell after `index`, unless another header or a footer comes first.
    private static func sectionOfNextCell(in views: [LayoutNode], after index: Int) -> Int? {
        for view in views[(index + 1)...] {
            switch view.kind {
            case .cell: return view.indexPath?.first
            case .groupBackground: continue
            default: return nil
            }
        }
        return nil
    }

    /// The subviews of `kind` in two parents, paired in order; the shorter side is padded with `nil`.
    static func pairs(_ kind: NodeKind, _ old: LayoutNode, _ new: LayoutNode) -> [(old: LayoutNode?, new: LayoutNode?)]
    {
        let before = old.subviews.filter { $0.kind == kind }
        let after = new.subviews.filter { $0.kind == kind }
        return (0..<max(before.count, after.count)).map { index in
            (index < before.count ? before[index] : nil, index < after.count ? after[index] : nil)
        }
    }

    /// The kinds of the subviews of two parents, in the order they first appear (new before old).
    static func kinds(_ old: LayoutNode, _ new: LayoutNode) -> [NodeKind] {
        var kinds: [NodeKind] = []
        for view in new.subviews + old.subviews where !kinds.contains(view.kind) { kinds.append(view.kind) }
        return kinds
    }
}
