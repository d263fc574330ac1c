internal import TableSpec

/// Lays out the spec's custom views (`{"<class>": …}`) into nodes in their parent's coordinates: frames
/// resolved, text measured, each control broken into the shapes its look draws, so the renderer only draws.
struct ViewLayout {
    let context: TableContext
    /// Whether the cell around the views shows as selected or highlighted (labels take their
    /// `highlightedTextColor`, image views their `highlightedImage`).
    var highlighted = false

    var metrics: TableMetrics { context.metrics }
    var views: ViewMetrics { metrics.views }
    var controls: ControlMetrics { views.controls }
    var grid: PixelGrid { context.grid }

    /// `spec` at its `frame`, or at `fallback` when it has none; `nil` when hidden. `tint` is the
    /// inherited tint color.
    func node(_ spec: ViewSpec, fallback: Rect, tint: Color) -> LayoutNode? {
        guard spec.isHidden != true else { return nil }
        let frame = spec.frame.map { Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) } ?? fallback
        var node = LayoutNode(
            kind: Self.kind(spec.kind), frame: frame, backgroundColor: spec.backgroundColor.map(Color.init))
        let tint = spec.tintColor.map(Color.init) ?? tint
        if let radius = spec.cornerRadius, radius > 0 {
            node.corners = RoundedCorners(radius: radius, top: true, bottom: true)
        }
        if let width = spec.borderWidth, width > 0 {
            node.border = Border(color: spec.borderColor.map(Color.init) ?? .black, width: width)
        }
        var alpha = spec.alpha ?? 1
        if spec.isEnabled == false { alpha *= views.disabledAlpha }
        if alpha < 1 { node.alpha = alpha }
        let bounds = Size(width: frame.width, height: frame.height)
        switch spec.kind {
        case .view:
            let inside = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
            node.subviews = spec.subviews.compactMap { self.node($0, fallback: inside, tint: tint) }
        case .label:
            node.text = labelRun(spec.label, height: bounds.height, width: bounds.width)
        case .imageView:
            imageContent(spec, into: &node)
        case .stackView:
            node.subviews = stack(spec, in: bounds, tint: tint)
        case .switch, .button, .activityIndicatorView, .progressView, .slider, .stepper, .segmentedControl, .textField,
            .searchBar:
            node = control(spec, node, tint: tint)
            // A control of fixed height placed without a frame sits centred in the room it was given.
            if spec.frame == nil, node.frame.height != frame.height {
                node.frame.y += grid.round((frame.height - node.frame.height) / 2)
            }
        }
        return node
    }

    /// The node kind of a UIKit class: the same name (`NodeKind` has a case for every `ViewKind`).
    static func kind(_ kind: ViewKind) -> NodeKind { NodeKind(rawValue: kind.rawValue) ?? .view }

    /// The font a `FontSpec` names, or `fallback`.
    func font(_ spec: FontSpec?, fallback: FontDescriptor) -> FontDescriptor {
        switch spec {
        case nil: return fallback
        case .system(let size, let weight): return context.font(size, Self.weight(weight))
        case .textStyle(let style):
            let font = views.textStyles[style] ?? TextStyleFont(views.labelFontSize)
            return context.font(font.size, font.weight)
        }
    }

    /// The descriptor weight of a spec weight (the same names).
    static func weight(_ weight: FontWeight) -> FontDescriptor.Weight {
        FontDescriptor.Weight(rawValue: weight.rawValue) ?? .regular
    }

    /// UILabel's default font in this look.
    var labelFont: FontDescriptor { context.font(views.labelFontSize) }

    /// A label's text run in a frame `width` × `height`, centred vertically as UILabel draws it.
    func labelRun(
        _ label: LabelSpec?, height: Double, width: Double, fallbackFont: FontDescriptor? = nil,
        fallbackColor: Color? = nil
    ) -> TextRun? {
        guard let label, let text = label.text, !text.isEmpty else { return nil }
        let font = font(label.font, fallback: fallbackFont ?? labelFont)
        let normal = label.textColor.map(Color.init) ?? fallbackColor ?? views.labelColor
        let color = highlighted ? (label.highlightedTextColor.map(Color.init) ?? normal) : normal
        let lines = label.numberOfLines.map { $0 == 0 ? context.maxLines : min($0, context.maxLines) } ?? 1
        let measured = context.measurer.measure(text, font: font)
        let textHeight =
            lines == 1
            ? measured.lineHeight
            : min(height, context.measurer.wrappedHeight(text, font: font, width: max(0, width), maxLines: lines))
        var run = TextRun(
            text: text, font: font, color: color, alignment: Self.alignment(label.textAlignment),
            baseline: (height - textHeight) / 2 + measured.ascender, numberOfLines: lines)
        run.lineBreakMode = label.lineBreakMode
        run.followsLayoutDirection = label.textAlignment != .left && label.textAlignment != .right
        return run
    }

    static func alignment(_ alignment: TextAlignment?) -> TextRun.Alignment {
        switch alignment {
        case nil, .natural, .left: return .left
        case .center: return .center
        case .right: return .right
        }
    }
}
