internal import TableSpec

/// The navigation controller's toolbar at the bottom of the screen (`toolbarItems`, SwiftUI's bottom bar; issue 40).
extension TableContext {
    /// The toolbar over the bottom of a screen `height` tall, above the tab bar when there is one, whose content
    /// ends at `contentBottom` (from iOS 15 the bar is transparent while the content ends above it, as the tab
    /// bar's).
    func toolbarNode(height: Double, contentBottom: Double) -> LayoutNode? {
        guard let items = spec.toolbarItems, let device = spec.device else { return nil }
        let tabs = spec.tabBar.map { !$0.items.isEmpty } ?? false
        if let glass = metrics.glassBars {
            return floatingToolbar(items, glass, height: height, aboveTabs: tabs)
        }
        let m = metrics.toolbar
        let bottomBar = metrics.tabBar
        let atHomeIndicator = device.hasHomeIndicator && !tabs
        let barHeight = atHomeIndicator ? m.homeIndicatorHeight : m.height
        let bottom = height - device.safeAreaBottom - (tabs ? bottomBar.height : 0)
        let top = bottom - barHeight
        var node = LayoutNode(
            kind: .toolbar,
            frame: Rect(
                x: 0, y: top, width: spec.width, height: barHeight + (atHomeIndicator ? device.safeAreaBottom : 0)))
        fillBottomBar(&node, classicGradient: m.classicGradient, overContent: contentBottom > top)
        node.subviews += toolbarButtons(items, top: atHomeIndicator ? m.homeIndicatorItemsTop : 0)
        return node
    }

    /// The items left to right between the insets: buttons and fixed spaces at their widths, `itemSpacing` between
    /// two of them, flexible spaces sharing what is left (without one, the items pack from the leading edge).
    private func toolbarButtons(_ items: [BarButtonItemSpec], top: Double) -> [LayoutNode] {
        let m = metrics.toolbar
        let inset = metrics.navigationBar.itemsAtLayoutMargin ? barMargin : m.itemInset
        let buttons = items.map { $0.isSpace ? nil : barButton($0, top: top) }
        var fixed = 0.0
        for (index, item) in items.enumerated() {
            fixed += buttons[index]?.frame.width ?? (item.systemItem == .fixedSpace ? item.width ?? 0 : 0)
            if index > 0, item.systemItem != .flexibleSpace, items[index - 1].systemItem != .flexibleSpace {
                fixed += m.itemSpacing
            }
        }
        let flexibleCount = items.filter { $0.systemItem == .flexibleSpace }.count
        let free = max(0, spec.width - 2 * inset - fixed)
        let flexible = flexibleCount == 0 ? 0 : free / Double(flexibleCount)
        var x = inset
        var nodes: [LayoutNode] = []
        for (index, item) in items.enumerated() {
            if index > 0, item.systemItem != .flexibleSpace, items[index - 1].systemItem != .flexibleSpace {
                x += m.itemSpacing
            }
            if var button = buttons[index] {
                button.frame.x = x
                x += button.frame.width
                nodes.append(button)
            } else {
                x += item.systemItem == .flexibleSpace ? flexible : item.width ?? 0
            }
        }
        return nodes
    }
}
