/// `UIListContentConfiguration` (iOS 14+): a row's `contentConfiguration` and a section's
/// `headerConfiguration` and `footerConfiguration`, refused with a path and a reason before iOS 14.
extension SpecDecoder {
    /// A row's `contentConfiguration`. It replaces `style` (a row gives one or the other) and sets the classic
    /// style it lays out as, so that everything the two draw alike is the classic layout.
    func contentConfiguration(
        _ row: inout RowSpec, _ object: JSONFields, at path: String, ios: IOSVersion, _ c: IssueCollector
    ) {
        guard
            let configuration = listConfiguration(
                object, "contentConfiguration", at: path, ios: ios, as: ListContentConfiguration.self, c)
        else { return }
        if object["style"].map({ $0 != .null }) == true {
            c.report(
                JSONPointer.appending("contentConfiguration", to: path),
                "given with \"style\": a row has either a classic cell style or a list content configuration")
        }
        row.contentConfiguration = configuration
        row.style = configuration.cellStyle(hasSecondaryText: row.detail != nil)
    }

    /// A section's `headerConfiguration` and `footerConfiguration`. They style the `header` and `footer`
    /// titles, so a custom `headerView` / `footerView` cannot take them.
    func listConfigurations(
        _ section: inout SectionSpec, _ object: JSONFields, at path: String, ios: IOSVersion,
        _ c: IssueCollector
    ) {
        section.headerConfiguration = listConfiguration(
            object, "headerConfiguration", at: path, ios: ios, as: HeaderConfiguration.self, c)
        section.footerConfiguration = listConfiguration(
            object, "footerConfiguration", at: path, ios: ios, as: FooterConfiguration.self, c)
        let pairs = [
            ("headerConfiguration", "headerView", section.headerConfiguration != nil),
            ("footerConfiguration", "footerView", section.footerConfiguration != nil),
        ]
        for (key, view, given) in pairs where given && object[view].map({ $0 != .null }) == true {
            c.report(
                JSONPointer.appending(key, to: path),
                "given with \"\(view)\": a configuration styles the title, a custom view draws itself")
        }
    }

    /// One of the configuration enumerations, refused before iOS 14.
    private func listConfiguration<E: SpecEnum>(
        _ object: JSONFields, _ key: String, at path: String, ios: IOSVersion, as type: E.Type,
        _ c: IssueCollector
    ) -> E? {
        guard let value = c.enumeration(object, key, at: path, as: type) else { return nil }
        guard ios.has(.listContentConfiguration) else {
            c.report(JSONPointer.appending(key, to: path), IOSFeature.listContentConfiguration.refusal())
            return nil
        }
        return value
    }
}
