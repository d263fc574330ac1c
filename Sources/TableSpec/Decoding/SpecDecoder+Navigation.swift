extension SpecDecoder {
    static let navigationItemKeys = [
        "title", "largeTitleDisplayMode", "backButtonTitle", "leftBarButtonItems", "rightBarButtonItems",
    ]
    static let navigationBarKeys = ["prefersLargeTitles"]
    static let barButtonItemKeys = ["title", "systemItem", "image", "style"]
    /// The most bar button items on one side (an iPhone's bar holds two or three).
    static let maxBarButtonItems = 4

    /// `navigationItem` and `navigationBar`. Large titles arrived in iOS 11 (the looks "12" on).
    func navigation(_ spec: inout TableSpec, _ object: JSONFields, _ c: IssueCollector) {
        if let value = object["navigationBar"], value != .null,
            let members = c.object(value, at: "/navigationBar", allowed: Self.navigationBarKeys)
        {
            var bar = NavigationBarSpec()
            bar.prefersLargeTitles = c.bool(members, "prefersLargeTitles", at: "/navigationBar") ?? false
            if bar.prefersLargeTitles, spec.ios.major < 12 {
                c.report(
                    "/navigationBar/prefersLargeTitles",
                    "large titles arrived in iOS 11; use \"ios\": \"12\" or later, or an inline title")
            }
            spec.navigationBar = bar
        }
        guard let value = object["navigationItem"], value != .null,
            let members = c.object(value, at: "/navigationItem", allowed: Self.navigationItemKeys)
        else { return }
        let path = "/navigationItem"
        var item = NavigationItemSpec()
        item.title = c.string(members, "title", at: path, maxLength: limits.maxTextLength)
        item.largeTitleDisplayMode =
            c.enumeration(members, "largeTitleDisplayMode", at: path, as: LargeTitleDisplayMode.self) ?? .automatic
        item.backButtonTitle = c.string(members, "backButtonTitle", at: path, maxLength: limits.maxTextLength)
        item.leftBarButtonItems = barButtonItems(members, "leftBarButtonItems", at: path, ios: spec.ios, c)
        item.rightBarButtonItems = barButtonItems(members, "rightBarButtonItems", at: path, ios: spec.ios, c)
        spec.navigationItem = item
    }

    private func barButtonItems(
        _ object: JSONFields, _ key: String, at path: String, ios: IOSVersion, _ c: IssueCollector
    ) -> [BarButtonItemSpec] {
        guard let elements = c.array(object, key, at: path) else { return [] }
        let listPath = JSONPointer.appending(key, to: path)
        guard elements.count <= Self.maxBarButtonItems else {
            c.report(listPath, "\(elements.count) items; the limit is \(Self.maxBarButtonItems)")
            return []
        }
        return elements.enumerated().compactMap { index, element in
            let itemPath = JSONPointer.appending(index, to: listPath)
            guard let members = c.object(element, at: itemPath, allowed: Self.barButtonItemKeys) else { return nil }
            var item = BarButtonItemSpec()
            item.title = c.string(members, "title", at: itemPath, maxLength: limits.maxTextLength)
            item.systemItem = c.enumeration(members, "systemItem", at: itemPath, as: BarSystemItem.self)
            item.image = symbolImage(members, at: itemPath, ios: ios, c)
            if case .string(let style)? = members["style"] {
                guard ["plain", "done"].contains(style) else {
                    c.report(JSONPointer.appending("style", to: itemPath), "expected one of \"plain\", \"done\"")
                    return nil
                }
                item.done = style == "done"
            }
            let given = [item.title != nil, item.systemItem != nil, item.image != nil].filter { $0 }.count
            if given != 1 {
                c.report(itemPath, "an item has exactly one of \"title\", \"systemItem\", \"image\"")
                return nil
            }
            return item
        }
    }
}

/// SwiftUI's words for the navigation bar (a `List` in a `NavigationStack`).
extension SpecDecoder {
    /// `navigationTitle` and `navigationBarTitleDisplayMode` (`automatic`, `inline`, `large`), for SwiftUI specs:
    /// the same bar as UIKit's `navigationItem.title` with `prefersLargeTitles` (SwiftUI's automatic mode shows a
    /// navigation stack's root view with a large title).
    func swiftUINavigation(_ spec: inout TableSpec, _ object: JSONFields, _ c: IssueCollector) {
        let keys = ["navigationTitle", "navigationBarTitleDisplayMode"].filter {
            object[$0] != nil && object[$0] != .null
        }
        guard !keys.isEmpty else { return }
        guard spec.framework == .swiftUI else {
            for key in keys {
                c.report(
                    "/\(key)",
                    "a SwiftUI modifier; the table needs \"framework\": \"swiftUI\" (UIKit: \"navigationItem\")")
            }
            return
        }
        if spec.navigationItem != nil || spec.navigationBar != nil {
            c.report("/navigationTitle", "a SwiftUI table says \"navigationTitle\", not \"navigationItem\"")
            return
        }
        var item = NavigationItemSpec()
        item.title = c.string(object, "navigationTitle", at: "", maxLength: limits.maxTextLength)
        let mode =
            c.enumeration(
                object, "navigationBarTitleDisplayMode", at: "", as: NavigationBarTitleDisplayMode.self) ?? .automatic
        spec.navigationItem = item
        spec.navigationBar = NavigationBarSpec(prefersLargeTitles: mode != .inline)
    }
}

/// SwiftUI's `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarTitleDisplayMode: String, SpecEnum, Encodable {
    case automatic, inline, large
}

extension SpecDecoder {
    /// An `image` member naming an SF Symbol (a bar item's, a tab's): the symbol, refused before the iOS version
    /// that has it; an unknown name is refused with the closest known ones.
    func symbolImage(_ object: JSONFields, at path: String, ios: IOSVersion, _ c: IssueCollector) -> SymbolName? {
        guard let value = object["image"], value != .null else { return nil }
        let imagePath = JSONPointer.appending("image", to: path)
        guard case .string(let name) = value else {
            c.report(imagePath, "expected an SF Symbol name")
            return nil
        }
        guard let symbol = symbol(named: name) else {
            let close = OpenSymbolCatalog.closeMatches(to: name).map { "\"\($0)\"" }
            c.report(
                imagePath,
                "expected an SF Symbol name" + (close.isEmpty ? "" : " (close: \(close.joined(separator: ", ")))")
                    + ", found \"\(name)\"")
            return nil
        }
        checkAvailability(of: symbol, at: imagePath, ios: ios, c)
        return symbol
    }
}
