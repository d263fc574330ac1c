internal import TableSpec

extension ViewLayout {
    /// A stack view's arranged subviews in a box of `size`: along the axis at their fitting sizes
    /// separated by `spacing` (`fill` gives the room left over to the first view without content of its
    /// own, else the last; `fillEqually` and `equalSpacing` as UIKit), across it by `alignment`.
    func stack(_ spec: ViewSpec, in size: Size, tint: Color) -> [LayoutNode] {
        let arranged = spec.subviews.filter { $0.isHidden != true }
        guard !arranged.isEmpty else { return [] }
        let vertical = spec.axis == .vertical
        let along = vertical ? size.height : size.width
        let across = vertical ? size.width : size.height
        var spacing = spec.spacing ?? 0
        var lengths = arranged.map { length(of: fittingSize($0, maxWidth: vertical ? across : along), vertical) }
        let gaps = spacing * Double(arranged.count - 1)
        switch spec.distribution ?? .fill {
        case .fillEqually:
            lengths = Array(repeating: max(0, (along - gaps) / Double(arranged.count)), count: arranged.count)
        case .equalSpacing where arranged.count > 1:
            spacing = max(0, (along - lengths.reduce(0, +)) / Double(arranged.count - 1))
        case .equalSpacing, .fill:
            let extra = along - gaps - lengths.reduce(0, +)
            // Room left over goes to the first view without content of its own (the lowest hugging priority);
            // room missing is taken from the last label (text gives way first; frames hold). Estimated:
            // UIKit decides by hugging and compression-resistance priorities.
            let stretchable: Set<ViewKind> = [.view, .stackView, .textField, .slider, .progressView]
            let target =
                extra >= 0
                ? arranged.firstIndex { stretchable.contains($0.kind) && $0.frame == nil }
                : arranged.lastIndex { $0.kind == .label }
            let index = target ?? arranged.count - 1
            lengths[index] = max(0, lengths[index] + extra)
        }
        var position = 0.0
        var nodes: [LayoutNode] = []
        for (index, view) in arranged.enumerated() {
            var child = view
            child.frame = nil
            let fitting = fittingSize(view, maxWidth: vertical ? across : lengths[index])
            let crossLength =
                spec.alignment == nil || spec.alignment == .fill ? across : min(across, length(of: fitting, !vertical))
            let crossOffset: Double
            switch spec.alignment ?? .fill {
            case .fill, .leading: crossOffset = 0
            case .center: crossOffset = grid.round((across - crossLength) / 2)
            case .trailing: crossOffset = across - crossLength
            }
            let frame =
                vertical
                ? Rect(x: crossOffset, y: position, width: crossLength, height: lengths[index])
                : Rect(x: position, y: crossOffset, width: lengths[index], height: crossLength)
            if let node = node(child, fallback: frame, tint: tint) { nodes.append(node) }
            position += lengths[index] + spacing
        }
        return nodes
    }

    /// A stack view's fitting size: its views' along the axis plus the spacing, the largest across.
    func stackSize(_ spec: ViewSpec, maxWidth: Double) -> Size {
        let arranged = spec.subviews.filter { $0.isHidden != true }
        let sizes = arranged.map { fittingSize($0, maxWidth: maxWidth) }
        let gaps = (spec.spacing ?? 0) * Double(max(0, arranged.count - 1))
        if spec.axis == .vertical {
            return Size(
                width: min(maxWidth, sizes.map(\.width).max() ?? 0), height: sizes.map(\.height).reduce(gaps, +))
        }
        return Size(width: min(maxWidth, sizes.map(\.width).reduce(gaps, +)), height: sizes.map(\.height).max() ?? 0)
    }

    private func length(of size: Size, _ vertical: Bool) -> Double { vertical ? size.height : size.width }
}
