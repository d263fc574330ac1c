extension SpecDecoder {
    static let tabBarKeys = ["items", "selectedIndex"]
    static let tabBarItemKeys = ["title", "image", "badgeValue", "systemItem"]
    /// An iPhone's tab bar shows five items (more go behind a "More" item, which is not drawn).
    static let maxTabBarItems = 5
    static let maxBadgeLength = 8

    /// `tabBar` (iOS 26: the floating tab bar).
    func tabBar(_ spec: inout TableSpec, _ object: JSONFields, _ c: IssueCollector) {
        guard let value = object["tabBar"], value != .null,
            let members = c.object(value, at: "/tabBar", allowed: Self.tabBarKeys)
        else { return }
        var bar = TabBarSpec()
        let elements = c.array(members, "items", at: "/tabBar") ?? []
        if elements.isEmpty || elements.count > Self.maxTabBarItems {
            c.report("/tabBar/items", "expected 1 to \(Self.maxTabBarItems) items, found \(elements.count)")
            return
        }
        for (index, element) in elements.enumerated() {
            let path = JSONPointer.appending(index, to: "/tabBar/items")
            guard let item = c.object(element, at: path, allowed: Self.tabBarItemKeys) else { continue }
            var tab = TabBarItemSpec()
            tab.title = c.string(item, "title", at: path, maxLength: limits.maxTextLength)
            tab.badgeValue = c.string(item, "badgeValue", at: path, maxLength: Self.maxBadgeLength)
            tab.image = symbolImage(item, at: path, ios: spec.ios, c)
            tab.systemItem = c.enumeration(item, "systemItem", at: path, as: TabBarSystemItem.self)
            if let system = tab.systemItem {
                if tab.title != nil || tab.image != nil {
                    c.report(path, "a \"systemItem\" has its own title and image; leave out \"title\" and \"image\"")
                }
                // The system's glyph exists in every look: drawn with its SF Symbol, not checked for iOS 13.
                tab.title = system.title
                tab.image = SymbolName(rawValue: system.symbolName)
            } else if tab.title == nil && tab.image == nil {
                c.report(path, "an item has a \"title\", an \"image\", both, or a \"systemItem\"")
            }
            bar.items.append(tab)
        }
        bar.selectedIndex = c.integer(members, "selectedIndex", at: "/tabBar", in: 0...(elements.count - 1)) ?? 0
        spec.tabBar = bar
    }
}
