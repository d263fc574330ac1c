internal import TableSpec

extension CellLayout {
    /// The actions a swiped row reveals (`swipeState`), outermost first.
    var revealedActions: [SwipeActionSpec] {
        switch row.swipeState {
        case .leading?: return row.leadingSwipeActions
        case .trailing?: return row.trailingSwipeActions
        case nil: return []
        }
    }

    /// The row swiped open: its content slides towards the revealed actions' side by their total width, and
    /// the buttons fill the strip it leaves, outermost at the cell's edge (M§10). iOS 26 draws the swiped cell
    /// as a rounded card and the actions as rounded buttons beside it.
    func revealingActions(_ cell: LayoutNode) -> LayoutNode {
        let swipe = metrics.swipe
        var buttons = revealedActions.map { button(for: $0) }
        let spacing = swipe.rounded?.buttonSpacing ?? 0
        let buttonsWidth = buttons.reduce(0) { $0 + $1.frame.width } + spacing * Double(max(0, buttons.count - 1))
        let shift = buttonsWidth + (swipe.rounded?.paddingToSwipedCell ?? 0)
        let trailing = row.swipeState == .trailing
        // Outermost first: from the cell's edge inwards.
        var edge = trailing ? width : 0
        for index in buttons.indices {
            let buttonWidth = buttons[index].frame.width
            buttons[index].frame.x = trailing ? edge - buttonWidth : edge
            edge += (trailing ? -1 : 1) * (buttonWidth + spacing)
        }
        var result = cell
        let offset = trailing ? -shift : shift
        result.subviews = cell.subviews.map { view in
            var moved = view
            if view.kind == .separator {
                moved.frame = clipped(view.frame, trailing: trailing, strip: shift)
                return moved
            }
            moved.frame.x += offset
            return moved
        }
        if let rounded = swipe.rounded {
            var card = LayoutNode(
                kind: .backgroundView, frame: Rect(x: offset, y: 0, width: width, height: contentHeight),
                backgroundColor: rounded.swipedCellBackground)
            card.corners = RoundedCorners(
                radius: rounded.cornerRadius, top: true, bottom: true, continuous: metrics.continuousCorners)
            result.subviews.insert(card, at: 0)
        }
        result.subviews += buttons
        result.clipsToBounds = true
        return result
    }

    /// A separator of a swiped row ends where the action strip begins (iOS 8+, as for the Delete button).
    private func clipped(_ frame: Rect, trailing: Bool, strip: Double) -> Rect {
        var result = frame
        guard frame.minY > 0 else { return result }
        if trailing {
            result.width = max(0, min(frame.maxX, width - strip) - frame.minX)
        } else {
            let left = max(frame.minX, strip)
            result.width = max(0, frame.maxX - left)
            result.x = left
        }
        return result
    }

    /// One action's button, as tall as the content view: icon alone in rows shorter than `compactHeight`,
    /// else the icon above the title (or whichever the action has), centred; its width from its content.
    private func button(for action: SwipeActionSpec) -> LayoutNode {
        let swipe = metrics.swipe
        let compact = contentHeight < swipe.compactHeight
        let showsTitle = action.title != nil && (!compact || action.image == nil)
        let icon = action.image.map { symbol -> LayoutNode in
            let size = symbol.inkSize(pointSize: symbolPointSize)
            let scale = compact ? swipe.compactIconScale : 1
            var node = LayoutNode(
                kind: .imageView, frame: Rect(x: 0, y: 0, width: size.width * scale, height: size.height * scale),
                tintColor: swipe.titleColor)
            node.glyph = .symbol(symbol)
            return node
        }
        let maxContent = swipe.maxButtonWidth - 2 * swipe.horizontalPadding
        let title = showsTitle ? action.title.map { titleLabel($0, maxWidth: maxContent) } : nil
        let content = max(title?.frame.width ?? 0, icon?.frame.width ?? 0)
        let buttonWidth = min(
            swipe.maxButtonWidth, max(swipe.minButtonWidth, grid.ceil(content + 2 * swipe.horizontalPadding)))
        var parts = [icon, title].compactMap { $0 }
        let blockHeight =
            parts.reduce(0) { $0 + $1.frame.height } + (parts.count == 2 ? swipe.iconTitleSpacing : 0)
        var y = grid.round((contentHeight - blockHeight) / 2)
        for index in parts.indices {
            parts[index].frame.x = grid.round((buttonWidth - parts[index].frame.width) / 2)
            parts[index].frame.y = y
            y += parts[index].frame.height + swipe.iconTitleSpacing
        }
        let color =
            action.backgroundColor.map(Color.init)
            ?? (action.style == .destructive ? swipe.destructiveBackground : swipe.normalBackground)
        var node = LayoutNode(
            kind: .swipeActionButton, frame: Rect(x: 0, y: 0, width: buttonWidth, height: contentHeight),
            backgroundColor: color, subviews: parts)
        if let rounded = swipe.rounded {
            node.corners = RoundedCorners(
                radius: min(rounded.cornerRadius, contentHeight / 2), top: true, bottom: true,
                continuous: metrics.continuousCorners)
        }
        return node
    }

    /// The title, centred, on at most `titleLines` lines `maxWidth` wide; a word wider than that shrinks the
    /// font towards `minimumTitleFontSize` (the label adjusts its font size to fit, M§10 SW).
    private func titleLabel(_ text: String, maxWidth: Double) -> LayoutNode {
        var font = context.font(swipeTitleSize, .medium)
        let widest =
            text.split(whereSeparator: \.isWhitespace).map {
                context.measurer.measure(String($0), font: font).width
            }.max() ?? 0
        if widest > maxWidth {
            let size = max(metrics.swipe.minimumTitleFontSize, (font.size * maxWidth / widest * 2).rounded(.down) / 2)
            font = context.font(size, .medium)
        }
        let measured = context.measurer.measure(text, font: font)
        let width = min(grid.ceil(measured.width), maxWidth)
        var label = context.wrappedLabel(
            .textLabel, text, font: font, color: metrics.swipe.titleColor, x: 0, width: width, alignment: .center)
        let lines = metrics.swipe.titleLines
        let lineHeight = grid.ceil(measured.lineHeight)
        label.frame.height = min(label.frame.height, lineHeight * Double(lines))
        label.text?.numberOfLines = lines
        return label
    }

    /// The title's size: 15 pt up to Large, then scaled with Body, capped at accessibilityExtraLarge (M§10,
    /// research §2 [HIGH]).
    private var swipeTitleSize: Double {
        let category = context.spec.preferredContentSizeCategory
        let base = metrics.swipe.titleFontSize
        guard category.index > ContentSizeCategory.large.index else { return base }
        let capped = min(category.index, ContentSizeCategory.accessibilityExtraLarge.index)
        let body = DynamicType.size(.body, ContentSizeCategory.allCases[capped])
        return (base * body / DynamicType.size(.body, .large)).rounded()
    }

    /// The icons' point size: the table's image symbol configuration, Body at the text size (M§10, M§6.3).
    private var symbolPointSize: Double { DynamicType.size(.body, context.spec.preferredContentSizeCategory) }
}
