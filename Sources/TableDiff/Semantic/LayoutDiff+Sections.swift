internal import TableLayout

extension LayoutDiff {
    /// A section header or footer, or the table header or footer: its size, background, its title
    /// (`title "A" → "B"`, or `text` for the table's), then its label's other changes.
    static func barChanges(
        _ old: LayoutNode, _ new: LayoutNode, _ subject: String, _ textName: String, _ rows: ParentChange,
        into log: inout ChangeLog
    ) {
        log.note(subject, FrameWording.changes(old.frame, new.frame, parent: rows, style: .topLevel))
        log.note(subject, appearanceChanges(old, new))
        let title = (old: headline(old), new: headline(new))
        if let before = title.old, let after = title.new {
            log.note(subject, ChangeWording.value(textName, ChangeWording.quoted(before), ChangeWording.quoted(after)))
        }
        var aligned = new
        if let before = title.old {
            aligned.subviews = new.subviews.map { view in
                var label = view
                if label.kind == .textLabel { label.text?.text = before }
                return label
            }
        }
        compareSubviews(old, aligned, base: subject, in: rows.child(old.frame, new.frame), into: &log)
    }

    /// A classic grouped section's rounded box: its x, width and decoration. Its height follows the rows.
    static func groupChanges(
        _ old: LayoutNode, _ new: LayoutNode, _ subject: String, _ rows: ParentChange, into log: inout ChangeLog
    ) {
        log.note(subject, FrameWording.changes(old.frame, new.frame, parent: rows, style: .column))
        log.note(subject, appearanceChanges(old, new))
        guard let before = old.group, let after = new.group else { return }
        log.note(
            subject,
            [
                ChangeWording.value("fill", before.fill.description, after.fill.description),
                ChangeWording.value("borderColor", before.borderColor.description, after.borderColor.description),
                ChangeWording.length("borderWidth", before.borderWidth, after.borderWidth),
                ChangeWording.length("cornerRadius", before.cornerRadius, after.cornerRadius),
                ChangeWording.value(
                    "bottom highlight", ChangeWording.color(before.bottomHighlight),
                    ChangeWording.color(after.bottomHighlight)),
            ])
    }

    /// The section index: its titles (`titles [A, B, C] → [A, B]`), their color, and its x, width and
    /// background. Its height is the table's.
    static func indexChanges(_ old: LayoutNode, _ new: LayoutNode, into log: inout ChangeLog) {
        let subject = TableSlot.sectionIndex.subject
        log.note(subject, FrameWording.changes(old.frame, new.frame, parent: .none, style: .column))
        log.note(subject, appearanceChanges(old, new))
        let titles = (old: old.subviews.compactMap(\.text), new: new.subviews.compactMap(\.text))
        log.note(subject, ChangeWording.value("titles", titleList(titles.old), titleList(titles.new)))
        if let before = titles.old.first, let after = titles.new.first {
            log.note(subject, ChangeWording.value("textColor", before.color.description, after.color.description))
        }
    }

    private static func titleList(_ runs: [TextRun]) -> String {
        "[" + runs.map(\.text).joined(separator: ", ") + "]"
    }
}
