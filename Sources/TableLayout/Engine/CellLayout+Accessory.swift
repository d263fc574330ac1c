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
            x: width - trailing - size.width, y: grid.round((row.rowHeight - size.height) / 2), width: size.width,
            height: size.height)
        let tint = type == .disclosureIndicator ? metrics.accessoryGray : metrics.tintColor
        return LayoutNode(kind: .accessoryView, frame: frame, accessoryType: type, tintColor: tint)
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
