internal import TableSpec

extension ViewLayout {
    /// A segmented control: equal segments, the selected one filled (tint, or the classic blue bezel),
    /// dividers between them, titles centred.
    func segmented(_ spec: ViewSpec, _ node: inout LayoutNode, tint: Color) {
        node.frame.height = controls.segmentHeight
        if let artwork = controls.filledSegments {
            filledSegmented(spec, &node, artwork)
            return
        }
        let items = spec.items ?? []
        guard !items.isEmpty else { return }
        let size = Size(width: node.frame.width, height: controls.segmentHeight)
        let flat = controls.segmentBezel == nil
        if let bezel = controls.segmentBezel {
            decorate(&node, bezel)
        } else {
            node.corners = RoundedCorners(radius: controls.segmentCornerRadius, top: true, bottom: true)
            node.border = Border(color: tint, width: controls.segmentBorderWidth)
        }
        let line = node.border?.color ?? tint
        let segment = size.width / Double(items.count)
        let font = context.font(controls.segmentFontSize, controls.segmentFontWeight)
        var parts: [LayoutNode] = []
        for (index, title) in items.enumerated() {
            let frame = Rect(
                x: grid.round(Double(index) * segment), y: 0, width: grid.round(segment), height: size.height)
            let selected = index == spec.selectedSegmentIndex
            if selected {
                var fill = LayoutNode(kind: .controlPart, frame: frame, backgroundColor: flat ? tint : nil)
                if let bezel = controls.segmentSelectedBezel { fill.fill = .verticalGradient(bezel.gradient) }
                parts.append(fill)
            }
            if index > 0 {
                parts.append(
                    LayoutNode(
                        kind: .controlPart,
                        frame: Rect(
                            x: frame.x - controls.segmentBorderWidth / 2, y: 0, width: controls.segmentBorderWidth,
                            height: size.height),
                        backgroundColor: line))
            }
            let bezel = selected ? controls.segmentSelectedBezel : controls.segmentBezel
            let color = bezel?.textColor ?? (selected ? .white : tint)
            var label = context.label(
                .label, title, font: font, color: color, x: frame.x, width: frame.width, centeredIn: size.height,
                alignment: .center)
            label.text?.shadow = bezel?.textShadow
            parts.append(label)
        }
        node.subviews = parts
    }

    func segmentedSize(_ spec: ViewSpec, maxWidth: Double) -> Size {
        let items = spec.items ?? []
        let count = Double(items.count)
        if let artwork = controls.filledSegments {
            // UISegment's ideal width: its title in the weight it is drawn in, 9 pt each side, the gaps between.
            let widest =
                items.enumerated().map { index, title in
                    grid.ceil(context.measurer.measure(title, font: segmentFont(artwork, index, spec)).width)
                }
                .max() ?? 0
            let width = count * (widest + 2 * controls.segmentPadding) + max(0, count - 1) * artwork.segmentGap
            return Size(width: min(maxWidth, width), height: controls.segmentHeight)
        }
        let font = context.font(controls.segmentFontSize, controls.segmentFontWeight)
        let widest = items.map { grid.ceil(context.measurer.measure($0, font: font).width) }.max() ?? 0
        return Size(
            width: min(maxWidth, count * (widest + 2 * controls.segmentPadding)), height: controls.segmentHeight)
    }

    /// A filled segment's title font: Semibold for the selected one, Medium for the others.
    private func segmentFont(_ artwork: FilledSegmentArtwork, _ index: Int, _ spec: ViewSpec) -> FontDescriptor {
        let weight = index == spec.selectedSegmentIndex ? artwork.selectedTitleWeight : artwork.titleWeight
        return context.font(controls.segmentFontSize, weight)
    }

    /// The iOS 13+ segmented control (`FilledSegmentArtwork`): the track, segments of equal width 1 pt apart (the
    /// last takes what the rounding leaves), the selected one's thumb, dividers between two unselected segments,
    /// and the titles centred in their segments.
    private func filledSegmented(_ spec: ViewSpec, _ node: inout LayoutNode, _ artwork: FilledSegmentArtwork) {
        let height = controls.segmentHeight
        let width = node.frame.width
        node.backgroundColor = spec.backgroundColor.map(Color.init) ?? artwork.trackColor
        // The track and the thumb have continuous corners (the style provider's `usesContinuousCurveCorners`,
        // DEC26/DECB [HIGH]; `Docs/research/modern-segmented-search.md`).
        node.corners = RoundedCorners(
            radius: min(artwork.trackRadius, height / 2), top: true, bottom: true, continuous: true)
        let items = spec.items ?? []
        guard !items.isEmpty else { return }
        let count = Double(items.count)
        let gap = artwork.segmentGap
        let segment = grid.floor(max(0, width - gap * (count - 1)) / count)
        var thumbs: [LayoutNode] = []
        var parts: [LayoutNode] = []
        for (index, title) in items.enumerated() {
            let x = Double(index) * (segment + gap)
            let frame = Rect(
                x: x, y: 0, width: index == items.count - 1 ? max(0, width - x) : segment, height: height)
            let selected = index == spec.selectedSegmentIndex
            if selected {
                let inset = artwork.thumbInset
                var thumb = LayoutNode(
                    kind: .controlPart,
                    frame: Rect(
                        x: frame.x + inset, y: inset, width: max(0, frame.width - 2 * inset),
                        height: max(0, height - 2 * inset)),
                    backgroundColor: artwork.thumbColor)
                thumb.corners = RoundedCorners(
                    radius: min(artwork.thumbRadius, (height - 2 * inset) / 2), top: true, bottom: true,
                    continuous: true)
                thumb.shadow = artwork.thumbShadow
                thumbs.append(thumb)
            }
            let besideSelection = selected || index - 1 == spec.selectedSegmentIndex
            if index > 0, !besideSelection {
                var divider = LayoutNode(
                    kind: .controlPart,
                    frame: Rect(
                        x: x - gap / 2 - artwork.dividerWidth / 2, y: artwork.dividerInset,
                        width: artwork.dividerWidth, height: max(0, height - 2 * artwork.dividerInset)),
                    backgroundColor: artwork.dividerColor)
                divider.corners = RoundedCorners(radius: artwork.dividerWidth / 2, top: true, bottom: true)
                parts.append(divider)
            }
            parts.append(
                context.label(
                    .label, title, font: segmentFont(artwork, index, spec), color: artwork.titleColor, x: frame.x,
                    width: frame.width, centeredIn: height, alignment: .center))
        }
        node.subviews = thumbs + parts
    }

    /// A text field: its border style's shape, and its text (or its placeholder, gray) on one line.
    func textField(_ spec: ViewSpec, _ node: inout LayoutNode) {
        let style = spec.borderStyle ?? .none
        var inset = controls.textFieldInset
        switch style {
        case .none: inset = 0
        case .roundedRect:
            node.backgroundColor = node.backgroundColor ?? .white
            node.corners = RoundedCorners(radius: controls.textFieldCornerRadius, top: true, bottom: true)
            node.border = controls.textFieldBorder
        case .line: node.border = Border(color: .black, width: 1)
        case .bezel: node.border = Border(color: controls.textFieldBorder.color, width: 1)
        }
        node.subviews = fieldText(
            spec, font: fieldFont(spec), x: inset, width: node.frame.width - 2 * inset, height: node.frame.height,
            textColor: views.labelColor)
    }

    /// A search bar: the bar, its rounded field, the magnifier and the text or placeholder.
    func searchBar(_ spec: ViewSpec, _ node: inout LayoutNode) {
        node.frame.height = controls.searchBarHeight
        node.backgroundColor = node.backgroundColor ?? controls.searchBarColor
        if let gradient = controls.searchBarGradient, spec.backgroundColor == nil {
            node.fill = .verticalGradient(gradient)
        }
        var parts: [LayoutNode] = []
        let width = node.frame.width
        var field = searchField(spec, width: max(0, width - 2 * controls.searchFieldInset))
        field.frame.x = controls.searchFieldInset
        field.frame.y = grid.round((controls.searchBarHeight - field.frame.height) / 2)
        parts.append(field)
        if let line = controls.searchBarTopLine {
            parts.append(
                LayoutNode(
                    kind: .controlPart, frame: Rect(x: 0, y: 0, width: width, height: grid.hairline),
                    backgroundColor: line))
        }
        if let line = controls.searchBarBottomLine {
            parts.append(
                LayoutNode(
                    kind: .controlPart,
                    frame: Rect(x: 0, y: controls.searchBarHeight - grid.hairline, width: width, height: grid.hairline),
                    backgroundColor: line))
        }
        node.subviews = parts
    }

    /// A search bar's rounded field `width` wide at the origin: the magnifier and the text or placeholder (also the
    /// navigation bar's search field).
    func searchField(_ spec: ViewSpec, width: Double) -> LayoutNode {
        let fieldHeight = controls.searchFieldHeight
        var field = LayoutNode(
            kind: .controlPart, frame: Rect(x: 0, y: 0, width: width, height: fieldHeight),
            backgroundColor: controls.searchFieldColor)
        field.corners = RoundedCorners(radius: controls.searchFieldRadius, top: true, bottom: true)
        field.border = controls.searchFieldBorder
        // iOS 7–12: the magnifier centred in a square as tall as the field, the text after it.
        let content =
            controls.searchFieldContent ?? SearchFieldContent(glyphX: 0, glyphWidth: fieldHeight, textGap: 0)
        var magnifier = LayoutNode(
            kind: .controlPart, frame: Rect(x: content.glyphX, y: 0, width: content.glyphWidth, height: fieldHeight),
            tintColor: controls.searchGlyphColor)
        magnifier.glyph = .magnifier(diameter: controls.magnifierDiameter, lineWidth: 1.5)
        field.subviews = [magnifier]
        let textX = content.glyphX + content.glyphWidth + content.textGap
        field.subviews += fieldText(
            spec, font: context.font(controls.searchFontSize), x: textX, width: field.frame.width - textX - 8,
            height: fieldHeight, textColor: views.labelColor, placeholderColor: controls.searchPlaceholderColor)
        return field
    }

    /// The one-line text of a field, or its placeholder in the placeholder color.
    private func fieldText(
        _ spec: ViewSpec, font: FontDescriptor, x: Double, width: Double, height: Double, textColor: Color,
        placeholderColor: Color? = nil
    ) -> [LayoutNode] {
        var label = spec.label ?? LabelSpec()
        var color = textColor
        if label.text?.isEmpty ?? true {
            // The placeholder draws in the placeholder color whatever `textColor` says.
            label.text = spec.placeholder
            label.textColor = nil
            color = placeholderColor ?? views.placeholderColor
        }
        label.numberOfLines = 1
        guard let run = labelRun(label, height: height, width: width, fallbackFont: font, fallbackColor: color)
        else { return [] }
        return [LayoutNode(kind: .label, frame: Rect(x: x, y: 0, width: max(0, width), height: height), text: run)]
    }
}
