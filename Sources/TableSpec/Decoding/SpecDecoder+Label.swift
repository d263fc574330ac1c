extension SpecDecoder {
    static let labelKeys = [
        "text", "font", "textColor", "highlightedTextColor", "numberOfLines", "lineBreakMode", "textAlignment",
    ]
    static let fontKeys = ["size", "weight"]

    /// A label object (`textLabel`, `detailTextLabel`): its members, or `nil` when absent or wrong.
    func labelObject(
        _ object: JSONFields, _ key: String, at path: String, ios: IOSVersion, _ c: IssueCollector
    )
        -> LabelSpec?
    {
        guard let value = object[key], value != .null else { return nil }
        let labelPath = JSONPointer.appending(key, to: path)
        guard let members = c.object(value, at: labelPath, allowed: Self.labelKeys) else { return nil }
        return label(members, at: labelPath, ios: ios, c)
    }

    /// Reads `UILabel` members out of an already checked object.
    func label(_ members: JSONFields, at path: String, ios: IOSVersion, _ c: IssueCollector) -> LabelSpec {
        var label = LabelSpec()
        label.text = c.string(members, "text", at: path, maxLength: limits.maxTextLength)
        label.font = font(members, at: path, ios: ios, c)
        label.textColor = c.color(members, "textColor", at: path)
        label.highlightedTextColor = c.color(members, "highlightedTextColor", at: path)
        label.numberOfLines = c.integer(members, "numberOfLines", at: path, in: 0...limits.maxLines)
        label.lineBreakMode = c.enumeration(members, "lineBreakMode", at: path, as: LineBreakMode.self)
        label.textAlignment = c.enumeration(members, "textAlignment", at: path, as: TextAlignment.self)
        return label
    }

    /// `font`: a text style name (`"body"`) or `{"size": 15, "weight": "bold"}`. Text styles arrived in
    /// iOS 7 (titles and callout in iOS 9, the large title in iOS 11): earlier looks refuse them.
    func font(_ members: JSONFields, at path: String, ios: IOSVersion, _ c: IssueCollector) -> FontSpec? {
        guard let value = members["font"], value != .null else { return nil }
        let fontPath = JSONPointer.appending("font", to: path)
        if case .string = value {
            guard let style = c.enumeration(members, "font", at: path, as: TextStyle.self) else { return nil }
            guard ios.isAtLeast(style.introducedIn) else {
                c.report(
                    fontPath,
                    "text style \"\(style.rawValue)\" arrived in iOS \(style.introducedIn.rawValue); the \"\(ios.rawValue)\" look does not have it"
                )
                return nil
            }
            return .textStyle(style)
        }
        guard case .object = value else {
            c.report(fontPath, "expected a text style name or {\"size\": number, \"weight\": string}")
            return nil
        }
        guard let font = c.object(value, at: fontPath, allowed: Self.fontKeys) else { return nil }
        guard let size = c.number(font, "size", at: fontPath, in: 1...200) else {
            if font["size"] == nil { c.report(JSONPointer.appending("size", to: fontPath), "required") }
            return nil
        }
        return .system(size: size, weight: c.enumeration(font, "weight", at: fontPath, as: FontWeight.self) ?? .regular)
    }
}
