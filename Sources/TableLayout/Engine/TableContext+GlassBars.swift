internal import TableSpec

/// iOS 26's Liquid Glass bars (issue 40, `GlassBarMetrics`): the floating tab bar, and bar button items on
/// shared glass platters in the navigation bar and the toolbar.
extension TableContext {
    /// A glass surface of `frame`: the translucent fill, its rim and soft shadow, corners of half its height.
    func glassPlatter(_ kind: NodeKind, frame: Rect, _ glass: GlassBarMetrics) -> LayoutNode {
        var node = LayoutNode(kind: kind, frame: frame, backgroundColor: glass.fill)
        node.corners = RoundedCorners(radius: frame.height / 2, top: true, bottom: true)
        node.border = Border(color: glass.rim, width: grid.hairline)
        node.shadow = glass.shadow
        return node
    }

    /// The floating tab bar: a capsule 21 pt from the screen's sides and bottom (hugging fewer than three tabs,
    /// centred), the selected tab on its pill, each tab's large-scale symbol over its 10 pt title.
    func floatingTabBar(_ tabs: TabBarSpec, _ glass: GlassBarMetrics, height: Double) -> LayoutNode {
        let count = Double(tabs.items.count)
        let padding = glass.tabBarContentPadding
        let width =
            tabs.items.count < 3 ? glass.fewTabsWidth * count + 2 * padding : spec.width - 2 * glass.tabBarSideInset
        let frame = Rect(
            x: grid.round((spec.width - width) / 2), y: height - glass.tabBarBottomInset - glass.tabBarHeight,
            width: width, height: glass.tabBarHeight)
        var node = glassPlatter(.tabBar, frame: frame, glass)
        let slot = (width - 2 * padding) / count
        let inner = glass.tabBarHeight - 2 * padding
        for (index, item) in tabs.items.enumerated() {
            let selected = index == tabs.selectedIndex
            var button = LayoutNode(
                kind: .button, frame: Rect(x: padding + slot * Double(index), y: padding, width: slot, height: inner))
            if selected {
                var pill = LayoutNode(
                    kind: .view, frame: Rect(x: 0, y: 0, width: slot, height: inner),
                    backgroundColor: glass.tabSelection)
                pill.corners = RoundedCorners(radius: inner / 2, top: true, bottom: true)
                button.subviews.append(pill)
            }
            button.subviews += floatingTabContent(item, glass, color: selected ? tint : glass.itemColor, slot: slot)
            node.subviews.append(button)
        }
        return node
    }

    /// A tab's symbol centred in its 28 pt area (1 pt up) over its title, the block centred in the pill, and
    /// its badge at the symbol's top right.
    private func floatingTabContent(_ item: TabBarItemSpec, _ glass: GlassBarMetrics, color: Color, slot: Double)
        -> [LayoutNode]
    {
        let inner = glass.tabBarHeight - 2 * glass.tabBarContentPadding
        let font = font(glass.tabTitleFontSize, glass.tabTitleWeight)
        var title = item.title.map {
            label(.label, $0, font: font, color: color, x: 0, width: slot, centeredIn: 0, alignment: .center)
        }
        let block = glass.tabIconAreaHeight + (title?.frame.height ?? 0)
        let top = grid.round((inner - block) / 2)
        var nodes: [LayoutNode] = []
        var badgeAnchor = (x: slot / 2, y: top)
        if let symbol = item.image {
            let size = symbol.inkSize(pointSize: glass.tabIconPointSize * glass.tabIconScale)
            var glyph = LayoutNode(
                kind: .imageView,
                frame: Rect(
                    x: grid.round((slot - size.width) / 2),
                    y: grid.round(top + glass.tabIconAreaHeight / 2 - 1 - size.height / 2), width: size.width,
                    height: size.height),
                tintColor: color)
            glyph.glyph = .symbol(symbol)
            badgeAnchor = (glyph.frame.x + size.width, glyph.frame.y)
            nodes.append(glyph)
        }
        if title != nil {
            title?.frame.y = top + glass.tabIconAreaHeight
            nodes.append(title!)
        }
        if let badge = item.badgeValue {
            nodes.append(badgeNode(badge, left: badgeAnchor.x - 6, top: badgeAnchor.y - 4))
        }
        return nodes
    }

    /// Bar button items in drawing order (left to right) on glass platters in a row `top`…`top + rowHeight`,
    /// each platter at x = 0: items share a platter until a space starts the next; a `done` item has its own,
    /// filled with the tint.
    func glassPlatters(_ items: [BarButtonItemSpec], _ glass: GlassBarMetrics, top: Double, rowHeight: Double)
        -> [LayoutNode]
    {
        var groups: [[BarButtonItemSpec]] = [[]]
        for item in items {
            if item.isSpace {
                groups.append([])
            } else if isProminent(item) {
                groups += [[item], []]
            } else {
                groups[groups.count - 1].append(item)
            }
        }
        let platterTop = top + grid.round((rowHeight - glass.platterHeight) / 2)
        return groups.filter { !$0.isEmpty }.map { glassGroup($0, glass, top: platterTop) }
    }

    /// `platters` placed side by side `platterSpacing` apart, from `x` rightwards, or leftwards ending at `x`
    /// when `fromRight`.
    func placed(_ platters: [LayoutNode], from x: Double, fromRight: Bool, _ glass: GlassBarMetrics) -> [LayoutNode] {
        let total =
            platters.reduce(0) { $0 + $1.frame.width } + glass.platterSpacing * Double(max(0, platters.count - 1))
        var left = fromRight ? x - total : x
        return platters.map { platter in
            var moved = platter
            moved.frame.x = left
            left += platter.frame.width + glass.platterSpacing
            return moved
        }
    }

    /// Whether an item is drawn prominent: `style: "done"` or the done system item.
    private func isProminent(_ item: BarButtonItemSpec) -> Bool { item.done || item.systemItem == .done }

    /// One platter holding `items` left to right (UIKit lists the right items from the outside in: the caller
    /// passes them in drawing order): icons in 44 pt slots, words with 12 pt at the platter's ends.
    func glassGroup(_ items: [BarButtonItemSpec], _ glass: GlassBarMetrics, top: Double) -> LayoutNode {
        let prominent = items.count == 1 && isProminent(items[0])
        let color: Color = prominent ? .white : glass.itemColor
        var contents: [LayoutNode] = []
        var x = 0.0
        for (index, item) in items.enumerated() {
            let symbol = glassSymbol(item)
            if let symbol {
                let ink = symbol.inkSize(pointSize: metrics.navigationBar.itemFontSize)
                var glyph = LayoutNode(
                    kind: .imageView,
                    frame: Rect(
                        x: x + grid.round((glass.iconItemWidth - ink.width) / 2),
                        y: grid.round((glass.platterHeight - ink.height) / 2), width: ink.width, height: ink.height),
                    tintColor: color)
                glyph.glyph = .symbol(symbol)
                contents.append(glyph)
                x += glass.iconItemWidth
            } else {
                let word = item.title ?? item.systemItem?.word ?? ""
                let font = font(metrics.navigationBar.itemFontSize, prominent ? .semibold : .regular)
                let width = grid.ceil(measurer.measure(word, font: font).width)
                let lead = index == 0 ? glass.wordPadding : glass.wordPadding / 2
                let trail = index == items.count - 1 ? glass.wordPadding : glass.wordPadding / 2
                contents.append(
                    label(
                        .label, word, font: font, color: color, x: x + lead, width: width,
                        centeredIn: glass.platterHeight))
                x += lead + width + trail
            }
        }
        var platter = glassPlatter(.button, frame: Rect(x: 0, y: top, width: x, height: glass.platterHeight), glass)
        if prominent {
            platter.backgroundColor = tint
            platter.border = nil
        }
        platter.subviews = contents
        return platter
    }

    /// The symbol an item draws on glass: its image, its glyph system item's, and iOS 26's `checkmark` for done
    /// and `xmark` for cancel; `nil` for a word.
    private func glassSymbol(_ item: BarButtonItemSpec) -> SymbolName? {
        if let image = item.image { return image }
        switch item.systemItem {
        case .done?: return SymbolName(rawValue: "checkmark")
        case .cancel?: return SymbolName(rawValue: "xmark")
        case let system?: return system.symbolName.flatMap { SymbolName(rawValue: $0) }
        case nil: return nil
        }
    }

    /// iOS 26's toolbar: no bar, its items' platters floating in the 49 pt row above the home indicator (44 pt on
    /// an iPhone with a home button), or 8 pt above a floating tab bar [LOW: estimated]; flexible spaces share the
    /// free width between the margins as in a classic toolbar.
    func floatingToolbar(_ items: [BarButtonItemSpec], _ glass: GlassBarMetrics, height: Double, aboveTabs: Bool)
        -> LayoutNode
    {
        let row = floatingToolbarRow(glass, height: height, aboveTabs: aboveTabs)
        let (top, bottom) = (row.top, row.bottom)
        var node = LayoutNode(kind: .toolbar, frame: Rect(x: 0, y: top, width: spec.width, height: bottom - top))
        // Runs of items between flexible spaces, each a row of platters.
        var runs: [[BarButtonItemSpec]] = [[]]
        for item in items {
            if item.systemItem == .flexibleSpace {
                runs.append([])
            } else {
                runs[runs.count - 1].append(item)
            }
        }
        let rows = runs.map {
            placed(glassPlatters($0, glass, top: 0, rowHeight: bottom - top), from: 0, fromRight: false, glass)
        }
        let widths = rows.map { row in row.last.map { $0.frame.x + $0.frame.width } ?? 0 }
        let flexibleCount = Double(runs.count - 1)
        let used = widths.reduce(0, +) + glass.platterSpacing * Double(max(0, rows.filter { !$0.isEmpty }.count - 1))
        let free = max(0, spec.width - 2 * barMargin - used)
        var x = barMargin
        for (index, row) in rows.enumerated() {
            if index > 0 { x += free / flexibleCount }  // a flexible space before every run but the first
            guard !row.isEmpty else { continue }
            node.subviews += row.map { platter in
                var moved = platter
                moved.frame.x += x
                return moved
            }
            x += widths[index] + glass.platterSpacing
        }
        return node
    }

    /// The row the floating toolbar's items sit in: the toolbar's row above the home indicator (49 pt; 44 on an
    /// iPhone with a home button), or a platter's height 8 pt above the floating tab bar.
    func floatingToolbarRow(_ glass: GlassBarMetrics, height: Double, aboveTabs: Bool) -> (top: Double, bottom: Double)
    {
        guard let device = spec.device else { return (height, height) }
        if aboveTabs {
            let bottom = height - glass.tabBarBottomInset - glass.tabBarHeight - glass.platterSpacing
            return (bottom - glass.platterHeight, bottom)
        }
        let rowHeight = device.hasHomeIndicator ? metrics.toolbar.homeIndicatorHeight : metrics.toolbar.height
        let bottom = height - device.safeAreaBottom
        return (bottom - rowHeight, bottom)
    }
}
