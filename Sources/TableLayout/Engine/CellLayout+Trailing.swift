internal import TableSpec

/// What sits at a cell's right edge and where the content view must end.
struct TrailingParts {
    var views: [LayoutNode] = []
    /// Right edge of the content view in cell coordinates.
    var contentRight: Double
    /// Whether an accessory (not a grip or button) ends the text.
    var hasAccessory = false
}

extension CellLayout {
    /// The accessory, the reorder grip or the Delete button, whichever shows (they exclude each other).
    func trailingParts() -> TrailingParts {
        if isConfirmingDelete {
            let button = deleteButtonNode()
            return TrailingParts(views: [button], contentRight: width - deleteAreaWidth(button))
        }
        if isEditing && row.showsReorderControl {
            let grip = reorderNode()
            if metrics.editing.reorderTrailing != nil {
                // The modern grip: the text ends the content ↔ reorder padding before it (M§9).
                return TrailingParts(
                    views: [grip], contentRight: grip.frame.minX - metrics.editing.reorderContentOverlap,
                    hasAccessory: true)
            }
            let controlX = width - metrics.editing.reorderControlWidth
            return TrailingParts(views: [grip], contentRight: controlX + metrics.editing.reorderContentOverlap)
        }
        if let list = menuPicker {
            let indicator = menuIndicatorNode(list)
            return TrailingParts(
                views: [indicator], contentRight: indicator.frame.minX - list.menuIndicatorGap, hasAccessory: true)
        }
        guard let accessory = accessoryNode() else { return TrailingParts(contentRight: width) }
        return TrailingParts(
            views: [accessory], contentRight: accessory.frame.minX - metrics.contentAccessoryGap, hasAccessory: true)
    }

    /// The accessory view for the current mode: `editingAccessoryType` while
    /// editing, else the switch or `accessoryType`.
    func accessoryNode() -> LayoutNode? {
        if !isEditing, let view = row.accessoryView {
            if view.kind == .switch && view.frame == nil && view.onTintColor == nil && view.isEnabled != false {
                return view.isHidden == true ? nil : switchNode(isOn: view.isOn ?? false)
            }
            return customAccessoryNode(view)
        }
        if isEditing, let view = row.editingAccessoryView { return customAccessoryNode(view) }
        let type = isEditing ? row.editingAccessoryType : row.accessoryType
        guard type != .none else { return nil }
        if let classic = metrics.classic { return classicAccessoryNode(type, classic) }
        let size = accessorySize(type)
        var trailing = metrics.accessoryTrailing + wideMarginShift
        if type == .checkmark { trailing += metrics.checkmarkExtraTrailing }
        let frame = Rect(
            x: grid.round(width - trailing - size.width), y: accessoryTop(size.height),
            width: size.width, height: size.height)
        let tint = type == .disclosureIndicator ? metrics.accessoryGray : context.tint
        var node = LayoutNode(kind: .accessoryView, frame: frame, accessoryType: type, tintColor: tint)
        if type == .detailDisclosureButton { node.subviews = detailDisclosureParts(size) }
        return node
    }

    /// A UISwitch accessory view, 15 pt from the right edge, centred (§B.4, flat-metrics §4).
    private func switchNode(isOn: Bool) -> LayoutNode {
        let size = metrics.editing.switchSize
        let top = accessoryViewTop(size.height)
        let frame = Rect(
            x: grid.round(width - metrics.editing.switchTrailing - wideMarginShift - size.width), y: top,
            width: size.width,
            height: size.height)
        var node = LayoutNode(kind: .accessoryView, frame: frame, tintColor: metrics.editing.switchOnColor)
        node.control = .switch
        node.isOn = isOn
        node.strokeColor = metrics.editing.switchOffBorder
        return node
    }

    /// Top of an accessory `height` tall, centred in the row and rounded to whole points with
    /// halves rounding up the screen: GT-3 puts the 12.5 pt iOS 7 chevron at y = 16 ((44 − 12.5) / 2
    /// = 15.75), MEAS12 the 13 pt iOS 12 chevron at y = 15 ((44 − 13) / 2 = 15.5).
    /// The modern looks centre on the device pixel instead (halves down the screen): the chevron's ink at
    /// 16.33 in a 44 pt row (HA18) and 20.0 in a 51 pt one (HA26S), the switch at 6.67 (HA18P) and 11.67 (HA26P).
    func accessoryTop(_ accessoryHeight: Double) -> Double {
        if metrics.selfSizingRows { return grid.round((height - accessoryHeight) / 2) }
        return ((height - accessoryHeight) / 2 - 0.5).rounded(.up)
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

    /// iOS 7–12's detail disclosure view holds an info button and a chevron
    /// (§B.4), the chevron centred vertically at the right.
    private func detailDisclosureParts(_ size: Size) -> [LayoutNode] {
        let circle = metrics.infoButtonDiameter
        let chevron = metrics.chevronSize
        let info = LayoutNode(
            kind: .accessoryView, frame: Rect(x: 0, y: 0, width: circle, height: circle),
            accessoryType: .detailButton, tintColor: context.tint)
        let chevronFrame = Rect(
            x: size.width - chevron.width, y: grid.round((size.height - chevron.height) / 2), width: chevron.width,
            height: chevron.height)
        let indicator = LayoutNode(
            kind: .accessoryView, frame: chevronFrame, accessoryType: .disclosureIndicator,
            tintColor: metrics.accessoryGray)
        return [info, indicator]
    }

    /// A classic accessory: the chevron and checkmark 10 pt from the right and centred on the content in
    /// whole points, rounding down (GT-1, QD: the chevron image at y = 20 in a 54 pt content view), white on a blue selection; the glossy detail button (29 × 31) 6 pt from the right and
    /// lifted 1 pt (PK). iOS 6 has no `detailButton`: it draws as the detail disclosure button.
    private func classicAccessoryNode(_ type: AccessoryType, _ classic: ClassicMetrics) -> LayoutNode {
        let isButton = type == .detailDisclosureButton || type == .detailButton
        let size = isButton ? classic.detailButtonSize : accessorySize(type)
        let trailing = isButton ? classic.detailButtonTrailing : metrics.accessoryTrailing
        let lift = isButton ? classic.detailButtonLift : 0
        let frame = Rect(
            x: grid.round(width - trailing - size.width), y: ((contentHeight - size.height) / 2 - lift).rounded(.down),
            width: size.width, height: size.height)
        let ink = type == .checkmark ? classic.checkmarkColor : metrics.accessoryGray
        return LayoutNode(
            kind: .accessoryView, frame: frame, accessoryType: type, tintColor: isButton ? nil : textColor(ink))
    }

    /// How much further in accessories sit on a wide-margin table, in the looks where they follow the margin.
    var wideMarginShift: Double {
        metrics.accessoriesFollowWideMargin ? context.margin - metrics.margin : 0
    }
}
