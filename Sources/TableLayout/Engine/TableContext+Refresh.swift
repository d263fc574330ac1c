internal import TableSpec

extension TableContext {
    /// The refresh control's full height: 60 pt (58 classic), more with a title.
    var refreshHeight: Double {
        guard let control = spec.refreshControl else { return 0 }
        let refresh = metrics.views.refresh
        guard let title = control.title, !title.isEmpty else { return refresh.height }
        let line = grid.ceil(measurer.measure(title, font: font(refresh.titleFontSize)).lineHeight)
        return refresh.height + line + refresh.titleExtra
    }

    /// The scroll position: `contentOffset.y`, or, while refreshing, −the control's height (UIKit grows the
    /// content inset by it, so the rows start below the control).
    var scrollOffset: Double {
        if let offset = spec.contentOffset { return offset.y }
        return spec.refreshControl?.refreshing == true ? -refreshHeight : 0
    }

    /// The refresh control in content coordinates (above y = 0), as far as it shows at `offset`: while
    /// refreshing, a spinner in the control's band; idle, the part the pull reveals, its spokes appearing as
    /// the pull grows (the classic look: the tear-drop, stretching once pulled past its height).
    func refreshControlNode(offset: Double) -> LayoutNode? {
        guard let control = spec.refreshControl else { return nil }
        let refresh = metrics.views.refresh
        let height = refreshHeight
        let tint = control.tintColor.map(Color.init) ?? refresh.tint
        let pulled = max(0, -offset)
        if !control.refreshing && pulled <= refresh.minimumReveal { return nil }
        // Refreshing, the whole control; pulled, what the pull reveals (the tear-drop keeps its full height).
        let extent = control.refreshing ? height : (refresh.teardrop ? max(height, pulled) : pulled)
        var node = LayoutNode(kind: .refreshControl, frame: Rect(x: 0, y: -extent, width: spec.width, height: extent))
        var parts: [LayoutNode] = []
        let spinnerBand = control.refreshing || refresh.teardrop ? refresh.height : min(refresh.height, pulled)
        if refresh.teardrop && !control.refreshing {
            parts.append(teardrop(stretch: max(0, pulled - refresh.teardropOpenedHeight), tint: tint))
        } else {
            parts.append(
                spinner(in: spinnerBand, tint: tint, fraction: control.refreshing ? 1 : pulled / refresh.height))
        }
        if let title = control.title, !title.isEmpty, control.refreshing || pulled >= height {
            let titleY = refresh.height
            var label = label(
                .label, title, font: font(refresh.titleFontSize), color: tint, x: margin,
                width: spec.width - 2 * margin,
                centeredIn: height - titleY - refresh.titleExtra / 2, alignment: .center)
            label.frame.y += titleY
            parts.append(label)
        }
        node.subviews = parts
        return node
    }

    /// The spinner centred in the top `band` points; idle, only `fraction` of its spokes, all opaque.
    private func spinner(in band: Double, tint: Color, fraction: Double) -> LayoutNode {
        let art = metrics.views.controls.spinner
        let spokes = fraction >= 1 ? art.spokes : max(1, Int((Double(art.spokes) * fraction).rounded(.down)))
        var node = LayoutNode(
            kind: .activityIndicatorView,
            frame: Rect(
                x: grid.round((spec.width - art.size) / 2), y: grid.round((band - art.size) / 2), width: art.size,
                height: art.size),
            tintColor: tint)
        // Pulled, the spokes appear one by one, all opaque; refreshing, they fade round the circle.
        node.glyph = .spinner(
            spokes: art.spokes, visible: spokes, innerRadius: art.innerRadius, outerRadius: art.outerRadius,
            lineWidth: art.lineWidth, minimumAlpha: fraction >= 1 ? art.minimumAlpha : 1)
        return node
    }

    private func teardrop(stretch: Double, tint: Color) -> LayoutNode {
        let refresh = metrics.views.refresh
        let clamped = min(stretch, refresh.teardropMaximumStretch)
        let width = refresh.teardropWidth
        var node = LayoutNode(
            kind: .activityIndicatorView,
            frame: Rect(
                x: grid.round((spec.width - width) / 2), y: 0, width: width,
                height: refresh.teardropOpenedHeight + clamped),
            tintColor: tint)
        node.glyph = .teardrop(stretch: clamped)
        return node
    }
}
