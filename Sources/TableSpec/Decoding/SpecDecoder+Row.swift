internal import Foundation

extension SpecDecoder {
    static let rowKeys =
        [
            "style", "text", "detail", "image", "accessoryType", "selected", "highlighted", "indentationLevel",
            "indentationWidth", "separatorInset", "rowHeight", "editingStyle", "shouldIndentWhileEditing",
            "showsReorderControl", "editingAccessoryType", "showingDeleteConfirmation", "deleteConfirmationTitle",
            "accessoryView", "selectionStyle", "numberOfLines", "textAlignment", "textLabel", "detailTextLabel",
            "imageView", "backgroundColor", "contentView", "editingAccessoryView", "backgroundView",
            "selectedBackgroundView", "multipleSelectionBackgroundView", "editing", "leadingSwipeActions",
            "trailingSwipeActions", "swipeState", "contentConfiguration", "imageTintColor", "imageBackgroundColor",
            "isEnabled",
        ] + swiftUIRowKeys
    static let imageViewKeys = ["image", "highlightedImage"]
    /// `UIEdgeInsets` members: `top` and `bottom` decode (a pasted `UIEdgeInsets` is valid) but are
    /// ignored, as UIKit ignores them for `separatorInset`.
    static let insetKeys = ["top", "left", "bottom", "right"]

    func row(_ json: JSONValue, at path: String, ios: IOSVersion, _ c: IssueCollector) -> RowSpec? {
        guard let object = c.object(json, at: path, allowed: Self.rowKeys) else { return nil }
        var row = RowSpec()
        row.style = c.enumeration(object, "style", at: path, as: CellStyle.self) ?? row.style
        row.text = c.string(object, "text", at: path, maxLength: limits.maxTextLength)
        row.detail = c.string(object, "detail", at: path, maxLength: limits.maxTextLength)
        // A bundled image keeps its name should an SF Symbol share it.
        if case .string(let name)? = object["image"], catalog.images[name] == nil,
            let symbol = symbol(named: name)
        {
            row.imageSymbol = symbol
            checkAvailability(of: symbol, at: JSONPointer.appending("image", to: path), ios: ios, c)
        } else {
            row.image = image(object, "image", at: path, c)
        }
        imageColors(&row, object, at: path, c)
        row.accessoryType = c.enumeration(object, "accessoryType", at: path, as: AccessoryType.self) ?? .none
        row.selected = c.bool(object, "selected", at: path) ?? false
        row.highlighted = c.bool(object, "highlighted", at: path) ?? false
        row.indentationLevel = c.integer(object, "indentationLevel", at: path, in: 0...limits.maxIndentationLevel) ?? 0
        row.indentationWidth = c.number(object, "indentationWidth", at: path, in: 0...limits.maxWidth) ?? 10
        if object["rowHeight"] == .string("automatic") {
            if !ios.has(.selfSizingCells) {
                c.report(
                    JSONPointer.appending("rowHeight", to: path),
                    IOSFeature.selfSizingCells.refusal(alternative: "a number"))
            }
            row.automaticHeight = true
        } else {
            if let height = c.number(object, "rowHeight", at: path, in: 1...limits.maxRowHeight) {
                row.rowHeight = height
                // Only the self-sizing (modern) looks draw an explicit height differently from the default.
                row.hasFixedHeight = ios.isModern
            }
        }
        row.separatorInset = separatorInset(object, at: path, c)
        row.editingStyle = c.enumeration(object, "editingStyle", at: path, as: EditingStyle.self) ?? .none
        row.shouldIndentWhileEditing = c.bool(object, "shouldIndentWhileEditing", at: path) ?? true
        row.showsReorderControl = c.bool(object, "showsReorderControl", at: path) ?? false
        row.editingAccessoryType =
            c.enumeration(object, "editingAccessoryType", at: path, as: AccessoryType.self) ?? .none
        row.showingDeleteConfirmation = c.bool(object, "showingDeleteConfirmation", at: path) ?? false
        row.deleteConfirmationTitle = c.string(
            object, "deleteConfirmationTitle", at: path, maxLength: limits.maxTextLength)
        row.selectionStyle = c.enumeration(object, "selectionStyle", at: path, as: SelectionStyle.self) ?? .default
        row.numberOfLines = c.integer(object, "numberOfLines", at: path, in: 0...limits.maxLines) ?? 1
        row.textAlignment = c.enumeration(object, "textAlignment", at: path, as: TextAlignment.self) ?? .natural
        row.backgroundColor = c.color(object, "backgroundColor", at: path)
        row.editing = c.bool(object, "editing", at: path)
        swipeActions(&row, object, at: path, ios: ios, c)
        stockViews(&row, object, at: path, ios: ios, c)
        contentConfiguration(&row, object, at: path, ios: ios, c)
        customViews(&row, object, at: path, ios: ios, c)
        row.isEnabled = c.bool(object, "isEnabled", at: path) ?? true
        swiftUIRow(&row, object, at: path, c)
        return row
    }

    /// `textLabel`, `detailTextLabel` and `imageView`: the stock views' properties. The row-level `text`,
    /// `detail`, `numberOfLines`, `textAlignment` and `image` are shorthands for some of them; a value may
    /// be given once.
    private func stockViews(
        _ row: inout RowSpec, _ object: JSONFields, at path: String, ios: IOSVersion, _ c: IssueCollector
    ) {
        row.textLabel = labelObject(object, "textLabel", at: path, ios: ios, c)
        row.detailTextLabel = labelObject(object, "detailTextLabel", at: path, ios: ios, c)
        let pairs: [(String, String, Bool)] = [
            ("text", "textLabel/text", row.textLabel?.text != nil),
            ("numberOfLines", "textLabel/numberOfLines", row.textLabel?.numberOfLines != nil),
            ("textAlignment", "textLabel/textAlignment", row.textLabel?.textAlignment != nil),
            ("detail", "detailTextLabel/text", row.detailTextLabel?.text != nil),
        ]
        for (shorthand, full, given) in pairs where given && object[shorthand].map({ $0 != .null }) == true {
            c.report(JSONPointer.appending(shorthand, to: path), "given twice: as \"\(shorthand)\" and as \"\(full)\"")
        }
        if let label = row.textLabel {
            row.text = label.text ?? row.text
            row.numberOfLines = label.numberOfLines ?? row.numberOfLines
            row.textAlignment = label.textAlignment ?? row.textAlignment
        }
        row.detail = row.detailTextLabel?.text ?? row.detail
        guard let value = object["imageView"], value != .null else { return }
        let imagePath = JSONPointer.appending("imageView", to: path)
        guard let members = c.object(value, at: imagePath, allowed: Self.imageViewKeys) else { return }
        if members["image"] != nil && row.image != nil {
            c.report(JSONPointer.appending("image", to: path), "given twice: as \"image\" and as \"imageView/image\"")
        }
        row.image = image(members, "image", at: imagePath, c) ?? row.image
        row.highlightedImage = image(members, "highlightedImage", at: imagePath, c)
    }

    /// The views UIKit lets a cell take: `accessoryView`, `editingAccessoryView`, the three background
    /// views and `contentView`'s subviews.
    private func customViews(
        _ row: inout RowSpec, _ object: JSONFields, at path: String, ios: IOSVersion, _ c: IssueCollector
    ) {
        row.accessoryView = viewMember(object, "accessoryView", at: path, ios: ios, c)
        row.editingAccessoryView = viewMember(object, "editingAccessoryView", at: path, ios: ios, c)
        row.backgroundView = viewMember(object, "backgroundView", at: path, ios: ios, c)
        row.selectedBackgroundView = viewMember(object, "selectedBackgroundView", at: path, ios: ios, c)
        row.multipleSelectionBackgroundView = viewMember(
            object, "multipleSelectionBackgroundView", at: path, ios: ios, c)
        guard let value = object["contentView"], value != .null else { return }
        let contentPath = JSONPointer.appending("contentView", to: path)
        guard let members = c.object(value, at: contentPath, allowed: ["subviews"]) else { return }
        row.contentSubviews = viewList(members, "subviews", at: contentPath, ios: ios, depth: 1, c)
    }

    private func separatorInset(_ object: JSONFields, at path: String, _ c: IssueCollector)
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

    /// An image member (`image`, `highlightedImage`): a PNG `data:` URI or a bundled image's name.
    func image(_ object: JSONFields, _ key: String, at path: String, _ c: IssueCollector) -> SpecImage? {
        guard let value = object[key], value != .null else { return nil }
        let imagePath = JSONPointer.appending(key, to: path)
        guard case .string(let text) = value else {
            c.report(imagePath, "expected a PNG data: URI or a bundled image name, found \(value.typeDescription)")
            return nil
        }
        if text.hasPrefix("data:") { return embeddedImage(text, at: imagePath, c) }
        if let image = catalog.images[text] { return image }
        let names = catalog.images.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        let symbols = OpenSymbolCatalog.closeMatches(to: text).map { "\"\($0)\"" }
        let suggestion =
            symbols.isEmpty
            ? "an SF Symbol name such as \"star.fill\""
            : "an SF Symbol name (close: \(symbols.joined(separator: ", ")))"
        c.report(
            imagePath,
            "no bundled image or SF Symbol named \"\(text)\"; expected a PNG data: URI, one of \(names), or (as a "
                + "row's image, iOS 13+) \(suggestion)")
        return nil
    }

    /// `imageTintColor` and `imageBackgroundColor`, which colour an SF Symbol image only.
    private func imageColors(_ row: inout RowSpec, _ object: JSONFields, at path: String, _ c: IssueCollector) {
        row.imageTintColor = c.color(object, "imageTintColor", at: path)
        row.imageBackgroundColor = c.color(object, "imageBackgroundColor", at: path)
        guard row.imageSymbol == nil else { return }
        for key in ["imageTintColor", "imageBackgroundColor"] where object[key] != nil && object[key] != .null {
            c.report(
                JSONPointer.appending(key, to: path),
                "\(key) colours an SF Symbol image; this row's \"image\" is "
                    + (object["image"] == nil ? "not given" : "not an SF Symbol name"))
        }
    }

    /// The symbol `name` names: the user's template (`--symbols`) first, then TableShot's own artwork and the open
    /// set.
    func symbol(named name: String) -> SymbolName? {
        catalog.symbols[name].map(SymbolName.template) ?? SymbolName(rawValue: name)
    }

    /// Refuses `symbol` in a look older than it: SF Symbols arrived in iOS 13, and some names later.
    func checkAvailability(of symbol: SymbolName, at path: String, ios: IOSVersion, _ c: IssueCollector) {
        if !ios.has(.sfSymbols) {
            c.report(path, IOSFeature.sfSymbols.refusal(subject: "\"\(symbol.rawValue)\"", alternative: "a PNG"))
        } else if ios.major < symbol.introduced {
            c.report(
                path,
                "the SF Symbol \"\(symbol.rawValue)\" arrived in iOS \(symbol.introduced); this table is iOS "
                    + "\(ios.rawValue)")
        }
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
