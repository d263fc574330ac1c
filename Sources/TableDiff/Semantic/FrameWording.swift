internal import TableLayout

/// How a parent changed, so that what follows from it is not reported again for each child.
struct ParentChange {
    /// How much wider the parent got (negative: narrower).
    var width: Double = 0
    /// How much taller the parent got.
    var height: Double = 0
    /// Whether the cell's trailing view (accessory, reorder grip, Delete button) came, went or changed kind,
    /// which resizes the content: widths inside the content view then follow from it.
    var trailingChanged = false

    static let none = ParentChange()

    /// The change from `old` to `new`, keeping `trailingChanged`.
    func child(_ old: Rect, _ new: Rect) -> ParentChange {
        ParentChange(width: new.width - old.width, height: new.height - old.height, trailingChanged: trailingChanged)
    }
}

/// Which parts of a frame change are worth a sentence for a kind of view.
struct FrameStyle {
    /// Report vertical moves (top-level views move down whenever something above grows: never reported).
    var reportsY = true
    var reportsWidth = true
    var reportsHeight = true
    /// Report width and height together as `size w × h → w × h pt` (images).
    var combinedSize = false

    static let standard = FrameStyle()
    /// Rows, headers and footers: their y follows everything above them.
    static let topLevel = FrameStyle(reportsY: false)
    /// Group boxes and the section index: x and width only; their height follows their rows or the table.
    static let column = FrameStyle(reportsY: false, reportsHeight: false)
    /// The content view: an invisible container sized by the row and its trailing views; only moves show.
    static let container = FrameStyle(reportsWidth: false, reportsHeight: false)
    static let image = FrameStyle(combinedSize: true)
}

/// Sentences about a frame that changed: `moved 2 pt right and 1 pt up`, `width 270 → 250 pt`.
///
/// A change that follows from the parent's resize is left out: a child that grows as much as its parent
/// (it stretches), or moves by half the room the parent gained (it stays centred, to the half point) or by
/// all of it (it stays pinned to the far edge).
enum FrameWording {
    static func changes(_ old: Rect, _ new: Rect, parent: ParentChange, style: FrameStyle) -> [String] {
        let growX = new.width - old.width
        let growY = new.height - old.height
        let dx = shiftExplained(new.x - old.x, grow: growX, parentGrow: parent.width) ? 0 : new.x - old.x
        let movedY = style.reportsY && !shiftExplained(new.y - old.y, grow: growY, parentGrow: parent.height)
        var out = [ChangeWording.move(dx: dx, dy: movedY ? new.y - old.y : 0)]
        let widthChanged =
            style.reportsWidth && !parent.trailingChanged && !growExplained(growX, parentGrow: parent.width)
        let heightChanged = style.reportsHeight && !growExplained(growY, parentGrow: parent.height)
        if style.combinedSize {
            if widthChanged || heightChanged { out.append("size \(size(old)) → \(size(new)) pt") }
            return out.compactMap { $0 }
        }
        if widthChanged { out.append(ChangeWording.length("width", old.width, new.width)) }
        if heightChanged { out.append(ChangeWording.length("height", old.height, new.height)) }
        return out.compactMap { $0 }
    }

    private static func size(_ rect: Rect) -> String {
        "\(ChangeWording.number(rect.width)) × \(ChangeWording.number(rect.height))"
    }

    /// No move, or one that keeps the view centred or pinned to the far edge of a parent that resized.
    private static func shiftExplained(_ shift: Double, grow: Double, parentGrow: Double) -> Bool {
        if ChangeWording.same(shift, 0) { return true }
        guard !ChangeWording.same(parentGrow, 0) else { return false }
        let room = parentGrow - grow
        return abs(shift - room / 2) <= 0.5 || ChangeWording.same(shift, room)
    }

    /// No resize, or one as large as the parent's.
    private static func growExplained(_ grow: Double, parentGrow: Double) -> Bool {
        ChangeWording.same(grow, 0) || (!ChangeWording.same(parentGrow, 0) && ChangeWording.same(grow, parentGrow))
    }
}
