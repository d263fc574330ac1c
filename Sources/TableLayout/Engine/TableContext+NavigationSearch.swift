internal import TableSpec

/// The search bar in the navigation bar (`navigationItem.searchController`, SwiftUI `searchable`; issue 40).
extension TableContext {
    /// The search bar's area under the title, 0 without one: the field's, and the scope bar's with scope buttons.
    var searchAreaHeight: Double {
        guard let search = spec.navigationItem?.searchController else { return 0 }
        let bar = metrics.navigationBar
        return bar.searchAreaHeight + (search.showsScopeBar ? bar.scopeBarHeight : 0)
    }

    /// The search area, `visible` points of it showing above `bottom`: the field (and the scope bar) at the layout
    /// margins, set on the area's bottom and clipped to it, so that they slide under the title as the table
    /// scrolls.
    func navigationSearch(_ search: SearchControllerSpec, bottom: Double, visible: Double) -> LayoutNode {
        let bar = metrics.navigationBar
        let layout = ViewLayout(context: self)
        var field = ViewSpec(kind: .searchBar)
        field.placeholder = search.placeholder ?? "Search"
        if let text = search.text {
            var label = LabelSpec()
            label.text = text
            field.label = label
        }
        let width = max(0, spec.width - 2 * barMargin)
        var node = layout.searchField(field, width: width)
        node.kind = .searchBar
        if let fill = bar.searchFieldFill { node.backgroundColor = fill }
        let top = visible - searchAreaHeight
        node.frame.x = barMargin
        node.frame.y = top + bar.searchFieldTop
        var nodes = [node]
        if search.showsScopeBar {
            var scope = ViewSpec(kind: .segmentedControl)
            scope.items = search.scopeButtonTitles
            scope.selectedSegmentIndex = search.selectedScopeButtonIndex
            let height = metrics.views.controls.segmentHeight
            let frame = Rect(
                x: barMargin, y: top + bar.searchAreaHeight + grid.round((bar.scopeBarHeight - height) / 2),
                width: width,
                height: height)
            if let control = layout.node(scope, fallback: frame, tint: tint) { nodes.append(control) }
        }
        var area = LayoutNode(
            kind: .view, frame: Rect(x: 0, y: bottom - visible, width: spec.width, height: visible), subviews: nodes)
        area.clipsToBounds = true
        return area
    }
}
