extension SpecDecoder {
    static let navigationItemKeys = [
        "title", "largeTitleDisplayMode", "backButtonTitle", "leftBarButtonItems", "rightBarButtonItems", "prompt",
        "searchController",
    ]
    static let navigationBarKeys = ["prefersLargeTitles"]
    static let barButtonItemKeys = ["title", "systemItem", "image", "style", "width"]
    static let searchControllerKeys = [
        "placeholder", "text", "scopeButtonTitles", "selectedScopeButtonIndex", "showsScopeBar",
        "hidesSearchBarWhenScrolling", "isActive",
    ]
    /// The most bar button items on one side (an iPhone's bar holds two or three).
    static let maxBarButtonItems = 4
    /// The most scope buttons under a search field (an iPhone's bar fits four or five short titles).
    static let maxScopeButtons = 5

    /// `navigationItem` and `navigationBar`. Large titles arrived in iOS 11 (the looks "12" on).
    func navigation(_ spec: inout TableSpec, _ object: JSONFields, _ c: IssueCollector) {
        if let value = object["navigationBar"], value != .null,
            let members = c.object(value, at: "/navigationBar", allowed: Self.navigationBarKeys)
        {
            var bar = NavigationBarSpec()
            bar.prefersLargeTitles = c.bool(members, "prefersLargeTitles", at: "/navigationBar") ?? false
            if bar.prefersLargeTitles, !spec.ios.has(.largeTitles) {
                c.report(
                    "/navigationBar/prefersLargeTitles", IOSFeature.largeTitles.refusal(alternative: "an inline title"))
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
        item.prompt = c.string(members, "prompt", at: path, maxLength: limits.maxTextLength)
        if let value = members["searchController"], value != .null {
            let searchPath = "/navigationItem/searchController"
            if !spec.ios.has(.navigationSearch) {
                c.report(
                    searchPath,
                    IOSFeature.navigationSearch.refusal(
                        alternative: "a \"searchBar\" as the \"tableHeaderView\" (as apps did before iOS 11)"))
            } else if let search = c.object(value, at: searchPath, allowed: Self.searchControllerKeys) {
                item.searchController = searchController(search, at: searchPath, c)
            }
        }
        spec.navigationItem = item
    }

    /// A `searchController`'s search bar: its placeholder, text, scope buttons and scrolling behaviour.
    private func searchController(_ members: JSONFields, at path: String, _ c: IssueCollector)
        -> SearchControllerSpec
    {
        var search = SearchControllerSpec()
        search.placeholder = c.string(members, "placeholder", at: path, maxLength: limits.maxTextLength)
        search.text = c.string(members, "text", at: path, maxLength: limits.maxTextLength)
        search.hidesSearchBarWhenScrolling = c.bool(members, "hidesSearchBarWhenScrolling", at: path) ?? true
        search.isActive = c.bool(members, "isActive", at: path) ?? false
        if let titles = c.array(members, "scopeButtonTitles", at: path) {
            let listPath = JSONPointer.appending("scopeButtonTitles", to: path)
            if titles.count > Self.maxScopeButtons {
                c.report(listPath, "\(titles.count) titles; the limit is \(Self.maxScopeButtons)")
            } else {
                for (index, title) in titles.enumerated() {
                    guard case .string(let text) = title, text.count <= limits.maxTextLength else {
                        c.report(
                            JSONPointer.appending(index, to: listPath),
                            "expected a string of at most \(limits.maxTextLength) characters")
                        continue
                    }
                    search.scopeButtonTitles.append(text)
                }
            }
        }
        search.showsScopeBar = c.bool(members, "showsScopeBar", at: path) ?? false
        if search.showsScopeBar, search.scopeButtonTitles.isEmpty {
            c.report(JSONPointer.appending("showsScopeBar", to: path), "needs \"scopeButtonTitles\" to show")
        }
        if !search.scopeButtonTitles.isEmpty {
            search.selectedScopeButtonIndex =
                c.integer(
                    members, "selectedScopeButtonIndex", at: path, in: 0...(search.scopeButtonTitles.count - 1)) ?? 0
        } else if members["selectedScopeButtonIndex"] != nil, members["selectedScopeButtonIndex"] != .null {
            c.report(
                JSONPointer.appending("selectedScopeButtonIndex", to: path),
                "needs \"scopeButtonTitles\" to select from")
        }
        return search
    }

    /// Bar button items under `key`: at most `limit`; spaces (`fixedSpace`, and `flexibleSpace` where `spaces`
    /// says so: a toolbar's) take a `width` (fixed ones) and nothing else.
    func barButtonItems(
        _ object: JSONFields, _ key: String, at path: String, ios: IOSVersion, _ c: IssueCollector,
        limit: Int = maxBarButtonItems, flexibleSpaces: Bool = false
    ) -> [BarButtonItemSpec] {
        guard let elements = c.array(object, key, at: path) else { return [] }
        let listPath = JSONPointer.appending(key, to: path)
        guard elements.count <= limit else {
            c.report(listPath, "\(elements.count) items; the limit is \(limit)")
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
            return space(item, members, at: itemPath, flexibleSpaces: flexibleSpaces, c)
        }
    }
}

extension SpecDecoder {
    /// `item` checked as a space: a `fixedSpace` takes a `width` (0…200, default 0); a `flexibleSpace` only in a
    /// toolbar; `width` on anything else is refused.
    fileprivate func space(
        _ item: BarButtonItemSpec, _ members: JSONFields, at path: String, flexibleSpaces: Bool, _ c: IssueCollector
    ) -> BarButtonItemSpec? {
        var item = item
        let widthPath = JSONPointer.appending("width", to: path)
        if item.systemItem == .fixedSpace {
            item.width = c.number(members, "width", at: path, in: 0...200) ?? 0
        } else if members["width"] != nil, members["width"] != .null {
            c.report(widthPath, "only a \"fixedSpace\" item has a width")
            return nil
        }
        if item.systemItem == .flexibleSpace, !flexibleSpaces {
            c.report(
                JSONPointer.appending("systemItem", to: path),
                "\"flexibleSpace\" is a toolbar's (\"toolbarItems\"); a navigation bar's items use \"fixedSpace\"")
            return nil
        }
        if item.isSpace, item.done {
            c.report(JSONPointer.appending("style", to: path), "a space has no style")
            return nil
        }
        return item
    }
}

extension SpecDecoder {
    /// An `image` member naming an SF Symbol (a bar item's, a tab's): the symbol, refused before the iOS version
    /// that has it; an unknown name is refused with the closest known ones.
    func symbolImage(
        _ object: JSONFields, at path: String, ios: IOSVersion, _ c: IssueCollector, key: String = "image"
    ) -> SymbolName? {
        guard let value = object[key], value != .null else { return nil }
        let imagePath = JSONPointer.appending(key, to: path)
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
