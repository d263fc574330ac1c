internal import TableSpec

extension ViewLayout {
    /// A control's shapes in this look: `node` already holds the frame and the common properties.
    func control(_ spec: ViewSpec, _ node: LayoutNode, tint: Color) -> LayoutNode {
        var node = node
        switch spec.kind {
        case .switch:
            node.frame.width = metrics.editing.switchSize.width
            node.frame.height = metrics.editing.switchSize.height
            node.control = .switch
            node.isOn = spec.isOn ?? false
            node.tintColor = spec.onTintColor.map(Color.init) ?? metrics.editing.switchOnColor
            node.strokeColor = metrics.editing.switchOffBorder
        case .button: button(spec, &node, tint: tint)
        case .activityIndicatorView: activityIndicator(spec, &node)
        case .progressView: progress(spec, &node, tint: tint)
        case .slider: slider(spec, &node, tint: tint)
        case .stepper:
            if let artwork = controls.filledStepper {
                filledStepper(spec, &node, artwork)
            } else {
                stepper(&node, tint: tint)
            }
        case .segmentedControl: segmented(spec, &node, tint: tint)
        case .textField: textField(spec, &node)
        case .searchBar: searchBar(spec, &node)
        case .view, .label, .imageView, .stackView: break
        }
        return node
    }

    /// A button: the classic rounded rect's glossy bezel, or the flat looks' borderless tinted title; an
    /// image sits left of the title, both centred.
    private func button(_ spec: ViewSpec, _ node: inout LayoutNode, tint: Color) {
        let type = spec.buttonType ?? .system
        // `UIButtonTypeSystem` is `UIButtonTypeRoundedRect` (the same constant since iOS 7): classic draws the bezel.
        let bezel = type == .custom ? nil : controls.roundedRectButton
        if let bezel { decorate(&node, bezel) }
        let titleColor: Color =
            if let bezel { bezel.textColor } else if type == .custom { .white } else { tint }
        let titleFont = font(
            spec.label?.font, fallback: context.font(controls.buttonFontSize, controls.buttonFontWeight))
        let size = Size(width: node.frame.width, height: node.frame.height)
        let title = spec.label ?? LabelSpec()
        let titleWidth = labelSize(title, maxWidth: size.width, font: titleFont).width
        let imageWidth = spec.image?.pointWidth ?? 0
        var x = grid.round((size.width - titleWidth - imageWidth) / 2)
        if let image = spec.image {
            let imageSize = Size(width: image.pointWidth, height: image.pointHeight)
            var view = LayoutNode(
                kind: .imageView,
                frame: Rect(
                    x: x, y: grid.round((size.height - imageSize.height) / 2), width: imageSize.width,
                    height: imageSize.height))
            view.image = image
            node.subviews.append(view)
            x += imageSize.width
        }
        guard
            var run = labelRun(
                title, height: size.height, width: titleWidth, fallbackFont: titleFont, fallbackColor: titleColor)
        else { return }
        run.shadow = bezel?.textShadow
        node.subviews.append(
            LayoutNode(kind: .label, frame: Rect(x: x, y: 0, width: titleWidth, height: size.height), text: run))
    }

    func buttonSize(_ spec: ViewSpec, maxWidth: Double) -> Size {
        let titleFont = font(
            spec.label?.font, fallback: context.font(controls.buttonFontSize, controls.buttonFontWeight))
        let title = labelSize(spec.label, maxWidth: maxWidth, font: titleFont)
        let imageSize = Size(width: spec.image?.pointWidth ?? 0, height: spec.image?.pointHeight ?? 0)
        let padding = spec.buttonType != .custom && controls.roundedRectButton != nil ? controls.buttonPadding : 0
        return Size(
            width: min(maxWidth, title.width + imageSize.width + 2 * padding),
            height: max(controls.buttonHeight, imageSize.height))
    }

    /// The spinner artwork for the indicator's style.
    func spinner(_ spec: ViewSpec) -> SpinnerArtwork {
        spec.indicatorStyle == .whiteLarge ? controls.largeSpinner : controls.spinner
    }

    private func activityIndicator(_ spec: ViewSpec, _ node: inout LayoutNode) {
        let art = spinner(spec)
        node.frame.width = art.size
        node.frame.height = art.size
        // `hidesWhenStopped` is UIKit's default: a stopped indicator draws nothing.
        guard spec.isAnimating ?? true else { return }
        let style = spec.indicatorStyle ?? .gray
        node.tintColor = spec.tintColor.map(Color.init) ?? (style == .gray ? controls.spinnerGray : .white)
        node.glyph = .spinner(
            spokes: art.spokes, visible: art.spokes, innerRadius: art.innerRadius, outerRadius: art.outerRadius,
            lineWidth: art.lineWidth,
            minimumAlpha: art.minimumAlpha)
    }

    private func progress(_ spec: ViewSpec, _ node: inout LayoutNode, tint: Color) {
        let height = controls.progressHeight
        node.frame.height = height
        let rounded = controls.progressTrackGradient != nil
        node.backgroundColor = spec.maximumTrackTintColor.map(Color.init) ?? controls.progressTrackColor
        if rounded { node.corners = RoundedCorners(radius: height / 2, top: true, bottom: true) }
        if let track = controls.progressTrackGradient, spec.maximumTrackTintColor == nil {
            node.fill = .verticalGradient(track)
        }
        let fraction = min(max(spec.value ?? 0, 0), 1)
        var bar = LayoutNode(
            kind: .controlPart, frame: Rect(x: 0, y: 0, width: grid.round(node.frame.width * fraction), height: height),
            backgroundColor: spec.minimumTrackTintColor.map(Color.init) ?? tint)
        if rounded { bar.corners = RoundedCorners(radius: height / 2, top: true, bottom: true) }
        if let gradient = controls.progressBarGradient, spec.minimumTrackTintColor == nil {
            bar.fill = .verticalGradient(gradient)
        }
        node.subviews = [bar]
    }

    private func slider(_ spec: ViewSpec, _ node: inout LayoutNode, tint: Color) {
        node.frame.height = controls.sliderHeight
        let width = node.frame.width
        let diameter = controls.sliderThumbDiameter
        let track = controls.sliderTrackHeight
        let low = spec.minimumValue ?? 0
        let high = spec.maximumValue ?? 1
        let fraction = high > low ? ((spec.value ?? 0.5 * (low + high)) - low) / (high - low) : 0
        let thumbX = grid.round(max(0, width - diameter) * fraction)
        let trackY = grid.round((controls.sliderHeight - track) / 2)
        let centre = thumbX + diameter / 2
        let corners = RoundedCorners(radius: track / 2, top: true, bottom: true)
        var minimum = LayoutNode(
            kind: .controlPart, frame: Rect(x: 0, y: trackY, width: centre, height: track),
            backgroundColor: spec.minimumTrackTintColor.map(Color.init) ?? controls.sliderMinimumTrackColor ?? tint)
        minimum.corners = corners
        var maximum = LayoutNode(
            kind: .controlPart, frame: Rect(x: centre, y: trackY, width: max(0, width - centre), height: track),
            backgroundColor: spec.maximumTrackTintColor.map(Color.init) ?? controls.sliderMaximumTrackColor)
        maximum.corners = corners
        var thumb = LayoutNode(
            kind: .controlPart,
            frame: Rect(
                x: thumbX, y: grid.round((controls.sliderHeight - diameter) / 2), width: diameter, height: diameter),
            backgroundColor: spec.thumbTintColor.map(Color.init) ?? controls.sliderThumbColor)
        thumb.corners = RoundedCorners(radius: diameter / 2, top: true, bottom: true)
        thumb.border = controls.sliderThumbBorder
        thumb.shadow = controls.sliderThumbShadow
        if let gradient = controls.sliderThumbGradient, spec.thumbTintColor == nil {
            thumb.fill = .verticalGradient(gradient)
        }
        node.subviews = [minimum, maximum, thumb]
    }

    private func stepper(_ node: inout LayoutNode, tint: Color) {
        let size = controls.stepperSize
        node.frame.width = size.width
        node.frame.height = size.height
        let ink: Color
        if let bezel = controls.stepperBezel {
            decorate(&node, bezel)
            ink = bezel.textColor
        } else {
            node.corners = RoundedCorners(radius: controls.stepperCornerRadius, top: true, bottom: true)
            node.border = Border(color: tint, width: controls.stepperBorderWidth)
            ink = tint
        }
        let half = size.width / 2
        let line = node.border?.color ?? tint
        let divider = LayoutNode(
            kind: .controlPart,
            frame: Rect(
                x: half - controls.stepperBorderWidth / 2, y: 0, width: controls.stepperBorderWidth, height: size.height
            ),
            backgroundColor: line)
        let length = controls.stepperGlyphLength
        let width = controls.stepperGlyphWidth
        var minus = LayoutNode(
            kind: .controlPart, frame: Rect(x: 0, y: 0, width: half, height: size.height), tintColor: ink)
        minus.glyph = .minus(length: length, lineWidth: width)
        var plus = LayoutNode(
            kind: .controlPart, frame: Rect(x: half, y: 0, width: half, height: size.height), tintColor: ink)
        plus.glyph = .plus(length: length, lineWidth: width)
        node.subviews = [divider, minus, plus]
    }

    /// The iOS 13+ stepper (`FilledStepperArtwork`): the fill, the short divider, and each half's glyph, dimmed
    /// where the value cannot step further (UIStepper's defaults: 0 in 0…100, so − starts dimmed).
    private func filledStepper(_ spec: ViewSpec, _ node: inout LayoutNode, _ artwork: FilledStepperArtwork) {
        let size = controls.stepperSize
        node.frame.width = size.width
        node.frame.height = size.height
        node.backgroundColor = spec.backgroundColor.map(Color.init) ?? artwork.fill
        node.corners = RoundedCorners(
            radius: min(controls.stepperCornerRadius, size.height / 2), top: true, bottom: true,
            continuous: artwork.continuousCorners)
        if spec.isEnabled == false, !artwork.dimsWhenDisabled {
            // iOS 26 keeps `isEnabled` to itself: the control draws as an enabled one.
            node.alpha = spec.alpha.flatMap { $0 < 1 ? $0 : nil }
        }
        let minimum = spec.minimumValue ?? 0
        let maximum = max(minimum, spec.maximumValue ?? 100)
        let value = min(max(spec.value ?? 0, minimum), maximum)
        // A half steps while one more step (UIStepper's default 1) stays within the bounds.
        let canDecrement = value - 1 >= minimum || (artwork.boundGlyphColor == nil && value > minimum)
        let canIncrement = value + 1 <= maximum || (artwork.boundGlyphColor == nil && value < maximum)
        let half = size.width / 2
        let atBothBounds = !canDecrement && !canIncrement
        let divider = LayoutNode(
            kind: .controlPart,
            frame: Rect(
                x: half - 0.5, y: artwork.dividerInset, width: 1, height: max(0, size.height - 2 * artwork.dividerInset)
            ),
            backgroundColor: atBothBounds ? artwork.boundDividerColor ?? artwork.dividerColor : artwork.dividerColor)
        func glyphColor(enabled: Bool) -> Color {
            let color = artwork.glyphColor
            if enabled { return color }
            if let bound = artwork.boundGlyphColor { return bound }
            return color.withAlpha(UInt8((Double(color.alpha) * artwork.disabledGlyphAlpha).rounded()))
        }
        let length = controls.stepperGlyphLength
        let width = controls.stepperGlyphWidth
        var minus = LayoutNode(
            kind: .controlPart, frame: Rect(x: 0, y: 0, width: half, height: size.height),
            tintColor: glyphColor(enabled: canDecrement))
        minus.glyph = .minus(length: length, lineWidth: width)
        var plus = LayoutNode(
            kind: .controlPart, frame: Rect(x: half, y: 0, width: half, height: size.height),
            tintColor: glyphColor(enabled: canIncrement))
        plus.glyph = .plus(length: length, lineWidth: width)
        node.subviews = [divider, minus, plus]
    }

    /// Applies a classic bezel: gradient, rounded corners and border.
    func decorate(_ node: inout LayoutNode, _ bezel: BezelArtwork) {
        node.fill = .verticalGradient(bezel.gradient)
        node.corners = RoundedCorners(radius: bezel.cornerRadius, top: true, bottom: true)
        node.border = bezel.border
    }
}
