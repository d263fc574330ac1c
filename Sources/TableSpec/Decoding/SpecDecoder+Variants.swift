extension SpecDecoder {
    /// Decodes a spec and expands its `variants` into one spec per combination of look, scale and
    /// width (in that nesting order), each decoded as if the JSON had said those values, so that every
    /// default and limit applies per variant. A spec without `variants` gives one variant with an empty
    /// suffix.
    public func decodeVariants(_ bytes: [UInt8]) throws(SpecError) -> [SpecVariant] {
        guard bytes.count <= limits.maxBodyBytes else {
            throw .bodyTooLarge(size: bytes.count, limit: limits.maxBodyBytes)
        }
        let json: JSONValue
        do { json = try JSONParser.parse(bytes) } catch { throw .syntax(error) }
        let base = try decode(json)
        guard let variants = base.variants, case .object(let members) = json else {
            return [SpecVariant(suffix: "", spec: base, json: bytes)]
        }
        var result: [SpecVariant] = []
        for ios in variants.ios ?? [base.ios] {
            let styles: [UserInterfaceStyle?] =
                variants.userInterfaceStyle.map { $0.filter { $0 == .light || ios.has(.darkMode) } } ?? [nil]
            let categories: [ContentSizeCategory?] =
                variants.preferredContentSizeCategory.map { $0.filter { $0 == .large || ios.has(.dynamicTypeSizes) } }
                ?? [nil]
            for style in styles {
                for category in categories {
                    for screen in screens(
                        variants, base: base, ios: ios, given: Set(members.filter { $0.value != .null }.map(\.key)))
                    {
                        var overrides: [(key: String, value: JSONValue)] = [("ios", .string(ios.rawValue))]
                        switch screen {
                        case .device(let device): overrides.append(("device", .string(device.rawValue)))
                        case .size(let width, let scale):
                            overrides += [("scale", .number(Double(scale))), ("width", .number(width))]
                        }
                        if let style { overrides.append(("userInterfaceStyle", .string(style.rawValue))) }
                        if let category {
                            overrides.append(("preferredContentSizeCategory", .string(category.rawValue)))
                        }
                        let replaced = Set(overrides.map(\.key) + ["variants", "width", "scale", "device"])
                        let document = JSONValue.object(members.filter { !replaced.contains($0.key) } + overrides)
                        let suffix = SpecVariant.suffix(ios: ios, screen: screen, style: style, category: category)
                        result.append(
                            SpecVariant(suffix: suffix, spec: try decode(document), json: document.serialized()))
                    }
                }
            }
        }
        guard !result.isEmpty else {
            throw .invalid([
                SpecIssue(
                    path: "/variants",
                    message:
                        "no variant left: dark mode and text sizes other than large need \"ios\": \"13\" or later")
            ])
        }
        return result
    }

    /// The screens a spec's variants in the look `ios` are drawn on: its `device`s, or every `scale` × `width`
    /// (in that nesting order). A missing list keeps the spec's own value when the spec (its top-level keys
    /// `given`) says one, by itself or by its `device`, and else takes the iPhone of the variant's look.
    private func screens(
        _ variants: SpecVariants, base: TableSpec, ios: IOSVersion, given: Set<String>
    ) -> [VariantScreen] {
        if let devices = variants.device { return devices.map { .device($0) } }
        let era = DevicePreset.era(of: ios)
        let ownScale = given.contains("scale") || given.contains("device") ? base.scale : era.scale
        let ownWidth = given.contains("width") || given.contains("device") ? base.width : era.width
        return (variants.scale ?? [ownScale]).flatMap { scale in
            (variants.width ?? [ownWidth]).map { VariantScreen.size(width: $0, scale: scale) }
        }
    }

    /// Reads `variants`: up to `limits.maxVariants` combinations of valid looks, scales and widths.
    func variants(_ object: JSONFields, _ c: IssueCollector) -> SpecVariants? {
        guard let value = object["variants"], value != .null else { return nil }
        let keys = ["ios", "scale", "width", "userInterfaceStyle", "preferredContentSizeCategory", "device"]
        guard let members = c.object(value, at: "/variants", allowed: keys) else { return nil }
        var variants = SpecVariants()
        variants.ios = enumerationList(members, "ios", c)
        variants.scale = list(members, "scale", c) { value, path in
            guard case .number(let number) = value, [1.0, 2.0, 3.0].contains(number) else {
                c.report(path, "expected 1, 2 or 3")
                return nil
            }
            return Int(number)
        }
        variants.width = list(members, "width", c) { value, path in
            guard case .number(let number) = value, (1...limits.maxWidth).contains(number) else {
                c.report(path, "expected a number between 1 and \(IssueCollector.format(limits.maxWidth))")
                return nil
            }
            return number
        }
        variants.userInterfaceStyle = enumerationList(members, "userInterfaceStyle", c)
        variants.preferredContentSizeCategory = enumerationList(members, "preferredContentSizeCategory", c)
        variants.device = enumerationList(members, "device", c)
        if variants.device != nil && (variants.width != nil || variants.scale != nil) {
            c.report("/variants/device", "a device sets the width and scale: give devices, or widths and scales")
            return nil
        }
        let screens = variants.device?.count ?? (variants.scale?.count ?? 1) * (variants.width?.count ?? 1)
        let combinations =
            (variants.ios?.count ?? 1) * screens
            * (variants.userInterfaceStyle?.count ?? 1) * (variants.preferredContentSizeCategory?.count ?? 1)
        guard combinations <= limits.maxVariants else {
            c.report("/variants", "\(combinations) combinations; the limit is \(limits.maxVariants)")
            return nil
        }
        return variants
    }

    /// A non-empty list of distinct spellings of `Value` under `key`.
    private func enumerationList<Value: SpecEnum>(
        _ members: JSONFields, _ key: String, _ c: IssueCollector
    ) -> [Value]? {
        list(members, key, c) { value, path in
            guard case .string(let text) = value, let result = Value(rawValue: text) else {
                let expected = Value.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                c.report(path, "expected one of \(expected)")
                return nil
            }
            return result
        }
    }

    /// A non-empty list of distinct values under `key`, each read by `read`.
    private func list<Value: Equatable>(
        _ members: JSONFields, _ key: String, _ c: IssueCollector,
        _ read: (JSONValue, String) -> Value?
    ) -> [Value]? {
        let path = JSONPointer.appending(key, to: "/variants")
        guard let elements = c.array(members, key, at: "/variants") else { return nil }
        guard !elements.isEmpty else {
            c.report(path, "expected at least one value")
            return nil
        }
        var values: [Value] = []
        for (index, element) in elements.enumerated() {
            guard let value = read(element, JSONPointer.appending(index, to: path)) else { continue }
            if values.contains(value) {
                c.report(JSONPointer.appending(index, to: path), "duplicate value")
            } else {
                values.append(value)
            }
        }
        return values
    }
}
