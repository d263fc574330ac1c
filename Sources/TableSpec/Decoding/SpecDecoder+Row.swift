internal import Foundation

extension SpecDecoder {
    static let rowKeys = [
        "style", "text", "detail", "image", "accessoryType", "selected", "highlighted", "indentationLevel",
        "indentationWidth", "separatorInset", "rowHeight", "editingStyle", "shouldIndentWhileEditing",
        "showsReorderControl", "editingAccessoryType", "showingDeleteConfirmation", "deleteConfirmationTitle",
        "accessoryView", "selectionStyle", "numberOfLines", "textAlignment",
    ]
    /// `UIEdgeInsets` members: `top` and `bottom` decode (a pasted `UIEdgeInsets` is valid) but are
    /// ignored, as UIKit ignores them for `separatorInset`.
    static let insetKeys = ["top", "left", "bottom", "right"]

    func row(_ json: JSONValue, at path: String, _ c: IssueCollector) -> RowSpec? {
        guard let object = c.object(json, at: path, allowed: Self.rowKeys) else { return nil }
        var row = RowSpec()
        row.style = c.enumeration(object, "style", at: path, as: CellStyle.self) ?? row.style
        row.text = c.string(object, "text", at: path, maxLength: limits.maxTextLength)
        row.detail = c.string(object, "detail", at: path, maxLength: limits.maxTextLength)
        row.image = image(object, at: path, c)
        row.accessoryType = c.enumeration(object, "accessoryType", at: path, as: AccessoryType.self) ?? .none
        row.selected = c.bool(object, "selected", at: path) ?? false
        row.highlighted = c.bool(object, "highlighted", at: path) ?? false
        row.indentationLevel = c.integer(object, "indentationLevel", at: path, in: 0...limits.maxIndentationLevel) ?? 0
        row.indentationWidth = c.number(object, "indentationWidth", at: path, in: 0...limits.maxWidth) ?? 10
        row.rowHeight = c.number(object, "rowHeight", at: path, in: 1...limits.maxRowHeight) ?? row.rowHeight
        row.separatorInset = separatorInset(object, at: path, c)
        row.editingStyle = c.enumeration(object, "editingStyle", at: path, as: EditingStyle.self) ?? .none
        row.shouldIndentWhileEditing = c.bool(object, "shouldIndentWhileEditing", at: path) ?? true
        row.showsReorderControl = c.bool(object, "showsReorderControl", at: path) ?? false
        row.editingAccessoryType =
            c.enumeration(object, "editingAccessoryType", at: path, as: AccessoryType.self) ?? .none
        row.showingDeleteConfirmation = c.bool(object, "showingDeleteConfirmation", at: path) ?? false
        row.deleteConfirmationTitle = c.string(
            object, "deleteConfirmationTitle", at: path, maxLength: limits.maxTextLength)
        row.accessorySwitch = accessoryView(object, at: path, c)
        row.selectionStyle = c.enumeration(object, "selectionStyle", at: path, as: SelectionStyle.self) ?? .default
        row.numberOfLines = c.integer(object, "numberOfLines", at: path, in: 0...limits.maxLines) ?? 1
        row.textAlignment = c.enumeration(object, "textAlignment", at: path, as: TextAlignment.self) ?? .natural
        return row
    }

    private func accessoryView(_ object: [String: JSONValue], at path: String, _ c: IssueCollector) -> SwitchSpec? {
        guard let value = object["accessoryView"], value != .null else { return nil }
        let viewPath = JSONPointer.appending("accessoryView", to: path)
        guard let members = c.object(value, at: viewPath, allowed: ["switch"]) else { return nil }
        guard let switchValue = members["switch"] else {
            c.report(viewPath, "expected {\"switch\": {\"on\": true|false}}")
            return nil
        }
        let switchPath = JSONPointer.appending("switch", to: viewPath)
        guard let switchMembers = c.object(switchValue, at: switchPath, allowed: ["on"]) else { return nil }
        return SwitchSpec(on: c.bool(switchMembers, "on", at: switchPath) ?? false)
    }

    private func separatorInset(_ object: [String: JSONValue], at path: String, _ c: IssueCollector)
        -> SeparatorInset?
    {
        guard let value = object["separatorInset"], value != .null else { return nil }
        let insetPath = JSONPointer.appending("separatorInset", to: path)
        guard let members = c.object(value, at: insetPath, allowed: Self.insetKeys) else { return nil }
        // "Negative values are treated as if the inset is set to 0" (class reference, seed 004).
        let range = -limits.maxWidth...limits.maxWidth
        for ignored in ["top", "bottom"] { _ = c.number(members, ignored, at: insetPath, in: range) }
        let left = c.number(members, "left", at: insetPath, in: range) ?? 0
        let right = c.number(members, "right", at: insetPath, in: range) ?? 0
        return SeparatorInset(left: max(0, left), right: max(0, right))
    }

    private func image(_ object: [String: JSONValue], at path: String, _ c: IssueCollector) -> SpecImage? {
        guard let value = object["image"], value != .null else { return nil }
        let imagePath = JSONPointer.appending("image", to: path)
        guard case .string(let text) = value else {
            c.report(imagePath, "expected a PNG data: URI or a bundled image name, found \(value.typeDescription)")
            return nil
        }
        if text.hasPrefix("data:") { return embeddedImage(text, at: imagePath, c) }
        if let image = catalog.images[text] { return image }
        let names = catalog.images.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        c.report(imagePath, "no bundled image named \"\(text)\"; expected a PNG data: URI or one of \(names)")
        return nil
    }

    private func embeddedImage(_ uri: String, at path: String, _ c: IssueCollector) -> SpecImage? {
        let prefix = "data:image/png;base64,"
        guard uri.hasPrefix(prefix) else {
            c.report(path, "expected a data: URI starting with \"\(prefix)\"")
            return nil
        }
        let encoded = uri.dropFirst(prefix.count)
        guard encoded.utf8.count / 4 * 3 <= limits.maxImageBytes else {
            c.report(path, "embedded image is larger than the limit of \(limits.maxImageBytes) bytes")
            return nil
        }
        guard let data = Data(base64Encoded: String(encoded)) else {
            c.report(path, "invalid base64 in the data: URI")
            return nil
        }
        let bytes = [UInt8](data)
        guard let size = PNGHeader.dimensions(of: bytes) else {
            c.report(path, "the data: URI does not hold a PNG image")
            return nil
        }
        let limit = limits.maxImageDimension
        guard size.width <= limit, size.height <= limit else {
            c.report(path, "image is \(size.width) × \(size.height) pixels; the limit is \(limit) × \(limit)")
            return nil
        }
        return SpecImage(png: bytes, pixelWidth: size.width, pixelHeight: size.height, scale: 1)
    }
}
