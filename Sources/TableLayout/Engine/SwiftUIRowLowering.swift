internal import TableSpec

/// Draws SwiftUI's list rows with the cell layout: each element becomes the row UIKit would draw the same way
/// (`LabeledContent` a value1 cell, `Toggle` a switch accessory, `Button` a title in the tint …), with
/// SwiftUI's colours from `SwiftUIListMetrics`. What SwiftUI lays out differently from UIKit is in the metrics
/// `TableMetrics.swiftUI(ios:dark:)` gives the whole table; what only one element draws (the menu picker's
/// indicator) is in `CellLayout+SwiftUI.swift`.
struct SwiftUIRowLowering {
    let list: SwiftUIListMetrics
    let tint: Color

    /// The UIKit row that draws as `row` does in a SwiftUI list.
    func lower(_ row: RowSpec) -> RowSpec {
        var lowered = row
        guard let swiftUI = row.swiftUI else {
            lowerUIKitRow(&lowered)
            return lowered
        }
        switch swiftUI.element {
        case nil: lowerUIKitRow(&lowered)
        case .labeledContent:
            lowered.style = .value1
            valueTruncatesInTheMiddle(&lowered)
        case .navigationLink:
            lowered.style = .value1
            lowered.accessoryType = .disclosureIndicator
            valueTruncatesInTheMiddle(&lowered)
        case .toggle:
            lowered.accessorySwitch = SwitchSpec(on: swiftUI.isOn)
            stack(&lowered)
        case .label, .hStack:
            lowered.style = .default
        case .button:
            lowered.style = .default
            let color = swiftUI.role == .destructive ? list.destructiveColor : tint
            recolorTitle(&lowered, color)
        case .picker:
            lowered.style = .value1
            valueTruncatesInTheMiddle(&lowered)
            switch swiftUI.pickerStyle {
            case .navigationLink: lowered.accessoryType = .disclosureIndicator
            case .menu: recolorDetail(&lowered, list.menuPickerValueColor)
            }
        case .stepper:
            lowered.style = .default
            var stepper = ViewSpec(kind: .stepper)
            stepper.value = swiftUI.value
            // `Stepper(value:)` without `in:` never stops: both halves stay enabled (UIStepper's own default
            // range, 0…100, would dim − at 0).
            stepper.minimumValue = swiftUI.bounds?.lowerBound ?? -.greatestFiniteMagnitude
            stepper.maximumValue = swiftUI.bounds?.upperBound ?? .greatestFiniteMagnitude
            lowered.accessoryView = stepper
        case .textField:
            lowered.style = .default
            // The row keeps `prompt` only while it shows (the field is a point taller then: `textFieldRowHeight`).
            if row.text?.isEmpty ?? true, let prompt = swiftUI.prompt {
                lowered.text = prompt
                recolorTitle(&lowered, list.placeholderColor)
            } else {
                lowered.swiftUI?.prompt = nil
            }
        case .vStack:
            stack(&lowered)
        }
        if let badge = swiftUI.badge, lowered.style != .subtitle {
            lowered.style = .value1
            lowered.detail = badge
            recolorDetail(&lowered, list.badgeColor)
        }
        return lowered
    }

    /// A row in UIKit's vocabulary draws as the SwiftUI row that means the same (`Docs/spec.md`): a `value1` row is a
    /// `LabeledContent`, or a `NavigationLink` with a value when it has a chevron, so its value truncates in the
    /// middle too.
    private func lowerUIKitRow(_ row: inout RowSpec) {
        if row.style == .value1 { valueTruncatesInTheMiddle(&row) }
    }

    /// A `VStack` label: the text over the detail, the detail in Subheadline and `.secondary`.
    private func stack(_ row: inout RowSpec) {
        guard row.detail != nil else {
            row.style = .default
            return
        }
        row.style = .subtitle
        var detail = row.detailTextLabel ?? LabelSpec()
        detail.font = detail.font ?? .textStyle(.subheadline)
        detail.textColor = detail.textColor ?? SpecColor(list.secondaryTextColor)
        row.detailTextLabel = detail
    }

    /// SwiftUI truncates a trailing value in the middle (issue 29's measured differences) unless the spec says
    /// otherwise.
    private func valueTruncatesInTheMiddle(_ row: inout RowSpec) {
        var detail = row.detailTextLabel ?? LabelSpec()
        detail.lineBreakMode = detail.lineBreakMode ?? .byTruncatingMiddle
        row.detailTextLabel = detail
    }

    private func recolorTitle(_ row: inout RowSpec, _ color: Color) {
        var label = row.textLabel ?? LabelSpec()
        label.textColor = label.textColor ?? SpecColor(color)
        row.textLabel = label
    }

    private func recolorDetail(_ row: inout RowSpec, _ color: Color) {
        var label = row.detailTextLabel ?? LabelSpec()
        label.textColor = label.textColor ?? SpecColor(color)
        row.detailTextLabel = label
    }
}

extension SpecColor {
    /// The spec colour of a layout colour.
    init(_ color: Color) { self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha) }
}
