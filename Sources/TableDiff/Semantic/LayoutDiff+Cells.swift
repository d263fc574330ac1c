internal import TableLayout
internal import TableSpec

extension LayoutDiff {
    /// A row's own changes (height, selection, accessory, editing controls, separators), then its subviews'.
    static func cellChanges(
        _ old: LayoutNode, _ new: LayoutNode, _ subject: String, _ rows: ParentChange, into log: inout ChangeLog
    ) {
        log.note(subject, FrameWording.changes(old.frame, new.frame, parent: rows, style: .topLevel))
        log.note(subject, appearanceChanges(old, new))
        let accessory = (old: old.child(.accessoryView), new: new.child(.accessoryView))
        log.note(subject, accessoryChange(accessory.old, accessory.new))
        let edit = (old: old.child(.editControl), new: new.child(.editControl))
        log.note(subject, ChangeWording.value("editControl", controlName(edit.old), controlName(edit.new)))
        let reorder = presenceChange("reorderControl", old.child(.reorderControl), new.child(.reorderControl))
        log.note(subject, reorder)
        let delete = (old: old.child(.deleteConfirmationButton), new: new.child(.deleteConfirmationButton))
        let button = presenceChange("deleteConfirmationButton", delete.old, delete.new)
        log.note(subject, button)
        log.note(subject, separatorChanges(old, new))
        let trailingChanged =
            accessoryKind(accessory.old) != accessoryKind(accessory.new) || reorder != nil || button != nil
        var inside = rows.child(old.frame, new.frame)
        inside.trailingChanged = trailingChanged
        if let before = edit.old, let after = edit.new, controlName(before) == controlName(after) {
            compare(before, after, as: "\(subject) editControl", in: inside, into: &log)
        }
        if let before = old.child(.contentView), let after = new.child(.contentView) {
            compare(before, after, as: "\(subject) contentView", childBase: subject, in: inside, into: &log)
        }
        if let before = accessory.old, let after = accessory.new, accessoryKind(before) == accessoryKind(after) {
            compare(before, after, as: "\(subject) accessoryView", in: inside, into: &log)
        }
        for kind in [NodeKind.reorderControl, .deleteConfirmationButton] {
            guard let before = old.child(kind), let after = new.child(kind) else { continue }
            compare(before, after, as: "\(subject) \(kind.rawValue)", in: inside, into: &log)
        }
    }

    /// `accessoryType checkmark → none`; with a switch, `accessoryView switch on → off`,
    /// `accessoryView switch → none` or `accessoryView none → switch on`.
    static func accessoryChange(_ old: LayoutNode?, _ new: LayoutNode?) -> String? {
        let oldIsSwitch = old?.control == .switch
        let newIsSwitch = new?.control == .switch
        if oldIsSwitch && newIsSwitch {
            return ChangeWording.value("accessoryView switch", switchState(old), switchState(new))
        }
        if oldIsSwitch || newIsSwitch {
            let before = oldIsSwitch ? "switch" : accessoryKind(old)
            let after = newIsSwitch ? "switch \(switchState(new))" : accessoryKind(new)
            return "accessoryView \(before) → \(after)"
        }
        return ChangeWording.value("accessoryType", accessoryKind(old), accessoryKind(new))
    }

    /// The accessory's type (`checkmark`), `switch`, or `none`.
    private static func accessoryKind(_ node: LayoutNode?) -> String {
        guard let node else { return "none" }
        if node.control == .switch { return "switch" }
        return node.accessoryType?.rawValue ?? "none"
    }

    private static func switchState(_ node: LayoutNode?) -> String {
        node?.isOn == true ? "on" : "off"
    }

    /// An edit control by what it shows: `delete`, `delete rotated` (the minus turned while confirming),
    /// `insert`, `multiSelect`, `multiSelect checked`, or `none`.
    private static func controlName(_ node: LayoutNode?) -> String {
        guard let node, let control = node.control else { return "none" }
        switch control {
        case .delete: return node.isOn == true ? "delete rotated" : "delete"
        case .multiSelect: return node.isOn == true ? "multiSelect checked" : "multiSelect"
        default: return control.rawValue
        }
    }

    /// `name shown` or `name hidden` when a view came or went.
    private static func presenceChange(_ name: String, _ old: LayoutNode?, _ new: LayoutNode?) -> String? {
        switch (old, new) {
        case (nil, _?): return "\(name) shown"
        case (_?, nil): return "\(name) hidden"
        default: return nil
        }
    }
}

extension LayoutNode {
    /// The first direct subview of `kind`.
    fileprivate func child(_ kind: NodeKind) -> LayoutNode? { subviews.first { $0.kind == kind } }
}
