internal import TableSpec

/// The tab bar at the bottom of the screen (`tabBar`, issue 40).
extension TableContext {
    /// The tab bar over the bottom of a screen `height` tall whose content ends at `contentBottom` (the bar is
    /// transparent in iOS 15 on while the content ends above it).
    func tabBarNode(height: Double, contentBottom: Double) -> LayoutNode? {
        guard let tabs = spec.tabBar, let device = spec.device, !tabs.items.isEmpty else { return nil }
        if let glass = metrics.glassBars { return floatingTabBar(tabs, glass, height: height) }
        let bar = metrics.tabBar
        let bottomInset = device.safeAreaBottom
        let top = height - bottomInset - bar.height
        var node = LayoutNode(
            kind: .tabBar, frame: Rect(x: 0, y: top, width: spec.width, height: bar.height + bottomInset))
        fillBottomBar(&node, classicGradient: bar.classicGradient, overContent: contentBottom > top)
        let slot = spec.width / Double(tabs.items.count)
        for (index, item) in tabs.items.enumerated() {
            node.subviews.append(
                tabItem(item, selected: index == tabs.selectedIndex, x: slot * Double(index), slot: slot))
        }
        return node
    }

    /// A bar at the bottom of the screen (the tab bar, the toolbar): the classic gloss, or the look's fill and its
    /// top hairline, left out from iOS 15 unless the content reaches under the bar (`overContent`).
    func fillBottomBar(_ node: inout LayoutNode, classicGradient: [GradientStop]?, overContent: Bool) {
        let bar = metrics.tabBar
        if let gradient = classicGradient {
            node.fill = .verticalGradient(gradient)
        } else if !bar.transparentAtScrollEdge || overContent {
            node.backgroundColor = bar.background
            if let shadow = bar.shadow {
                node.subviews.append(
                    LayoutNode(
                        kind: .separator, frame: Rect(x: 0, y: 0, width: spec.width, height: separatorThickness),
                        backgroundColor: shadow))
            }
        }
    }

    /// One item in its slot: the image centred `imageCenterY` down, the title under it, the badge at the image's
    /// top right; the selected one in the tint (white on the classic bar, over its highlight).
    private func tabItem(_ item: TabBarItemSpec, selected: Bool, x: Double, slot: Double) -> LayoutNode {
        let bar = metrics.tabBar
        let classic = bar.classicGradient != nil
        let ink: Color = selected ? (classic ? .white : tint) : bar.unselected
        var node = LayoutNode(
            kind: .button, frame: Rect(x: grid.round(x), y: 0, width: grid.round(slot), height: bar.height))
        if classic, selected, let highlight = bar.classicSelection {
            var box = LayoutNode(
                kind: .view, frame: Rect(x: 2, y: 2, width: grid.round(slot) - 4, height: bar.height - 4),
                backgroundColor: highlight)
            box.corners = RoundedCorners(radius: 3, top: true, bottom: true)
            node.subviews.append(box)
        }
        var imageTop = bar.imageCenterY
        var imageRight = slot / 2
        if let symbol = item.image {
            let size = symbol.inkSize(pointSize: bar.imagePointSize)
            var glyph = LayoutNode(
                kind: .imageView,
                frame: Rect(
                    x: grid.round((slot - size.width) / 2), y: grid.round(bar.imageCenterY - size.height / 2),
                    width: size.width, height: size.height),
                tintColor: ink)
            glyph.glyph = .symbol(symbol)
            imageTop = glyph.frame.y
            imageRight = glyph.frame.x + size.width
            node.subviews.append(glyph)
        }
        if let title = item.title {
            let font = font(bar.titleFontSize, bar.titleWeight)
            var text = label(
                .label, title, font: font, color: ink, x: 0, width: slot, centeredIn: 0, alignment: .center)
            text.frame.y = grid.round(bar.titleCenterY - text.frame.height / 2)
            node.subviews.append(text)
        }
        if let badge = item.badgeValue {
            node.subviews.append(badgeNode(badge, left: imageRight - 6, top: imageTop - 4))
        }
        return node
    }

    /// The red badge: a dot for an empty value, else the value in white in a capsule at least as wide as tall.
    func badgeNode(_ value: String, left: Double, top: Double) -> LayoutNode {
        let bar = metrics.tabBar
        let font = font(bar.badgeFontSize)
        let textWidth = value.isEmpty ? 0 : grid.ceil(measurer.measure(value, font: font).width)
        let height = value.isEmpty ? 10.0 : bar.badgeDiameter
        let width = max(height, textWidth + 10)
        var node = LayoutNode(
            kind: .view, frame: Rect(x: grid.round(left), y: grid.round(top), width: width, height: height),
            backgroundColor: bar.badgeColor)
        node.corners = RoundedCorners(radius: height / 2, top: true, bottom: true)
        if !value.isEmpty {
            node.subviews.append(
                label(
                    .label, value, font: font, color: .white, x: 0, width: width, centeredIn: height, alignment: .center
                ))
        }
        return node
    }
}
