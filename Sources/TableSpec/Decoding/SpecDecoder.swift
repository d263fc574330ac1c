/// Turns request bytes into a validated `TableSpec`, reporting every problem at once.
public struct SpecDecoder: Sendable {
    /// The caps every spec must respect.
    public let limits: SpecLimits
    /// Images a spec may name instead of embedding.
    public let catalog: ImageCatalog

    public init(limits: SpecLimits = .standard, catalog: ImageCatalog = .empty) {
        self.limits = limits
        self.catalog = catalog
    }

    static let tableKeys =
        [
            "ios", "framework", "style", "width", "scale", "height", "separatorStyle", "sections", "editing",
            "allowsMultipleSelectionDuringEditing", "tintColor", "tableHeader", "tableFooter", "sectionIndexTitles",
            "variants", "backgroundColor", "separatorColor", "sectionIndexColor", "sectionIndexBackgroundColor",
            "tableHeaderView", "tableFooterView", "allowsMultipleSelection", "contentOffset", "refreshControl",
            "locale", "semanticContentAttribute", "pseudoLanguage", "userInterfaceStyle",
            "preferredContentSizeCategory",
            "device",
        ] + screenKeys + swiftUIBarKeys
    static let sectionKeys = [
        "header", "footer", "rows", "headerView", "footerView", "headerConfiguration", "footerConfiguration",
    ]

    /// Decodes and validates a spec from JSON bytes.
    public func decode(_ bytes: [UInt8]) throws(SpecError) -> TableSpec {
        guard bytes.count <= limits.maxBodyBytes else {
            throw .bodyTooLarge(size: bytes.count, limit: limits.maxBodyBytes)
        }
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            throw .syntax(error)
        }
        return try decode(json)
    }

    /// Validates an already parsed JSON document.
    public func decode(_ json: JSONValue) throws(SpecError) -> TableSpec {
        let collector = IssueCollector()
        let spec = table(json, collector)
        if let error = collector.error { throw error }
        guard let spec else { throw .invalid([SpecIssue(path: "", message: "expected an object")]) }
        return spec
    }

    private func table(_ json: JSONValue, _ c: IssueCollector) -> TableSpec? {
        guard let object = c.object(json, at: "", allowed: Self.tableKeys) else { return nil }
        var spec = TableSpec()
        if object["ios"] == nil || object["ios"] == .null {
            let expected = IOSVersion.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            c.report("/ios", "required; expected one of \(expected)")
        }
        spec.ios = c.enumeration(object, "ios", at: "", as: IOSVersion.self) ?? spec.ios
        spec.framework = c.enumeration(object, "framework", at: "", as: ListFramework.self) ?? .uikit
        if spec.framework == .swiftUI, !spec.ios.has(.swiftUIList) {
            c.report("/framework", IOSFeature.swiftUIList.refusal(alternative: "\"uikit\""))
        }
        if case .string(let style) = object["style"], ["sidebar", "sidebarPlain"].contains(style) {
            // Research note Docs/research/swiftui-sidebar.md: the iPhone sidebar's background colour and header
            // metrics are not sourced, so it is refused rather than guessed.
            c.report(
                "/style",
                "\"\(style)\" (SwiftUI's sidebar list style) is not drawn yet; expected one of \"plain\", "
                    + "\"grouped\", \"insetGrouped\"")
        } else {
            spec.style = c.enumeration(object, "style", at: "", as: TableStyle.self) ?? spec.style
        }
        if spec.style == .insetGrouped, !spec.ios.has(.insetGroupedStyle) {
            c.report("/style", IOSFeature.insetGroupedStyle.refusal(alternative: "\"grouped\""))
        }
        spec.userInterfaceStyle =
            c.enumeration(object, "userInterfaceStyle", at: "", as: UserInterfaceStyle.self) ?? .light
        if spec.userInterfaceStyle == .dark, !spec.ios.has(.darkMode) {
            c.report("/userInterfaceStyle", IOSFeature.darkMode.refusal())
        }
        spec.preferredContentSizeCategory =
            c.enumeration(object, "preferredContentSizeCategory", at: "", as: ContentSizeCategory.self) ?? .large
        if spec.preferredContentSizeCategory != .large, !spec.ios.has(.dynamicTypeSizes) {
            c.report("/preferredContentSizeCategory", IOSFeature.dynamicTypeSizes.refusal())
        }
        // `device` (else the look's iPhone) sets the width and scale the spec does not give.
        let givenDevice = c.enumeration(object, "device", at: "", as: DevicePreset.self)
        let device = givenDevice ?? DevicePreset.era(of: spec.ios)
        // A named device is the screen the table is on (its margins follow the screen's width, not the table's).
        spec.device = givenDevice
        spec.width = c.number(object, "width", at: "", in: 1...limits.maxWidth) ?? device.width
        spec.scale = scale(object, c) ?? device.scale
        spec.height = c.number(object, "height", at: "", in: 1...limits.maxHeight)
        spec.separatorStyle =
            c.enumeration(object, "separatorStyle", at: "", as: SeparatorStyle.self)
            ?? SeparatorStyle.default(ios: spec.ios, style: spec.style)
        if spec.separatorStyle == .doubleLineEtched { spec.separatorStyle = .singleLineEtched }
        spec.sections = sections(object, ios: spec.ios, c)
        if spec.framework != .swiftUI {
            for path in c.swiftUIPaths {
                c.report(path, "a SwiftUI element or row modifier; the table needs \"framework\": \"swiftUI\"")
            }
        }
        spec.editing = c.bool(object, "editing", at: "") ?? false
        spec.allowsMultipleSelectionDuringEditing =
            c.bool(object, "allowsMultipleSelectionDuringEditing", at: "") ?? false
        spec.tintColor = c.color(object, "tintColor", at: "")
        spec.tableHeader = c.string(object, "tableHeader", at: "", maxLength: limits.maxTextLength)
        spec.tableFooter = c.string(object, "tableFooter", at: "", maxLength: limits.maxTextLength)
        spec.sectionIndexTitles = indexTitles(object, c)
        spec.variants = variants(object, c)
        tableAppearance(&spec, object, c)
        international(&spec, object, c)
        if spec.editing { refuseSwipesWhileEditing(spec, c) }
        screen(&spec, object, device: device, c)
        if let height = spec.height {
            checkPixels(width: spec.width, height: height, scale: spec.scale, c)
        }
        return spec
    }

    /// A table in edit mode shows no swipe actions (UIKit ends a swipe when editing begins).
    private func refuseSwipesWhileEditing(_ spec: TableSpec, _ c: IssueCollector) {
        for (s, section) in spec.sections.enumerated() {
            for (r, row) in section.rows.enumerated() where row.swipeState != nil && row.editing != false {
                c.report("/sections/\(s)/rows/\(r)/swipeState", "a table in edit mode cannot show swipe actions")
            }
        }
    }

    private func indexTitles(_ object: JSONFields, _ c: IssueCollector) -> [String]? {
        guard let elements = c.array(object, "sectionIndexTitles", at: "") else { return nil }
        guard elements.count <= limits.maxIndexTitles else {
            c.report("/sectionIndexTitles", "\(elements.count) titles; the limit is \(limits.maxIndexTitles)")
            return nil
        }
        var titles: [String] = []
        for (index, element) in elements.enumerated() {
            let path = JSONPointer.appending(index, to: "/sectionIndexTitles")
            guard case .string(let title) = element, title.unicodeScalars.count <= limits.maxIndexTitleLength else {
                c.report(path, "expected a string of at most \(limits.maxIndexTitleLength) characters")
                continue
            }
            titles.append(title)
        }
        return titles
    }

    private func scale(_ object: JSONFields, _ c: IssueCollector) -> Int? {
        guard let value = object["scale"], value != .null else { return nil }
        guard case .number(let number) = value, [1.0, 2.0, 3.0].contains(number) else {
            c.report("/scale", "expected 1, 2 or 3")
            return nil
        }
        return Int(number)
    }

    private func checkPixels(width: Double, height: Double, scale: Int, _ c: IssueCollector) {
        let pixels = (width * Double(scale)).rounded(.up) * (height * Double(scale)).rounded(.up)
        if pixels > Double(limits.maxPixels) {
            c.report("/height", "canvas would be \(Int(pixels)) pixels; the limit is \(limits.maxPixels)")
        }
    }

    /// The table's colors, header and footer views and selection mode.
    private func tableAppearance(_ spec: inout TableSpec, _ object: JSONFields, _ c: IssueCollector) {
        spec.backgroundColor = c.color(object, "backgroundColor", at: "")
        spec.separatorColor = c.color(object, "separatorColor", at: "")
        spec.sectionIndexColor = c.color(object, "sectionIndexColor", at: "")
        spec.sectionIndexBackgroundColor = c.color(object, "sectionIndexBackgroundColor", at: "")
        spec.allowsMultipleSelection = c.bool(object, "allowsMultipleSelection", at: "")
        spec.tableHeaderView = viewMember(object, "tableHeaderView", at: "", ios: spec.ios, c)
        spec.tableFooterView = viewMember(object, "tableFooterView", at: "", ios: spec.ios, c)
        spec.contentOffset = contentOffset(object, c)
        spec.refreshControl = refreshControl(object, c)
        for (text, view) in [("tableHeader", "tableHeaderView"), ("tableFooter", "tableFooterView")]
        where object[text].map({ $0 != .null }) == true && object[view].map({ $0 != .null }) == true {
            c.report("/" + view, "given twice: as \"\(text)\" (a label) and as \"\(view)\"")
        }
    }

    /// `contentOffset`: `{"x": 0, "y": …}`. Tables scroll vertically, so `x` is 0; the viewport is `height`
    /// (without it, the rest of the table from the offset down).
    private func contentOffset(_ object: JSONFields, _ c: IssueCollector) -> SpecPoint? {
        guard let value = object["contentOffset"], value != .null else { return nil }
        guard let members = c.object(value, at: "/contentOffset", allowed: ["x", "y"]) else { return nil }
        let reach = Double(limits.maxRows) * limits.maxRowHeight
        let x = c.number(members, "x", at: "/contentOffset", in: 0...0) ?? 0
        let y = c.number(members, "y", at: "/contentOffset", in: -limits.maxHeight...reach) ?? 0
        return SpecPoint(x: x, y: y)
    }

    /// `refreshControl`: `{"refreshing": bool, "title": string, "tintColor": color}`.
    private func refreshControl(_ object: JSONFields, _ c: IssueCollector) -> RefreshControlSpec? {
        guard let value = object["refreshControl"], value != .null else { return nil }
        let path = "/refreshControl"
        guard let members = c.object(value, at: path, allowed: ["refreshing", "title", "tintColor"]) else { return nil }
        return RefreshControlSpec(
            refreshing: c.bool(members, "refreshing", at: path) ?? false,
            title: c.string(members, "title", at: path, maxLength: limits.maxTextLength),
            tintColor: c.color(members, "tintColor", at: path))
    }

    private func sections(_ object: JSONFields, ios: IOSVersion, _ c: IssueCollector) -> [SectionSpec] {
        guard let elements = c.array(object, "sections", at: "") else { return [] }
        guard elements.count <= limits.maxSections else {
            c.report("/sections", "\(elements.count) sections; the limit is \(limits.maxSections)")
            return []
        }
        let rowCount = elements.reduce(0) { total, element in
            guard case .object(let members) = element,
                let rows = members.first(where: { $0.key == "rows" }),
                case .array(let list) = rows.value
            else { return total }
            return total + list.count
        }
        guard rowCount <= limits.maxRows else {
            c.report("/sections", "\(rowCount) rows in all; the limit is \(limits.maxRows)")
            return []
        }
        return elements.enumerated().compactMap { index, element in
            section(element, at: JSONPointer.appending(index, to: "/sections"), ios: ios, c)
        }
    }

    private func section(_ json: JSONValue, at path: String, ios: IOSVersion, _ c: IssueCollector) -> SectionSpec? {
        guard let object = c.object(json, at: path, allowed: Self.sectionKeys) else { return nil }
        var section = SectionSpec()
        section.header = c.string(object, "header", at: path, maxLength: limits.maxTextLength)
        section.footer = c.string(object, "footer", at: path, maxLength: limits.maxTextLength)
        let rowsPath = JSONPointer.appending("rows", to: path)
        let elements = c.array(object, "rows", at: path) ?? []
        section.rows.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            if let row = row(element, at: JSONPointer.appending(index, to: rowsPath), ios: ios, c) {
                section.rows.append(row)
            }
        }
        section.headerView = viewMember(object, "headerView", at: path, ios: ios, c)
        section.footerView = viewMember(object, "footerView", at: path, ios: ios, c)
        listConfigurations(&section, object, at: path, ios: ios, c)
        return section
    }
}
