/// The artwork builders of a look: which display list each node draws of its own (fills, group boxes,
/// accessories, controls and glyphs). Layout resolves
/// every node's `artwork` through the set of its look once the tree is final (`LayoutNode.resolveArtwork`), so
/// the painter never asks which look it draws.
struct ArtworkSet {
    let look: Look
    /// Measures the text artwork carries (the classic switch's ON and OFF).
    let measurer: any TextMeasuring

    /// What `node` draws of its own from this look's artwork, or `nil` when it draws nothing of its own.
    /// `canvasX`: the node's left edge from the canvas's (where pinstripes are phased from).
    func artwork(for node: LayoutNode, canvasX: Double = 0) -> DisplayList? {
        var list = DisplayList()
        if let fill = node.fill { list.append(FillArtwork.list(fill, size: size(of: node), canvasX: canvasX)) }
        if let group = node.group { list.append(FillArtwork.groupBox(group, size: size(of: node))) }
        switch look {
        case .classic: list.append(classic(node))
        case .flat, .symbols, .glass: list.append(flat(node, symbols: look.drawsSymbolEditControls))
        }
        if let glyph = node.glyph {
            list.append(GlyphArtwork.list(glyph, size: size(of: node), color: node.tintColor ?? .black))
        }
        return list.isEmpty ? nil : list
    }

    private func classic(_ node: LayoutNode) -> DisplayList {
        let frame = Rect(x: 0, y: 0, width: node.frame.width, height: node.frame.height)
        let controls = ClassicControlArtwork()
        switch node.control {
        case .delete?: return controls.deleteBall(in: frame, rotated: node.isOn ?? false)
        case .insert?: return controls.insertBall(in: frame)
        case .multiSelect?: return controls.multiSelect(in: frame, checked: node.isOn ?? false)
        case .reorder?: return controls.grabber(in: frame)
        case .switch?:
            return ClassicSwitchArtwork(measurer: measurer).list(
                in: frame, isOn: node.isOn ?? false, onColor: node.tintColor ?? .black)
        case nil: break
        }
        if node.kind == .deleteConfirmationButton { return controls.deleteButtonBody(in: frame) }
        guard node.kind == .accessoryView, let type = node.accessoryType else { return DisplayList() }
        return ClassicAccessoryArtwork().accessory(type, size: size(of: node), tint: node.tintColor ?? .black)
    }

    private func flat(_ node: LayoutNode, symbols: Bool) -> DisplayList {
        if let control = node.control { return flatControl(control, node, symbols: symbols) }
        guard node.kind == .accessoryView, let type = node.accessoryType else { return DisplayList() }
        return FlatAccessoryArtwork(symbols: symbols).accessory(
            type, size: size(of: node), tint: node.tintColor ?? .black)
    }

    /// A flat, symbol or glass look's control; a missing colour draws black, so a layout bug shows.
    private func flatControl(_ control: ControlKind, _ node: LayoutNode, symbols: Bool) -> DisplayList {
        let frame = Rect(x: 0, y: 0, width: node.frame.width, height: node.frame.height)
        let isOn = node.isOn ?? false
        let tint = node.tintColor ?? .black
        let stroke = node.strokeColor ?? .black
        switch control {
        case .switch:
            switch look {
            case .glass: return SwitchArtwork.glass(in: frame, isOn: isOn, tint: tint, offColor: stroke)
            case .symbols: return SwitchArtwork.modern(in: frame, isOn: isOn, tint: tint, offColor: stroke)
            case .flat, .classic: return SwitchArtwork.flat(in: frame, isOn: isOn, tint: tint, border: stroke)
            }
        case .delete:
            return symbols
                ? SymbolEditControlArtwork.delete(in: frame, rotated: isOn, tint: tint)
                : EditControlArtwork.delete(in: frame, rotated: isOn, tint: tint)
        case .insert:
            return symbols
                ? SymbolEditControlArtwork.insert(in: frame, tint: tint)
                : EditControlArtwork.insert(in: frame, tint: tint)
        case .multiSelect where isOn:
            return symbols
                ? SymbolEditControlArtwork.checked(in: frame, tint: tint)
                : EditControlArtwork.checked(in: frame, tint: tint)
        case .multiSelect:
            return symbols
                ? SymbolEditControlArtwork.unchecked(in: frame, ring: stroke)
                : EditControlArtwork.unchecked(in: frame, ring: stroke)
        case .reorder:
            return symbols
                ? SymbolEditControlArtwork.grip(in: frame, color: tint)
                : EditControlArtwork.grip(in: frame, color: tint)
        }
    }

    private func size(of node: LayoutNode) -> Size { Size(width: node.frame.width, height: node.frame.height) }
}

extension LayoutNode {
    /// Resolves this subtree's `artwork` through `set`, in place; `parentX` is the parent's left edge on the
    /// canvas.
    mutating func resolveArtwork(_ set: ArtworkSet, parentX: Double = 0) {
        let canvasX = parentX + frame.x
        artwork = set.artwork(for: self, canvasX: canvasX)
        for index in subviews.indices { subviews[index].resolveArtwork(set, parentX: canvasX) }
    }
}

extension LayoutTree {
    /// Resolves every node's `artwork` from the tree's look, in place, text measured by `measurer`: for trees
    /// built by hand rather than by `LayoutEngine`, which resolves its own.
    public mutating func resolveArtwork(measurer: any TextMeasuring) {
        root.resolveArtwork(ArtworkSet(look: look, measurer: measurer))
    }
}
