internal import TableLayout
internal import TableSpec

extension LayoutDiff {
    /// Every change of one view and its subviews: frame, colors, text, image, then each subview.
    /// Subviews are named `childBase` + their kind (`subject` unless given).
    static func compare(
        _ old: LayoutNode, _ new: LayoutNode, as subject: String, childBase: String? = nil, in parent: ParentChange,
        style: FrameStyle? = nil, into log: inout ChangeLog
    ) {
        log.note(subject, FrameWording.changes(old.frame, new.frame, parent: parent, style: style ?? frameStyle(new)))
        log.note(subject, appearanceChanges(old, new))
        if let oldRun = old.text, let newRun = new.text { log.note(subject, textChanges(oldRun, newRun)) }
        if let oldImage = old.image, let newImage = new.image, oldImage != newImage {
            log.note(subject, "image changed")
        }
        compareSubviews(old, new, base: childBase ?? subject, in: parent.child(old.frame, new.frame), into: &log)
    }

    /// The subviews of two views paired by kind and order: added, removed or compared.
    static func compareSubviews(
        _ old: LayoutNode, _ new: LayoutNode, base: String, in parent: ParentChange, into log: inout ChangeLog
    ) {
        for kind in NodeMatcher.kinds(old, new) {
            for pair in NodeMatcher.pairs(kind, old, new) {
                guard let any = pair.new ?? pair.old else { continue }
                let subject = "\(base) \(childName(any, in: old))"
                switch (pair.old, pair.new) {
                case (let before?, let after?): compare(before, after, as: subject, in: parent, into: &log)
                case (nil, _?): log.note(subject, "added")
                default: log.note(subject, "removed")
                }
            }
        }
    }

    /// A subview's name: its kind, or for the parts of an accessory, their accessory type.
    private static func childName(_ node: LayoutNode, in parent: LayoutNode) -> String {
        if parent.kind == .accessoryView, let type = node.accessoryType { return type.rawValue }
        return node.kind.rawValue
    }

    private static func frameStyle(_ node: LayoutNode) -> FrameStyle {
        switch node.kind {
        case .contentView: return .container
        case .imageView: return .image
        default: return .standard
        }
    }

    /// Background, fill, corners, tint and stroke colors.
    static func appearanceChanges(_ old: LayoutNode, _ new: LayoutNode) -> [String?] {
        [
            ChangeWording.value(
                "background", ChangeWording.color(old.backgroundColor), ChangeWording.color(new.backgroundColor)),
            ChangeWording.value("fill", old.fill?.summary ?? "none", new.fill?.summary ?? "none"),
            ChangeWording.value("corners", old.corners?.summary ?? "none", new.corners?.summary ?? "none"),
            ChangeWording.value("tintColor", ChangeWording.color(old.tintColor), ChangeWording.color(new.tintColor)),
            ChangeWording.value(
                "strokeColor", ChangeWording.color(old.strokeColor), ChangeWording.color(new.strokeColor)),
            ChangeWording.value("border", borderName(old.border), borderName(new.border)),
            ChangeWording.value("shadow", boxShadowName(old.shadow), boxShadowName(new.shadow)),
            ChangeWording.value("glyph", old.glyph?.summary ?? "none", new.glyph?.summary ?? "none"),
            ChangeWording.value("alpha", old.alpha.map { "\($0)" } ?? "1", new.alpha.map { "\($0)" } ?? "1"),
            ChangeWording.value(
                "image placement", old.imageFrame.map { "\($0)" } ?? "fill", new.imageFrame.map { "\($0)" } ?? "fill"),
        ]
    }

    /// `#RRGGBB 1 pt`, or `none`.
    private static func borderName(_ border: Border?) -> String {
        border.map { "\($0.color) \(ChangeWording.points($0.width))" } ?? "none"
    }

    /// `#RRGGBBAA +2 pt ~2 pt`, or `none`.
    private static func boxShadowName(_ shadow: BoxShadow?) -> String {
        shadow.map { "\($0.color) +\(ChangeWording.points($0.offsetY)) ~\(ChangeWording.points($0.radius))" } ?? "none"
    }

    /// Text, font, color, alignment, line count and shadow of a label.
    static func textChanges(_ old: TextRun, _ new: TextRun) -> [String?] {
        [
            ChangeWording.value("text", ChangeWording.quoted(old.text), ChangeWording.quoted(new.text)),
            ChangeWording.value("font family", old.font.family, new.font.family),
            ChangeWording.length("font size", old.font.size, new.font.size),
            ChangeWording.value("font weight", old.font.weight.rawValue, new.font.weight.rawValue),
            ChangeWording.value("textColor", old.color.description, new.color.description),
            ChangeWording.value("textAlignment", old.alignment.rawValue, new.alignment.rawValue),
            ChangeWording.value("numberOfLines", "\(old.numberOfLines)", "\(new.numberOfLines)"),
            ChangeWording.value("shadow", shadowName(old.shadow), shadowName(new.shadow)),
        ]
    }

    /// `#FFFFFF offset 1 pt` (its vertical offset), or `none`.
    private static func shadowName(_ shadow: TextShadow?) -> String {
        guard let shadow else { return "none" }
        return "\(shadow.color) offset \(ChangeWording.points(shadow.offsetY))"
    }
}
