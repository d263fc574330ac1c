/// The names an SVG's layers take after the table: the root's subviews fall into `section-S` groups (a header,
/// its cells and footer, the classic box behind them), a cell is `section-S-row-R`, and a part is its parent's
/// name and its role (`section-0-row-2-textLabel`, `…-accessory`, `…-separator`); a role repeated under one parent
/// is numbered from its second (`…-separator-2`); an edit control or button beside a cell rather than in it is
/// the part of the cell across its middle. Index paths count from 0, as `indexPath` does.
public enum LayerNames {
    /// One root subview's place: its section (nil for table-level views) and its own name.
    public struct Entry: Sendable, Equatable {
        public var section: Int?
        public var name: String
    }

    /// The section and name of each of `root`'s subviews, in order.
    public static func rootEntries(_ root: LayoutNode) -> [Entry] {
        let subviews = root.subviews
        var entries: [Entry] = []
        var current: Int?
        var used: [String: Int] = [:]
        let cells = subviews.filter { $0.kind == .cell }
        for (index, node) in subviews.enumerated() {
            var section: Int?
            switch node.kind {
            case .cell:
                section = node.indexPath?.first
            case .editControl, .reorderControl, .deleteConfirmationButton, .swipeActionButton:
                section = Self.cell(beside: node, in: cells)?.indexPath?.first
            case .sectionHeader, .groupBackground:
                // The section whose first cell follows (or the one after the last seen, for an empty section).
                section =
                    subviews[(index + 1)...].lazy.compactMap { $0.kind == .cell ? $0.indexPath?.first : nil }
                    .first ?? (current.map { $0 + 1 } ?? 0)
            case .sectionFooter:
                section = current ?? 0
            case .separator:
                section = current
            default:
                section = nil
            }
            if let section { current = section }
            let base: String
            if let section {
                switch node.kind {
                case .cell:
                    base = "section-\(section)-row-\(node.indexPath?.last ?? 0)"
                case .editControl, .reorderControl, .deleteConfirmationButton, .swipeActionButton:
                    let row = Self.cell(beside: node, in: cells)?.indexPath?.last ?? 0
                    base = "section-\(section)-row-\(row)-\(role(node.kind))"
                case .sectionHeader: base = "section-\(section)-header"
                case .sectionFooter: base = "section-\(section)-footer"
                case .groupBackground: base = "section-\(section)-background"
                default: base = "section-\(section)-\(role(node.kind))"
                }
            } else {
                base = role(node.kind)
            }
            entries.append(Entry(section: section, name: numbered(base, &used)))
        }
        return entries
    }

    /// The cell a view beside the cells stands by (the classic look's edit controls): the one across its middle.
    private static func cell(beside node: LayoutNode, in cells: [LayoutNode]) -> LayoutNode? {
        let middle = node.frame.y + node.frame.height / 2
        return cells.first { $0.frame.minY <= middle && middle < $0.frame.maxY }
    }

    /// The names of `node`'s subviews under a parent named `parent`.
    public static func childNames(_ node: LayoutNode, parent: String) -> [String] {
        var used: [String: Int] = [:]
        return node.subviews.map { numbered(parent + "-" + role($0.kind), &used) }
    }

    /// A node kind's name as a layer: UIKit's property name (`accessory` for the accessory view).
    static func role(_ kind: NodeKind) -> String {
        kind == .accessoryView ? "accessory" : kind.rawValue
    }

    private static func numbered(_ base: String, _ used: inout [String: Int]) -> String {
        let count = (used[base] ?? 0) + 1
        used[base] = count
        return count == 1 ? base : "\(base)-\(count)"
    }
}
