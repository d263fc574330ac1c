public import TableLayout

/// Says in words what changed between two layouts of a table, next to the pixel diff of their renders.
///
/// Views are matched by their part in the table, not by position: cells by `indexPath`, section headers,
/// footers and group boxes by section (see `NodeMatcher`), a cell's subviews by kind, the parts of an
/// accessory by kind and order. Each cell's subviews are compared in the cell's own coordinates, so a row
/// that only moved because something above it grew reports nothing; the growth itself is reported once
/// (`section 0 row 2: height 44 → 60 pt`), and the table's height with it. Likewise a subview that only
/// follows its parent's resize (stretching, staying centred or pinned to the far edge) is not reported.
///
/// At most `maximumChanges` changes are returned: when there are more, the first `maximumChanges − 1`
/// are kept and the last entry is `table: … and N more changes`, N being how many were left out.
public enum LayoutDiff {
    /// The most entries `changes(from:to:)` returns, the "… and N more changes" entry included.
    public static let maximumChanges = 200

    /// Every difference from `old` to `new`, in reading order (top to bottom, parents before children).
    /// Empty when the trees are equal.
    public static func changes(from old: LayoutTree, to new: LayoutTree) -> [LayoutChange] {
        guard old != new else { return [] }
        var log = ChangeLog()
        tableChanges(old, new, into: &log)
        let before = NodeMatcher(old.root)
        let after = NodeMatcher(new.root)
        let rows = ParentChange(width: rowAreaWidth(new.root) - rowAreaWidth(old.root))
        var slots = Set(before.slots.keys).union(after.slots.keys)
        if !before.emptyRowSeparators.isEmpty || !after.emptyRowSeparators.isEmpty {
            slots.insert(.emptyRowSeparators)
        }
        for slot in slots.sorted() {
            if slot == .emptyRowSeparators {
                emptyRowSeparatorChanges(before.emptyRowSeparators, after.emptyRowSeparators, old, new, into: &log)
            } else {
                slotChanges(slot, before.slots[slot], after.slots[slot], rows, into: &log)
            }
        }
        return capped(log.changes)
    }

    /// Canvas size, scale, look and the table's own background.
    private static func tableChanges(_ old: LayoutTree, _ new: LayoutTree, into log: inout ChangeLog) {
        log.note(
            "table",
            [
                ChangeWording.length("width", old.width, new.width),
                ChangeWording.length("height", old.height, new.height),
                ChangeWording.value("scale", "\(old.scale)x", "\(new.scale)x"),
                ChangeWording.value("look", old.look.rawValue, new.look.rawValue),
            ])
        log.note("table", appearanceChanges(old.root, new.root))
    }

    /// Width of the rows: the table less the section index column.
    private static func rowAreaWidth(_ root: LayoutNode) -> Double {
        root.subviews.first { $0.kind == .sectionIndex }?.frame.minX ?? root.frame.width
    }

    /// One slot's view added, removed or changed.
    private static func slotChanges(
        _ slot: TableSlot, _ old: LayoutNode?, _ new: LayoutNode?, _ rows: ParentChange, into log: inout ChangeLog
    ) {
        let subject = slot.subject
        guard let old, let new else {
            if let new { log.note(subject, ChangeWording.added(slot == .sectionIndex ? nil : headline(new))) }
            if old != nil { log.note(subject, "removed") }
            return
        }
        switch slot {
        case .cell: cellChanges(old, new, subject, rows, into: &log)
        case .group: groupChanges(old, new, subject, rows, into: &log)
        case .sectionIndex: indexChanges(old, new, into: &log)
        case .tableHeader, .tableFooter: barChanges(old, new, subject, "text", rows, into: &log)
        default: barChanges(old, new, subject, "title", rows, into: &log)
        }
    }

    /// The text a row, header or footer shows first: its (first) `textLabel`'s.
    static func headline(_ node: LayoutNode) -> String? {
        node.flattened().first { $0.node.kind == .textLabel && $0.node.text != nil }?.node.text?.text
    }

    /// `changes`, or its first `maximumChanges − 1` entries and a last one saying how many more there were.
    static func capped(_ changes: [LayoutChange]) -> [LayoutChange] {
        guard changes.count > maximumChanges else { return changes }
        let kept = maximumChanges - 1
        let rest = LayoutChange(subject: "table", change: "… and \(changes.count - kept) more changes")
        return Array(changes.prefix(kept)) + [rest]
    }
}
