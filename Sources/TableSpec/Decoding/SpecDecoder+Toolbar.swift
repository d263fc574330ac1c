extension SpecDecoder {
    /// The most `toolbarItems`, spaces included.
    static let maxToolbarBarItems = 11

    /// `toolbarItems`: the navigation controller's toolbar (`isToolbarHidden = false`) at the bottom of the screen,
    /// above a tab bar when there is one. Items as a navigation bar's, with `flexibleSpace` and `fixedSpace`.
    func toolbarItems(_ spec: inout TableSpec, _ object: JSONFields, _ c: IssueCollector) {
        guard object["toolbarItems"] != nil, object["toolbarItems"] != .null else { return }
        guard spec.framework != .swiftUI else {
            c.report("/toolbarItems", "a SwiftUI table says \"toolbar\" (items placed in the \"bottomBar\")")
            return
        }
        if case .array(let elements)? = object["toolbarItems"], elements.isEmpty {
            c.report("/toolbarItems", "expected at least one item")
            return
        }
        let items = barButtonItems(
            object, "toolbarItems", at: "", ios: spec.ios, c, limit: Self.maxToolbarBarItems, flexibleSpaces: true)
        if !items.isEmpty { spec.toolbarItems = items }
    }
}
