internal import TableSpec

extension CellLayout {
    /// Lays out the cell's custom views; labels inside take their highlighted colors while the cell shows
    /// as selected (UIKit highlights every subview that can be).
    var viewLayout: ViewLayout { ViewLayout(context: context, highlighted: isSelected && !isMultiSelecting) }

    var views: ViewMetrics { metrics.views }

    /// Where a content subview without a `frame` goes: the content view inside its layout margins.
    func contentMarginsRect(contentWidth: Double) -> Rect {
        let vertical = views.contentVerticalMargin
        return Rect(
            x: context.margin, y: vertical, width: max(0, contentWidth - 2 * context.margin),
            height: max(0, contentHeight - 2 * vertical))
    }

    /// `contentView`'s custom subviews, above the stock labels.
    func customContent(contentWidth: Double) -> [LayoutNode] {
        guard !row.contentSubviews.isEmpty else { return [] }
        let fallback = contentMarginsRect(contentWidth: contentWidth)
        return row.contentSubviews.compactMap { viewLayout.node($0, fallback: fallback, tint: context.tint) }
    }

    /// The row height an automatic row's custom content needs: each view's bottom (a frame's, or its fitting
    /// height inside the margins) plus the bottom margin, and the separator.
    func heightForCustomContent(contentWidth: Double) -> Double {
        let vertical = views.contentVerticalMargin
        let width = max(0, contentWidth - 2 * context.margin)
        var bottom = 0.0
        for view in row.contentSubviews where view.isHidden != true {
            if let frame = view.frame {
                bottom = max(bottom, frame.y + frame.height + vertical)
            } else {
                bottom = max(bottom, viewLayout.fittingSize(view, maxWidth: width).height + 2 * vertical)
            }
        }
        guard bottom > 0 else { return 0 }
        return grid.ceil(bottom) + (hasSeparator ? context.separatorThickness : 0)
    }

    /// A custom `accessoryView` (or `editingAccessoryView`): its frame's size or its fitting size, at the
    /// accessory's place (right edge less `accessoryViewTrailing`, centred).
    func customAccessoryNode(_ view: ViewSpec) -> LayoutNode? {
        guard view.isHidden != true else { return nil }
        let size = viewLayout.fittingSize(view, maxWidth: width / 2)
        let top = accessoryViewTop(size.height)
        let frame = Rect(
            x: grid.round(width - views.accessoryViewTrailing - size.width), y: top, width: size.width,
            height: size.height)
        var placed = view
        placed.frame = nil
        guard
            let child = viewLayout.node(
                placed, fallback: Rect(x: 0, y: 0, width: size.width, height: size.height), tint: context.tint)
        else { return nil }
        return LayoutNode(kind: .accessoryView, frame: frame, subviews: [child])
    }

    /// Whether a `selectedBackgroundView` (or, multiple-selecting, a `multipleSelectionBackgroundView`)
    /// replaces the selection fill.
    var showsSelectedBackgroundView: Bool {
        guard row.selected || row.highlighted else { return false }
        if isMultiSelecting { return row.selected && row.multipleSelectionBackgroundView != nil }
        return isSelected && row.selectedBackgroundView != nil
    }

    /// `backgroundView`, then the selected background view that shows, each as large as the cell.
    func backgroundLayers() -> [LayoutNode] {
        guard
            row.backgroundView != nil || row.selectedBackgroundView != nil || row.multipleSelectionBackgroundView != nil
        else { return [] }
        let bounds = Rect(x: 0, y: 0, width: width, height: height)
        var layers: [(NodeKind, ViewSpec)] = []
        if let view = row.backgroundView { layers.append((.backgroundView, view)) }
        if showsSelectedBackgroundView {
            if isMultiSelecting, let view = row.multipleSelectionBackgroundView {
                layers.append((.multipleSelectionBackgroundView, view))
            } else if let view = row.selectedBackgroundView {
                layers.append((.selectedBackgroundView, view))
            }
        }
        return layers.compactMap { kind, view in
            var filling = view
            filling.frame = nil
            guard let child = ViewLayout(context: context).node(filling, fallback: bounds, tint: context.tint) else {
                return nil
            }
            return LayoutNode(kind: kind, frame: bounds, subviews: [child])
        }
    }
}
