/// Every string a table draws, with the JSON Pointer it came from: one walk for the text-cost limit, the
/// missing-glyph warnings and pseudo-localization, which must reach the same texts. `DrawnTextWalkTests` checks it
/// against the model by reflection: every `String` a spec holds is visited, or is named there as never drawn.
extension TableSpec {
    /// Calls `body` with the JSON Pointer and the text of every string the table draws, in document order.
    public func forEachText(_ body: (_ path: String, _ text: String) -> Void) {
        var copy = self
        withoutActuallyEscaping(body) { body in
            var walker = TextWalker { path, text, _ in
                body(path, text)
                return text
            }
            walker.table(&copy)
        }
    }

    /// Replaces every localizable string the table draws with `transform(path, text)`: every drawn string but a
    /// badge's count, which SwiftUI formats as a number, and the status bar's clock, which the system draws.
    public mutating func mapTexts(_ transform: (_ path: String, _ text: String) -> String) {
        withoutActuallyEscaping(transform) { transform in
            var walker = TextWalker { path, text, localizable in localizable ? transform(path, text) : text }
            walker.table(&self)
        }
    }
}

/// Visits the text-bearing members of a spec in document order.
private struct TextWalker {
    /// The new text for a path, a text and whether it is localizable.
    let transform: (String, String, Bool) -> String

    mutating func table(_ spec: inout TableSpec) {
        text(&spec.tableHeader, "/tableHeader")
        view(&spec.tableHeaderView, "/tableHeaderView")
        for index in spec.sections.indices {
            section(&spec.sections[index], JSONPointer.appending(index, to: "/sections"))
        }
        text(&spec.tableFooter, "/tableFooter")
        view(&spec.tableFooterView, "/tableFooterView")
        if var titles = spec.sectionIndexTitles {
            for index in titles.indices {
                titles[index] = transform(JSONPointer.appending(index, to: "/sectionIndexTitles"), titles[index], true)
            }
            spec.sectionIndexTitles = titles
        }
        if var control = spec.refreshControl {
            text(&control.title, "/refreshControl/title")
            spec.refreshControl = control
        }
        if var item = spec.navigationItem {
            text(&item.title, spec.framework == .swiftUI ? "/navigationTitle" : "/navigationItem/title")
            text(&item.backButtonTitle, "/navigationItem/backButtonTitle")
            text(&item.prompt, "/navigationItem/prompt")
            if var search = item.searchController {
                let path = spec.framework == .swiftUI ? "/searchable" : "/navigationItem/searchController"
                text(&search.placeholder, path + (spec.framework == .swiftUI ? "/prompt" : "/placeholder"))
                text(&search.text, path + "/text")
                for index in search.scopeButtonTitles.indices {
                    search.scopeButtonTitles[index] = transform(
                        "\(path)/scopeButtonTitles/\(index)", search.scopeButtonTitles[index], true)
                }
                item.searchController = search
            }
            for key in ["leftBarButtonItems", "rightBarButtonItems"] {
                var items = key == "leftBarButtonItems" ? item.leftBarButtonItems : item.rightBarButtonItems
                for index in items.indices {
                    let path = items[index].sourcePath ?? "/navigationItem/\(key)/\(index)"
                    text(&items[index].title, path + "/title")
                }
                if key == "leftBarButtonItems" {
                    item.leftBarButtonItems = items
                } else {
                    item.rightBarButtonItems = items
                }
            }
            spec.navigationItem = item
        }
        if var tabs = spec.tabBar {
            for index in tabs.items.indices {
                let path = tabs.items[index].sourcePath ?? "/tabBar/items/\(index)"
                text(&tabs.items[index].title, path + "/title")
                // A badge is a count or a short word: localized as text.
                let badge = tabs.items[index].sourcePath == nil ? "/badgeValue" : "/badge"
                text(&tabs.items[index].badgeValue, path + badge)
            }
            spec.tabBar = tabs
        }
        if var items = spec.toolbarItems {
            for index in items.indices {
                text(&items[index].title, (items[index].sourcePath ?? "/toolbarItems/\(index)") + "/title")
            }
            spec.toolbarItems = items
        }
        if var bar = spec.statusBar, let time = bar.time {
            bar.time = transform("/statusBar/time", time, false)
            spec.statusBar = bar
        }
    }

    private mutating func section(_ section: inout SectionSpec, _ path: String) {
        text(&section.header, path + "/header")
        view(&section.headerView, path + "/headerView")
        for index in section.rows.indices {
            row(&section.rows[index], JSONPointer.appending(index, to: path + "/rows"))
        }
        text(&section.footer, path + "/footer")
        view(&section.footerView, path + "/footerView")
    }

    private mutating func row(_ row: inout RowSpec, _ path: String) {
        let textPath = row.textLabel?.text != nil ? path + "/textLabel/text" : path + "/text"
        text(&row.text, textPath)
        if row.textLabel?.text != nil { row.textLabel?.text = row.text }
        let detailPath = row.detailTextLabel?.text != nil ? path + "/detailTextLabel/text" : path + "/detail"
        text(&row.detail, detailPath)
        if row.detailTextLabel?.text != nil { row.detailTextLabel?.text = row.detail }
        for index in row.contentSubviews.indices {
            var subview: ViewSpec? = row.contentSubviews[index]
            view(&subview, JSONPointer.appending(index, to: path + "/contentView/subviews"))
            if let subview { row.contentSubviews[index] = subview }
        }
        view(&row.accessoryView, path + "/accessoryView")
        view(&row.editingAccessoryView, path + "/editingAccessoryView")
        view(&row.backgroundView, path + "/backgroundView")
        view(&row.selectedBackgroundView, path + "/selectedBackgroundView")
        view(&row.multipleSelectionBackgroundView, path + "/multipleSelectionBackgroundView")
        text(&row.deleteConfirmationTitle, path + "/deleteConfirmationTitle")
        for index in row.leadingSwipeActions.indices {
            text(&row.leadingSwipeActions[index].title, path + "/leadingSwipeActions/\(index)/title")
        }
        for index in row.trailingSwipeActions.indices {
            text(&row.trailingSwipeActions[index].title, path + "/trailingSwipeActions/\(index)/title")
        }
        if var swiftUI = row.swiftUI {
            text(&swiftUI.prompt, path + "/prompt")
            text(&swiftUI.badge, path + "/badge", localizable: !swiftUI.badgeIsCount)
            row.swiftUI = swiftUI
        }
    }

    private mutating func view(_ view: inout ViewSpec?, _ slot: String) {
        guard var spec = view else { return }
        let path = slot + "/" + spec.kind.rawValue
        let textKey = spec.kind == .button ? "title" : "text"
        if var label = spec.label {
            text(&label.text, path + "/" + textKey)
            spec.label = label
        }
        text(&spec.placeholder, path + "/placeholder")
        if var items = spec.items {
            for index in items.indices {
                items[index] = transform(JSONPointer.appending(index, to: path + "/items"), items[index], true)
            }
            spec.items = items
        }
        let listKey = spec.kind == .stackView ? "arrangedSubviews" : "subviews"
        for index in spec.subviews.indices {
            var subview: ViewSpec? = spec.subviews[index]
            self.view(&subview, JSONPointer.appending(index, to: path + "/" + listKey))
            if let subview { spec.subviews[index] = subview }
        }
        view = spec
    }

    private func text(_ value: inout String?, _ path: String, localizable: Bool = true) {
        guard let current = value else { return }
        value = transform(path, current, localizable)
    }
}
