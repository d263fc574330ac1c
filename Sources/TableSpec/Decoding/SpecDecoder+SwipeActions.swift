extension SpecDecoder {
    static let swipeActionKeys = ["title", "image", "backgroundColor", "style"]

    /// `leadingSwipeActions`, `trailingSwipeActions` and `swipeState` of a row. `UIContextualAction` arrived in
    /// iOS 11, so the looks "6" and "7" refuse them (they have `showingDeleteConfirmation`).
    func swipeActions(
        _ row: inout RowSpec, _ object: JSONFields, at path: String, ios: IOSVersion, _ c: IssueCollector
    ) {
        row.leadingSwipeActions = actionList(object, "leadingSwipeActions", at: path, ios: ios, c)
        row.trailingSwipeActions = actionList(object, "trailingSwipeActions", at: path, ios: ios, c)
        row.swipeState = c.enumeration(object, "swipeState", at: path, as: SwipeState.self)
        guard let state = row.swipeState else { return }
        let statePath = JSONPointer.appending("swipeState", to: path)
        if !ios.has(.swipeActions) {
            c.report(statePath, Self.swipeLookMessage)
            return
        }
        let actions = state == .leading ? row.leadingSwipeActions : row.trailingSwipeActions
        if actions.isEmpty {
            c.report(statePath, "\"\(state.rawValue)\" reveals the row's \(state.rawValue)SwipeActions; it has none")
        }
        if row.showingDeleteConfirmation {
            c.report(statePath, "a row shows either swipe actions or the Delete confirmation, not both")
        }
        if row.editing == true {
            c.report(statePath, "a row in edit mode cannot be swiped")
        }
    }

    private func actionList(
        _ object: JSONFields, _ key: String, at path: String, ios: IOSVersion, _ c: IssueCollector
    ) -> [SwipeActionSpec] {
        guard let elements = c.array(object, key, at: path) else { return [] }
        let listPath = JSONPointer.appending(key, to: path)
        if !ios.has(.swipeActions) {
            c.report(listPath, Self.swipeLookMessage)
            return []
        }
        guard elements.count <= limits.maxSwipeActions else {
            c.report(listPath, "\(elements.count) actions; the limit is \(limits.maxSwipeActions)")
            return []
        }
        return elements.enumerated().compactMap { index, element in
            action(element, at: JSONPointer.appending(index, to: listPath), ios: ios, c)
        }
    }

    private func action(_ json: JSONValue, at path: String, ios: IOSVersion, _ c: IssueCollector) -> SwipeActionSpec? {
        guard let object = c.object(json, at: path, allowed: Self.swipeActionKeys) else { return nil }
        var action = SwipeActionSpec()
        action.title = c.string(object, "title", at: path, maxLength: limits.maxTextLength)
        action.image = swipeImage(object, at: path, ios: ios, c)
        action.backgroundColor = c.color(object, "backgroundColor", at: path)
        action.style = c.enumeration(object, "style", at: path, as: ContextualActionStyle.self) ?? .normal
        return action
    }

    /// An action's `image`: an SF Symbol name. TableShot's own symbols draw in every look with swipe actions
    /// (iOS 11 and 12 took any image); the open set's from the iOS version that has each.
    private func swipeImage(_ object: JSONFields, at path: String, ios: IOSVersion, _ c: IssueCollector)
        -> SymbolName?
    {
        guard let value = object["image"], value != .null else { return nil }
        let imagePath = JSONPointer.appending("image", to: path)
        guard case .string(let name) = value, let symbol = symbol(named: name) else {
            let found = if case .string(let name) = value { "\"\(name)\"" } else { value.typeDescription }
            let close = if case .string(let name) = value { OpenSymbolCatalog.closeMatches(to: name) } else { [] }
            let hint = close.isEmpty ? "" : " (close: \(close.map { "\"\($0)\"" }.joined(separator: ", ")))"
            c.report(imagePath, "expected an SF Symbol name such as \"trash.fill\"\(hint), found \(found)")
            return nil
        }
        if case .own = symbol {} else { checkAvailability(of: symbol, at: imagePath, ios: ios, c) }
        return symbol
    }

    /// The earlier looks had only the Delete confirmation.
    static let swipeLookMessage = IOSFeature.swipeActions.refusal(
        alternative: "the Delete confirmation (\"showingDeleteConfirmation\")")
}
