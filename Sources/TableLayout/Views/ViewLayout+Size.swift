internal import TableSpec

extension ViewLayout {
    /// The size a view asks for (`intrinsicContentSize`, or `sizeThatFits` for wrapping labels), at most
    /// `maxWidth` wide. A `frame` fixes the size; views with no content of their own ask for none.
    func fittingSize(_ spec: ViewSpec, maxWidth: Double) -> Size {
        // A frame fixes the size; a zero member (`{"width": 150}`) leaves that side to the view.
        if let frame = spec.frame, frame.width > 0, frame.height > 0 {
            return Size(width: frame.width, height: frame.height)
        }
        let intrinsic = intrinsicSize(spec, maxWidth: spec.frame.map { $0.width > 0 ? $0.width : maxWidth } ?? maxWidth)
        guard let frame = spec.frame else { return intrinsic }
        return Size(
            width: frame.width > 0 ? frame.width : intrinsic.width,
            height: frame.height > 0 ? frame.height : intrinsic.height)
    }

    private func intrinsicSize(_ spec: ViewSpec, maxWidth: Double) -> Size {
        let width = max(0, maxWidth)
        switch spec.kind {
        case .view: return Size(width: 0, height: 0)
        case .label: return labelSize(spec.label, maxWidth: width, font: labelFont)
        case .imageView:
            guard let image = spec.image else { return Size(width: 0, height: 0) }
            return Size(width: image.pointWidth, height: image.pointHeight)
        case .switch: return metrics.editing.switchSize
        case .button: return buttonSize(spec, maxWidth: width)
        case .activityIndicatorView:
            let side = spinner(spec).size
            return Size(width: side, height: side)
        case .progressView: return Size(width: width, height: controls.progressHeight)
        case .slider: return Size(width: width, height: controls.sliderHeight)
        case .stepper: return controls.stepperSize
        case .segmentedControl: return segmentedSize(spec, maxWidth: width)
        case .textField:
            let style = spec.borderStyle ?? .none
            let text = grid.ceil(context.measurer.measure("Xg", font: fieldFont(spec)).lineHeight)
            return Size(width: width, height: style == .roundedRect ? controls.textFieldHeight : text)
        case .searchBar: return Size(width: width, height: controls.searchBarHeight)
        case .stackView: return stackSize(spec, maxWidth: width)
        }
    }

    /// A label's size: its text on one line (at most `maxWidth`), or wrapped over `numberOfLines`.
    func labelSize(_ label: LabelSpec?, maxWidth: Double, font fallback: FontDescriptor) -> Size {
        guard let label, let text = label.text, !text.isEmpty else { return Size(width: 0, height: 0) }
        let font = font(label.font, fallback: fallback)
        let measured = context.measurer.measure(text, font: font)
        let width = min(grid.ceil(measured.width), maxWidth)
        let lines = label.numberOfLines.map { $0 == 0 ? context.maxLines : min($0, context.maxLines) } ?? 1
        guard lines != 1, measured.width > maxWidth else {
            return Size(width: width, height: grid.ceil(measured.lineHeight))
        }
        let height = context.measurer.wrappedHeight(text, font: font, width: maxWidth, maxLines: lines)
        return Size(width: width, height: grid.ceil(height))
    }

    /// A text field's font: its own, or UITextField's default size in this look.
    func fieldFont(_ spec: ViewSpec) -> FontDescriptor {
        font(spec.label?.font, fallback: context.font(controls.textFieldFontSize))
    }
}
