extension LayoutTree {
    /// The whole table as one display list, in canvas points, back to front: for each view (the table view
    /// first, then its subviews in order) a layer holding its opacity group, shadow, clip, background, artwork
    /// (at its frame, mirrored for right to left), label, image, subviews and border. The PNG, the PDF
    /// and the SVG draw this list; an SVG names its groups after the layers.
    ///
    /// `namingLayers: false` leaves the layers' names empty (a raster draw uses none, and naming every view costs
    /// a string each).
    public func displayList(namingLayers: Bool = true) -> DisplayList {
        var builder = TableDisplayListBuilder(naming: namingLayers)
        builder.add(
            root, origin: (0, 0), cell: [], layer: DisplayLayer(name: namingLayers ? "tableView" : ""), isRoot: true)
        return builder.list
    }
}

extension LayoutTree {
    /// The whole table's display list as text, a primitive a line, numbers to hundredths as in `dump()`
    /// (`tableshot layout --display-list`).
    public func displayListDump() -> String {
        displayList().summaryLines(Self.fixed).joined(separator: "\n")
    }
}

/// Walks a tree into one display list (`LayoutTree.displayList`).
private struct TableDisplayListBuilder {
    let naming: Bool
    var list = DisplayList()

    init(naming: Bool) { self.naming = naming }

    /// Appends `node`'s layer; `origin` is its parent's top-left in canvas points, `cell` the index path of the
    /// nearest cell around it.
    mutating func add(
        _ node: LayoutNode, origin: (x: Double, y: Double), cell: [Int], layer: DisplayLayer, isRoot: Bool = false
    ) {
        let indexPath = node.indexPath ?? cell
        let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
        list.append(.pushLayer(layer))
        let translucent = node.alpha.map { $0 < 1 } ?? false
        if translucent { list.append(.pushGroup) }
        if let shadow = node.shadow {
            list.append(DecorationArtwork.shadow(shadow, in: frame, corners: node.corners))
        }
        let clips = node.clipsToBounds || node.corners != nil
        if clips {
            list.append(.pushClip(.outline(of: frame, corners: node.corners)))
        }
        if let background = node.backgroundColor {
            list.append(.background(frame, background, corners: node.corners))
        }
        if let artwork = node.artwork {
            list.append(.pushOrigin(x: frame.x, y: frame.y))
            if node.flipsHorizontally { list.append(.pushMirror(width: frame.width)) }
            list.append(artwork)
            if node.flipsHorizontally { list.append(.popMirror) }
            list.append(.popOrigin)
        }
        if let run = node.text {
            list.append(.label(DisplayLabel(run: run, frame: frame)))
        }
        if let image = node.image {
            let imageFrame = node.imageFrame.map { $0.offsetBy(dx: frame.x, dy: frame.y) } ?? frame
            list.append(.image(DisplayImage(image: image, frame: imageFrame, indexPath: indexPath)))
        }
        addSubviews(of: node, name: layer.name, origin: (frame.x, frame.y), cell: indexPath, isRoot: isRoot)
        // The border is drawn inside the view's clip (it lies within its bounds, as a layer's does).
        if let border = node.border {
            list.append(DecorationArtwork.border(border, in: frame, corners: node.corners))
        }
        if clips { list.append(.popClip) }
        if translucent { list.append(.popGroup(opacity: node.alpha ?? 1)) }
        list.append(.popLayer)
    }

    /// Appends the layers of `node`'s subviews: the table view's named after the table and with their sections
    /// (`LayerNames.rootEntries`), the others after their parent `name` and role.
    private mutating func addSubviews(
        of node: LayoutNode, name: String, origin: (x: Double, y: Double), cell: [Int], isRoot: Bool
    ) {
        guard !node.subviews.isEmpty else { return }
        guard naming else {
            for child in node.subviews { add(child, origin: origin, cell: cell, layer: DisplayLayer(name: "")) }
            return
        }
        let layers =
            isRoot
            ? LayerNames.rootEntries(node).map { DisplayLayer(name: $0.name, section: $0.section) }
            : LayerNames.childNames(node, parent: name).map { DisplayLayer(name: $0) }
        for (child, layer) in zip(node.subviews, layers) {
            add(child, origin: origin, cell: cell, layer: layer)
        }
    }
}
