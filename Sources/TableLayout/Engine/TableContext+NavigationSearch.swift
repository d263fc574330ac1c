internal import TableSpec

/// The search bar in the navigation bar (`navigationItem.searchController`, SwiftUI `searchable`; issue 40).
extension TableContext {
    /// The search bar's area under the title, 0 without one: the field's, and the scope bar's with scope buttons.
    var searchAreaHeight: Double {
        guard let search = spec.navigationItem?.searchController, !searchFloatsAtBottom else { return 0 }
        let bar = metrics.navigationBar
        let field =
            search.isActive
            ? 2 * bar.activeSearchInset + metrics.views.controls.searchFieldHeight : bar.searchAreaHeight
        return field + (showsScopeBar(search) ? bar.scopeBarHeight : 0)
    }

    /// Whether the search is active: the search bar replaces the navigation bar's content.
    var isSearching: Bool { spec.navigationItem?.searchController?.isActive == true && !searchFloatsAtBottom }

    /// Whether the scope bar shows: `showsScopeBar`, or while searching with scope buttons (UIKit shows them
    /// while the search is active: `automaticallyShowsScopeBar`, iOS 13+; iOS 11–12 only then) [HIGH code].
    private func showsScopeBar(_ search: SearchControllerSpec) -> Bool {
        search.showsScopeBar || (search.isActive && !search.scopeButtonTitles.isEmpty)
    }

    /// Whether the search field floats at the bottom of the screen: SwiftUI's `searchable` in iOS 26
    /// (`GlassBarMetrics.floatingSearchHeight`).
    var searchFloatsAtBottom: Bool {
        spec.navigationItem?.searchController != nil && spec.framework == .swiftUI && metrics.glassBars != nil
    }

    /// iOS 26's floating search field: a glass capsule between the bars' margins at the bottom of a screen
    /// `height` tall, above the toolbar's items or the tab bar when there is one.
    func floatingSearchNode(height: Double) -> LayoutNode? {
        guard searchFloatsAtBottom, let search = spec.navigationItem?.searchController, let glass = metrics.glassBars,
            spec.device != nil
        else { return nil }
        let fieldHeight = glass.floatingSearchHeight
        let tabs = spec.tabBar.map { !$0.items.isEmpty } == true
        let row = floatingToolbarRow(glass, height: height, aboveTabs: tabs)
        let bottom: Double
        if spec.toolbarItems != nil {
            // 8 pt above the toolbar's platters, centred in their row.
            let plattersTop = row.top + grid.round((row.bottom - row.top - glass.platterHeight) / 2)
            bottom = plattersTop - glass.platterSpacing
        } else if tabs {
            bottom = row.bottom
        } else {
            bottom = row.bottom - grid.round((row.bottom - row.top - fieldHeight) / 2)
        }
        let width = max(0, spec.width - 2 * barMargin)
        var platter = glassPlatter(
            .searchBar, frame: Rect(x: barMargin, y: bottom - fieldHeight, width: width, height: fieldHeight), glass)
        var field = ViewLayout(context: self).searchField(searchFieldSpec(search), width: width)
        field.backgroundColor = nil
        field.corners = nil
        field.frame.y = grid.round((fieldHeight - field.frame.height) / 2)
        platter.subviews = [field]
        return platter
    }

    /// The search bar's Cancel button at the right margin, centred on the field: "Cancel" in the tint (iOS 26: an
    /// `xmark` on a glass circle) [LOW: estimated].
    private func cancelButton(top: Double, height: Double) -> LayoutNode {
        if let glass = metrics.glassBars, let xmark = SymbolName(rawValue: "xmark") {
            var platter = glassGroup([BarButtonItemSpec(image: xmark)], glass, top: 0)
            platter.frame.x = spec.width - barMargin - platter.frame.width
            platter.frame.y = top + grid.round((height - platter.frame.height) / 2)
            return platter
        }
        let font = font(metrics.navigationBar.itemFontSize)
        let width = grid.ceil(measurer.measure("Cancel", font: font).width)
        let text = label(.label, "Cancel", font: font, color: tint, x: 0, width: width, centeredIn: height)
        return LayoutNode(
            kind: .button, frame: Rect(x: spec.width - barMargin - width, y: top, width: width, height: height),
            subviews: [text])
    }

    /// The `searchBar` view of a search controller: its placeholder ("Search" by default) and text.
    private func searchFieldSpec(_ search: SearchControllerSpec) -> ViewSpec {
        var field = ViewSpec(kind: .searchBar)
        field.placeholder = search.placeholder ?? "Search"
        if let text = search.text {
            var label = LabelSpec()
            label.text = text
            field.label = label
        }
        return field
    }

    /// The search area, `visible` points of it showing above `bottom`: the field (and the scope bar) at the layout
    /// margins, set on the area's bottom and clipped to it, so that they slide under the title as the table
    /// scrolls.
    func navigationSearch(_ search: SearchControllerSpec, bottom: Double, visible: Double) -> LayoutNode {
        let bar = metrics.navigationBar
        let layout = ViewLayout(context: self)
        let field = searchFieldSpec(search)
        var width = max(0, spec.width - 2 * barMargin)
        var nodes: [LayoutNode] = []
        let top = visible - searchAreaHeight
        let fieldTop = search.isActive ? bar.activeSearchInset : bar.searchFieldTop
        let fieldHeight = metrics.views.controls.searchFieldHeight
        if search.isActive {
            let cancel = cancelButton(top: top + fieldTop, height: fieldHeight)
            width = max(0, cancel.frame.x - bar.cancelGap - barMargin)
            nodes.append(cancel)
        }
        var node = layout.searchField(field, width: width)
        node.kind = .searchBar
        if let fill = bar.searchFieldFill { node.backgroundColor = fill }
        node.frame.x = barMargin
        node.frame.y = top + fieldTop
        nodes.insert(node, at: 0)
        let fieldArea = search.isActive ? 2 * bar.activeSearchInset + fieldHeight : bar.searchAreaHeight
        width = max(0, spec.width - 2 * barMargin)
        if showsScopeBar(search) {
            var scope = ViewSpec(kind: .segmentedControl)
            scope.items = search.scopeButtonTitles
            scope.selectedSegmentIndex = search.selectedScopeButtonIndex
            let height = metrics.views.controls.segmentHeight
            let frame = Rect(
                x: barMargin, y: top + fieldArea + grid.round((bar.scopeBarHeight - height) / 2), width: width,
                height: height)
            if let control = layout.node(scope, fallback: frame, tint: tint) { nodes.append(control) }
        }
        var area = LayoutNode(
            kind: .view, frame: Rect(x: 0, y: bottom - visible, width: spec.width, height: visible), subviews: nodes)
        area.clipsToBounds = true
        return area
    }
}
