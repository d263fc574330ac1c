/// A row's SwiftUI element, its parameters and the row modifiers (`"framework": "swiftUI"`).
extension SpecDecoder {
    static let swiftUIRowKeys = [
        "element", "isOn", "role", "pickerStyle", "value", "in", "prompt", "badge", "listRowSeparator", "disabled",
    ]

    /// The elements that draw their own trailing part, so that a row of theirs takes no accessory.
    private static let elementsWithTrailingParts: Set<SwiftUIElement> = [
        .navigationLink, .toggle, .picker, .stepper, .textField,
    ]
    /// The elements whose `detail` is a trailing value, so that their row cannot show a badge too.
    private static let elementsWithValues: Set<SwiftUIElement> = [.labeledContent, .navigationLink, .picker]

    /// Decodes the SwiftUI keys of a row, if it gives any, into `row.swiftUI`; the table refuses them unless its
    /// `framework` is `"swiftUI"` (`IssueCollector.swiftUIPaths`).
    func swiftUIRow(_ row: inout RowSpec, _ object: JSONFields, at path: String, _ c: IssueCollector) {
        let given = Self.swiftUIRowKeys.filter { object[$0].map { $0 != .null } == true }
        guard let first = given.first else { return }
        c.noteSwiftUI(at: JSONPointer.appending(first, to: path))
        var spec = SwiftUIRowSpec(element: c.enumeration(object, "element", at: path, as: SwiftUIElement.self))
        let element = spec.element
        /// Whether `key` is given, reporting it when it belongs to another element than the row's.
        func parameter(_ key: String, of owner: SwiftUIElement) -> Bool {
            guard given.contains(key) else { return false }
            guard element == owner else {
                let found =
                    element.map { "this row's element is \"\($0.rawValue)\"" } ?? "this row gives no \"element\""
                c.report(JSONPointer.appending(key, to: path), "a parameter of \"\(owner.rawValue)\"; \(found)")
                return false
            }
            return true
        }
        if parameter("isOn", of: .toggle) { spec.isOn = c.bool(object, "isOn", at: path) ?? false }
        if parameter("role", of: .button) { spec.role = c.enumeration(object, "role", at: path, as: ButtonRole.self) }
        if parameter("pickerStyle", of: .picker) {
            spec.pickerStyle = c.enumeration(object, "pickerStyle", at: path, as: PickerStyle.self) ?? .menu
        }
        if parameter("value", of: .stepper) {
            spec.value = c.number(object, "value", at: path, in: -Self.stepperMagnitude...Self.stepperMagnitude) ?? 0
        }
        if parameter("in", of: .stepper) { spec.bounds = stepperBounds(object, at: path, c) }
        if parameter("prompt", of: .textField) {
            spec.prompt = c.string(object, "prompt", at: path, maxLength: limits.maxTextLength)
        }
        spec.badge = badge(object, at: path, c)
        if case .number = object["badge"] { spec.badgeIsCount = true }
        spec.listRowSeparator =
            c.enumeration(object, "listRowSeparator", at: path, as: RowSeparatorVisibility.self) ?? .automatic
        spec.disabled = c.bool(object, "disabled", at: path) ?? false
        if spec.disabled { row.isEnabled = false }
        if let element { refuseConflicts(element, spec, row, object, at: path, c) }
        row.swiftUI = spec
    }

    /// The largest magnitude of a stepper's value and bounds.
    static let stepperMagnitude = 1e9

    /// `in`: `[lower, upper]`, lower ≤ upper.
    private func stepperBounds(_ object: JSONFields, at path: String, _ c: IssueCollector) -> ClosedRange<Double>? {
        let boundsPath = JSONPointer.appending("in", to: path)
        let limit = Self.stepperMagnitude
        guard let elements = c.array(object, "in", at: path), elements.count == 2,
            case .number(let lower) = elements[0], case .number(let upper) = elements[1],
            lower <= upper, abs(lower) <= limit, abs(upper) <= limit
        else {
            c.report(boundsPath, "expected [lower, upper]: two numbers, lower ≤ upper, each within ±1e9")
            return nil
        }
        return lower...upper
    }

    /// `badge`: a count (0 shows none, as `.badge(0)`) or a text (empty shows none).
    private func badge(_ object: JSONFields, at path: String, _ c: IssueCollector) -> String? {
        guard let value = object["badge"], value != .null else { return nil }
        switch value {
        case .number(let count) where count == count.rounded() && abs(count) < 1e9:
            return count == 0 ? nil : String(Int(count))
        case .string:
            let text = c.string(object, "badge", at: path, maxLength: limits.maxTextLength)
            return text?.isEmpty == true ? nil : text
        default:
            c.report(
                JSONPointer.appending("badge", to: path),
                "expected a whole number (a count) or a string, found \(value.typeDescription)")
            return nil
        }
    }

    /// What an element decides itself cannot be given too: a cell style, an accessory where the element draws
    /// its own trailing part, a badge beside a value.
    private func refuseConflicts(
        _ element: SwiftUIElement, _ spec: SwiftUIRowSpec, _ row: RowSpec, _ object: JSONFields, at path: String,
        _ c: IssueCollector
    ) {
        for key in ["style", "contentConfiguration"] where object[key].map({ $0 != .null }) == true {
            c.report(
                JSONPointer.appending(key, to: path),
                "a SwiftUI element lays out its own content; give \"element\" or \"\(key)\", not both")
        }
        if Self.elementsWithTrailingParts.contains(element) {
            for key in ["accessoryType", "accessoryView"] where object[key].map({ $0 != .null }) == true {
                c.report(
                    JSONPointer.appending(key, to: path),
                    "\"\(element.rawValue)\" draws its own trailing part; a row of it takes no \(key)")
            }
        }
        if spec.badge != nil, row.detail != nil, Self.elementsWithValues.contains(element) {
            c.report(
                JSONPointer.appending("badge", to: path),
                "a \"\(element.rawValue)\" row with a value (\"detail\") has no room for a badge; give one or the other"
            )
        }
    }
}
