internal import TableSpec

extension TableContext {
    /// A view that spans the rows: a `tableHeaderView` or `tableFooterView`, or a custom section header or
    /// footer view (`tableView(_:viewForHeaderInSection:)`). As wide as the rows and as tall as its frame (or
    /// its fitting height), advancing `y`.
    mutating func fullWidthView(_ view: ViewSpec?, _ kind: NodeKind) -> LayoutNode? {
        guard let view else { return nil }
        return placed(view, kind, width: rowWidth)
    }

    private mutating func placed(_ view: ViewSpec, _ kind: NodeKind, width: Double) -> LayoutNode? {
        guard view.isHidden != true else { return nil }
        let layout = ViewLayout(context: self)
        let height = view.frame?.height ?? layout.fittingSize(view, maxWidth: width).height
        var filling = view
        filling.frame = nil
        let bounds = Rect(x: 0, y: 0, width: width, height: height)
        guard let child = layout.node(filling, fallback: bounds, tint: tint) else { return nil }
        let node = LayoutNode(
            kind: kind, frame: Rect(x: 0, y: y, width: width, height: child.frame.height), subviews: [child])
        y += child.frame.height
        return node
    }
}
