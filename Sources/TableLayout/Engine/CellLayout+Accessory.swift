internal import TableSpec

extension CellLayout {
    /// The accessory view, right-aligned `accessoryTrailing` from the cell's
    /// edge and centred vertically in the row (§B.4, GT-3: chevron (302 16; 8 12.5)).
    func accessoryNode() -> LayoutNode? {
        let type = row.accessoryType
        guard type != .none else { return nil }
        let size = accessorySize(type)
        var trailing = metrics.accessoryTrailing
        if type == .checkmark { trailing += metrics.checkmarkExtraTrailing }
        let frame = Rect(
            x: grid.round(width - trailing - size.width), y: grid.round((row.rowHeight - size.height) / 2),
            width: size.width,
            height: size.height)
        let tint = type == .disclosureIndicator ? metrics.accessoryGray : metrics.tintColor
        var node = LayoutNode(kind: .accessoryView, frame: frame, accessoryType: type, tintColor: tint)
        if type == .detailDisclosureButton { node.subviews = detailDisclosureParts(size) }
        return node
    }

    /// iOS 7–12's detail disclosure view holds an info button and a chevron
    /// (§B.4), the chevron centred vertically at the right.
    private func detailDisclosureParts(_ size: Size) -> [LayoutNode] {
        let circle = metrics.infoButtonDiameter
        let chevron = metrics.chevronSize
        let info = LayoutNode(
            kind: .accessoryView, frame: Rect(x: 0, y: 0, width: circle, height: circle),
            accessoryType: .detailButton, tintColor: metrics.tintColor)
        let chevronFrame = Rect(
            x: size.width - chevron.width, y: grid.round((size.height - chevron.height) / 2), width: chevron.width,
            height: chevron.height)
        let indicator = LayoutNode(
            kind: .accessoryView, frame: chevronFrame, accessoryType: .disclosureIndicator,
            tintColor: metrics.accessoryGray)
        return [info, indicator]
    }

    /// The accessory's view size: chevron, checkmark, info circle, or info circle + gap + chevron.
    func accessorySize(_ type: AccessoryType) -> Size {
        let circle = metrics.infoButtonDiameter
        switch type {
        case .none: return Size(width: 0, height: 0)
        case .disclosureIndicator: return metrics.chevronSize
        case .checkmark: return metrics.checkmarkSize
        case .detailButton: return Size(width: circle, height: circle)
        case .detailDisclosureButton:
            return Size(width: circle + metrics.infoChevronGap + metrics.chevronSize.width, height: circle)
        }
    }
}
