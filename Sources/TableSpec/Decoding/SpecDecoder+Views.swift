extension SpecDecoder {
    /// Members every view takes.
    static let commonViewKeys = [
        "frame", "backgroundColor", "tintColor", "alpha", "isHidden", "cornerRadius", "borderWidth", "borderColor",
    ]

    /// Members each class adds, in UIKit's property names.
    static let viewKeys: [ViewKind: [String]] = [
        .view: ["subviews"],
        .label: labelKeys,
        .imageView: ["image", "highlightedImage", "contentMode"],
        .button: ["buttonType", "title", "image", "font", "isEnabled"],
        .switch: ["on", "onTintColor", "isEnabled"],
        .activityIndicatorView: ["style", "color", "isAnimating"],
        .progressView: ["progress", "progressTintColor", "trackTintColor"],
        .slider: [
            "value", "minimumValue", "maximumValue", "minimumTrackTintColor", "maximumTrackTintColor",
            "thumbTintColor", "isEnabled",
        ],
        .stepper: ["value", "minimumValue", "maximumValue", "isEnabled"],
        .segmentedControl: ["items", "selectedSegmentIndex", "isEnabled"],
        .textField: ["text", "placeholder", "borderStyle", "font", "textColor", "textAlignment", "isEnabled"],
        .searchBar: ["text", "placeholder"],
        .stackView: ["arrangedSubviews", "axis", "spacing", "alignment", "distribution"],
    ]
    static let frameKeys = ["x", "y", "width", "height"]

    /// An optional view member of `object` (`accessoryView`, `backgroundView`, …).
    func viewMember(
        _ object: JSONFields, _ key: String, at path: String, ios: IOSVersion, _ c: IssueCollector
    ) -> ViewSpec? {
        guard let value = object[key], value != .null else { return nil }
        return view(value, at: JSONPointer.appending(key, to: path), ios: ios, depth: 1, c)
    }

    /// A list of views (`subviews`, `arrangedSubviews`).
    func viewList(
        _ object: JSONFields, _ key: String, at path: String, ios: IOSVersion, depth: Int, _ c: IssueCollector
    ) -> [ViewSpec] {
        guard let elements = c.array(object, key, at: path) else { return [] }
        let listPath = JSONPointer.appending(key, to: path)
        return elements.enumerated().compactMap { index, element in
            view(element, at: JSONPointer.appending(index, to: listPath), ios: ios, depth: depth, c)
        }
    }

    /// One view: `{"<class>": {members}}`.
    func view(_ json: JSONValue, at path: String, ios: IOSVersion, depth: Int, _ c: IssueCollector) -> ViewSpec? {
        let classes = ViewKind.allCases.map(\.rawValue)
        guard let wrapper = c.object(json, at: path, allowed: classes) else { return nil }
        guard wrapper.count == 1, let (name, body) = wrapper.first, let kind = ViewKind(rawValue: name) else {
            if !wrapper.isEmpty || json == .object([]) {
                c.report(path, "expected exactly one of " + classes.map { "\"\($0)\"" }.joined(separator: ", "))
            }
            return nil
        }
        c.viewCount += 1
        guard c.viewCount <= limits.maxViews else {
            if c.viewCount == limits.maxViews + 1 { c.report(path, "more than \(limits.maxViews) views; the limit") }
            return nil
        }
        guard depth <= limits.maxViewDepth else {
            c.report(path, "views nested \(depth) deep; the limit is \(limits.maxViewDepth)")
            return nil
        }
        let bodyPath = JSONPointer.appending(name, to: path)
        guard let members = c.object(body, at: bodyPath, allowed: Self.commonViewKeys + (Self.viewKeys[kind] ?? []))
        else { return nil }
        var view = ViewSpec(kind: kind)
        common(&view, members, at: bodyPath, c)
        specific(&view, members, at: bodyPath, ios: ios, depth: depth, c)
        return view
    }

    private func common(_ view: inout ViewSpec, _ members: JSONFields, at path: String, _ c: IssueCollector) {
        view.frame = frame(members, at: path, c)
        view.backgroundColor = c.color(members, "backgroundColor", at: path)
        view.tintColor = c.color(members, "tintColor", at: path)
        view.alpha = c.number(members, "alpha", at: path, in: 0...1)
        view.isHidden = c.bool(members, "isHidden", at: path)
        view.cornerRadius = c.number(members, "cornerRadius", at: path, in: 0...limits.maxWidth)
        view.borderWidth = c.number(members, "borderWidth", at: path, in: 0...100)
        view.borderColor = c.color(members, "borderColor", at: path)
        view.isEnabled = c.bool(members, "isEnabled", at: path)
    }

    private func specific(
        _ view: inout ViewSpec, _ members: JSONFields, at path: String, ios: IOSVersion, depth: Int,
        _ c: IssueCollector
    ) {
        let text = { (key: String) in c.string(members, key, at: path, maxLength: self.limits.maxTextLength) }
        switch view.kind {
        case .view: view.subviews = viewList(members, "subviews", at: path, ios: ios, depth: depth + 1, c)
        case .label: view.label = label(members, at: path, ios: ios, c)
        case .imageView:
            view.image = image(members, "image", at: path, c)
            view.highlightedImage = image(members, "highlightedImage", at: path, c)
            view.contentMode = c.enumeration(members, "contentMode", at: path, as: ContentMode.self)
        case .button:
            view.buttonType = c.enumeration(members, "buttonType", at: path, as: ButtonType.self)
            var title = LabelSpec()
            title.text = text("title")
            title.font = font(members, at: path, ios: ios, c)
            view.label = title
            view.image = image(members, "image", at: path, c)
        case .switch:
            view.isOn = c.bool(members, "on", at: path)
            view.onTintColor = c.color(members, "onTintColor", at: path)
        case .activityIndicatorView:
            view.indicatorStyle = c.enumeration(members, "style", at: path, as: ActivityIndicatorStyle.self)
            view.tintColor = c.color(members, "color", at: path) ?? view.tintColor
            view.isAnimating = c.bool(members, "isAnimating", at: path)
        case .progressView:
            view.value = c.number(members, "progress", at: path, in: 0...1)
            view.minimumTrackTintColor = c.color(members, "progressTintColor", at: path)
            view.maximumTrackTintColor = c.color(members, "trackTintColor", at: path)
        case .slider, .stepper: range(&view, members, at: path, c)
        case .segmentedControl: segments(&view, members, at: path, c)
        case .textField, .searchBar:
            var field = label(members.filter { Self.labelKeys.contains($0.key) }, at: path, ios: ios, c)
            field.numberOfLines = 1
            view.label = field
            view.placeholder = text("placeholder")
            view.borderStyle = c.enumeration(members, "borderStyle", at: path, as: TextBorderStyle.self)
        case .stackView:
            view.subviews = viewList(members, "arrangedSubviews", at: path, ios: ios, depth: depth + 1, c)
            view.axis = c.enumeration(members, "axis", at: path, as: StackAxis.self)
            view.spacing = c.number(members, "spacing", at: path, in: 0...limits.maxWidth)
            view.alignment = c.enumeration(members, "alignment", at: path, as: StackAlignment.self)
            view.distribution = c.enumeration(members, "distribution", at: path, as: StackDistribution.self)
        }
    }

    /// A slider's or stepper's value range; the value is clamped into it, as UIKit clamps it.
    private func range(_ view: inout ViewSpec, _ members: JSONFields, at path: String, _ c: IssueCollector) {
        let bound = 1e9
        let givenMinimum = c.number(members, "minimumValue", at: path, in: -bound...bound)
        let givenMaximum = c.number(members, "maximumValue", at: path, in: -bound...bound)
        var minimum = givenMinimum ?? 0
        var maximum = givenMaximum ?? (view.kind == .slider ? 1 : 100)
        // UIKit moves the other bound along when one passes it (UISlider, UIStepper class references); both
        // given the wrong way round is a mistake.
        if let low = givenMinimum, let high = givenMaximum, low > high {
            c.report(JSONPointer.appending("maximumValue", to: path), "must not be below minimumValue")
        } else if givenMaximum == nil {
            maximum = max(maximum, minimum)
        } else {
            minimum = min(minimum, maximum)
        }
        view.minimumValue = minimum
        view.maximumValue = maximum
        view.value = c.number(members, "value", at: path, in: -bound...bound).map { min(max($0, minimum), maximum) }
        if view.kind == .slider {
            view.minimumTrackTintColor = c.color(members, "minimumTrackTintColor", at: path)
            view.maximumTrackTintColor = c.color(members, "maximumTrackTintColor", at: path)
            view.thumbTintColor = c.color(members, "thumbTintColor", at: path)
        }
    }

    private func segments(_ view: inout ViewSpec, _ members: JSONFields, at path: String, _ c: IssueCollector) {
        let items = c.array(members, "items", at: path) ?? []
        guard items.count <= limits.maxSegments else {
            c.report(
                JSONPointer.appending("items", to: path), "\(items.count) items; the limit is \(limits.maxSegments)")
            return
        }
        view.items = items.enumerated().compactMap { index, item in
            guard case .string(let title) = item, title.unicodeScalars.count <= limits.maxTextLength else {
                c.report(
                    JSONPointer.appending(index, to: JSONPointer.appending("items", to: path)), "expected a string")
                return nil
            }
            return title
        }
        view.selectedSegmentIndex = c.integer(
            members, "selectedSegmentIndex", at: path, in: -1...max(-1, items.count - 1))
    }

    /// `frame`: `{"x", "y", "width", "height"}`; a missing member is 0.
    private func frame(_ members: JSONFields, at path: String, _ c: IssueCollector) -> SpecRect? {
        guard let value = members["frame"], value != .null else { return nil }
        let framePath = JSONPointer.appending("frame", to: path)
        guard let rect = c.object(value, at: framePath, allowed: Self.frameKeys) else { return nil }
        let span = limits.maxWidth
        return SpecRect(
            x: c.number(rect, "x", at: framePath, in: -span...span) ?? 0,
            y: c.number(rect, "y", at: framePath, in: -limits.maxHeight...limits.maxHeight) ?? 0,
            width: c.number(rect, "width", at: framePath, in: 0...span) ?? 0,
            height: c.number(rect, "height", at: framePath, in: 0...limits.maxHeight) ?? 0)
    }
}
