/// SwiftUI's words for the screen's bars (a `List` in a `NavigationStack`, in a `TabView`): `navigationTitle`,
/// `navigationBarTitleDisplayMode`, `toolbar`, `searchable` and `tabView`, decoded into the same bars as UIKit's
/// `navigationItem`, `toolbarItems` and `tabBar`.
extension SpecDecoder {
    static let swiftUIBarKeys = [
        "navigationTitle", "navigationBarTitleDisplayMode", "toolbar", "searchable", "tabView",
    ]
    static let toolbarItemKeys = ["placement", "title", "systemImage", "spacer"]
    static let searchableKeys = ["text", "prompt", "isPresented"]
    static let tabViewKeys = ["tabs", "selection"]
    static let tabKeys = ["title", "systemImage", "badge"]
    /// The most `toolbar` items (both bars and the bottom bar together).
    static let maxToolbarItems = 12

    /// SwiftUI's bar modifiers, refused in UIKit specs and beside UIKit's own words for the same bar.
    func swiftUIBars(_ spec: inout TableSpec, _ object: JSONFields, _ c: IssueCollector) {
        let keys = Self.swiftUIBarKeys.filter { object[$0] != nil && object[$0] != .null }
        guard !keys.isEmpty else { return }
        guard spec.framework == .swiftUI else {
            let uikit = [
                "navigationTitle": "\"navigationItem\"", "navigationBarTitleDisplayMode": "\"navigationBar\"",
                "toolbar": "\"navigationItem\" and \"toolbarItems\"",
                "searchable": "\"navigationItem.searchController\"",
                "tabView": "\"tabBar\"",
            ]
            for key in keys {
                c.report(
                    "/\(key)",
                    "a SwiftUI modifier; the table needs \"framework\": \"swiftUI\" (UIKit: \(uikit[key] ?? "\"\""))")
            }
            return
        }
        let given = { (key: String) in object[key] != nil && object[key] != .null }
        for (swiftUI, uikit) in [
            ("navigationTitle", "navigationItem"), ("searchable", "navigationItem"), ("toolbar", "navigationItem"),
            ("navigationBarTitleDisplayMode", "navigationBar"), ("toolbar", "toolbarItems"), ("tabView", "tabBar"),
        ] where given(swiftUI) && given(uikit) {
            c.report("/\(uikit)", "a SwiftUI table says \"\(swiftUI)\", not \"\(uikit)\"")
            return
        }
        var item = NavigationItemSpec()
        item.title = c.string(object, "navigationTitle", at: "", maxLength: limits.maxTextLength)
        let mode =
            c.enumeration(
                object, "navigationBarTitleDisplayMode", at: "", as: NavigationBarTitleDisplayMode.self) ?? .automatic
        if let value = object["searchable"], value != .null,
            let members = c.object(value, at: "/searchable", allowed: Self.searchableKeys)
        {
            var search = SearchControllerSpec()
            search.text = c.string(members, "text", at: "/searchable", maxLength: limits.maxTextLength)
            search.placeholder = c.string(members, "prompt", at: "/searchable", maxLength: limits.maxTextLength)
            search.isActive = c.bool(members, "isPresented", at: "/searchable") ?? false
            item.searchController = search
        }
        toolbar(&spec, &item, object, c)
        let hasBar = [
            item.title != nil, item.searchController != nil, !item.leftBarButtonItems.isEmpty,
            !item.rightBarButtonItems.isEmpty, object["navigationBarTitleDisplayMode"].map { $0 != .null } ?? false,
        ].contains(true)
        if hasBar {
            spec.navigationItem = item
            spec.navigationBar = NavigationBarSpec(prefersLargeTitles: mode != .inline)
        }
        tabView(&spec, object, c)
    }

    /// `toolbar`: items placed in the navigation bar (leading, trailing) or the bottom bar. Trailing items are
    /// declared left to right (UIKit lists `rightBarButtonItems` from the right); `confirmationAction` is bold.
    private func toolbar(
        _ spec: inout TableSpec, _ item: inout NavigationItemSpec, _ object: JSONFields, _ c: IssueCollector
    ) {
        guard let elements = c.array(object, "toolbar", at: "") else { return }
        guard elements.count <= Self.maxToolbarItems else {
            c.report("/toolbar", "\(elements.count) items; the limit is \(Self.maxToolbarItems)")
            return
        }
        var leading: [BarButtonItemSpec] = []
        var trailing: [BarButtonItemSpec] = []
        var bottom: [BarButtonItemSpec] = []
        for (index, element) in elements.enumerated() {
            let path = JSONPointer.appending(index, to: "/toolbar")
            guard let members = c.object(element, at: path, allowed: Self.toolbarItemKeys) else { continue }
            let placement =
                c.enumeration(members, "placement", at: path, as: ToolbarItemPlacement.self) ?? .automatic
            if c.bool(members, "spacer", at: path) == true {
                guard placement == .bottomBar, members["title"] == nil, members["systemImage"] == nil else {
                    c.report(JSONPointer.appending("spacer", to: path), "a Spacer() is a \"bottomBar\" item's alone")
                    continue
                }
                bottom.append(BarButtonItemSpec(systemItem: .flexibleSpace))
                continue
            }
            var button = BarButtonItemSpec()
            button.sourcePath = path
            button.title = c.string(members, "title", at: path, maxLength: limits.maxTextLength)
            button.image = symbolImage(members, at: path, ios: spec.ios, c, key: "systemImage")
            guard (button.title == nil) != (button.image == nil) else {
                c.report(path, "an item has a \"title\" or a \"systemImage\" (a Button's label)")
                continue
            }
            button.done = placement == .confirmationAction
            switch placement.side {
            case .leading: leading.append(button)
            case .trailing: trailing.append(button)
            case .bottom: bottom.append(button)
            }
        }
        for (side, items) in [("leading", leading), ("trailing", trailing)]
        where items.count > Self.maxBarButtonItems {
            c.report("/toolbar", "\(items.count) \(side) items; the limit is \(Self.maxBarButtonItems)")
        }
        item.leftBarButtonItems = leading
        item.rightBarButtonItems = trailing.reversed()
        if !bottom.isEmpty {
            // Without a Spacer(), the bottom bar centres its items as a group [LOW: estimated].
            let spaced = bottom.contains { $0.systemItem == .flexibleSpace }
            let flexible = BarButtonItemSpec(systemItem: .flexibleSpace)
            spec.toolbarItems = spaced ? bottom : [flexible] + bottom + [flexible]
        }
    }

    /// `tabView`: its tabs (`tabItem` with a `Label`'s title and `systemImage`, and `badge`) and `selection`.
    private func tabView(_ spec: inout TableSpec, _ object: JSONFields, _ c: IssueCollector) {
        guard let value = object["tabView"], value != .null,
            let members = c.object(value, at: "/tabView", allowed: Self.tabViewKeys)
        else { return }
        let elements = c.array(members, "tabs", at: "/tabView") ?? []
        if elements.isEmpty || elements.count > Self.maxTabBarItems {
            c.report("/tabView/tabs", "expected 1 to \(Self.maxTabBarItems) tabs, found \(elements.count)")
            return
        }
        var bar = TabBarSpec()
        for (index, element) in elements.enumerated() {
            let path = JSONPointer.appending(index, to: "/tabView/tabs")
            guard let tab = c.object(element, at: path, allowed: Self.tabKeys) else { continue }
            var item = TabBarItemSpec()
            item.sourcePath = path
            item.title = c.string(tab, "title", at: path, maxLength: limits.maxTextLength)
            item.image = symbolImage(tab, at: path, ios: spec.ios, c, key: "systemImage")
            item.badgeValue = badge(tab, at: path, c)
            if item.title == nil && item.image == nil {
                c.report(path, "a tab has a \"title\", a \"systemImage\" or both")
            }
            bar.items.append(item)
        }
        bar.selectedIndex = c.integer(members, "selection", at: "/tabView", in: 0...(elements.count - 1)) ?? 0
        spec.tabBar = bar
    }

    /// `.badge(_:)`: a count (0 shows none) or a text.
    private func badge(_ tab: JSONFields, at path: String, _ c: IssueCollector) -> String? {
        switch tab["badge"] {
        case nil, .null?: return nil
        case .string(let text)?:
            guard text.count <= Self.maxBadgeLength else {
                c.report(
                    JSONPointer.appending("badge", to: path), "expected at most \(Self.maxBadgeLength) characters")
                return nil
            }
            return text
        case .number(let count)? where count >= 0 && count < 100_000_000 && count == count.rounded():
            return count == 0 ? nil : String(Int(count))
        default:
            c.report(JSONPointer.appending("badge", to: path), "expected a count (0 or more) or a string")
            return nil
        }
    }
}

/// SwiftUI's `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarTitleDisplayMode: String, SpecEnum, Encodable {
    case automatic, inline, large
}

/// SwiftUI's `ToolbarItemPlacement`s an iPhone list screen uses.
public enum ToolbarItemPlacement: String, SpecEnum, Encodable {
    case automatic, primaryAction, confirmationAction, cancellationAction, topBarLeading, topBarTrailing
    case navigationBarLeading, navigationBarTrailing, bottomBar

    /// Where an iPhone puts it: `automatic` and `primaryAction` trailing in the navigation bar, the cancellation
    /// action leading, the confirmation action trailing.
    var side: Side {
        switch self {
        case .cancellationAction, .topBarLeading, .navigationBarLeading: return .leading
        case .automatic, .primaryAction, .confirmationAction, .topBarTrailing, .navigationBarTrailing:
            return .trailing
        case .bottomBar: return .bottom
        }
    }

    enum Side { case leading, trailing, bottom }
}
