internal import TableSpec

/// Lays out one cell in its own coordinates: content view, labels, image,
/// accessory, editing controls and separators. The caller places the cell's
/// frame in the table.
struct CellLayout {
    let row: RowSpec
    let indexPath: [Int]
    let position: RowPosition
    let context: TableContext
    /// The row's height: `rowHeight`, grown to fit wrapping text.
    private(set) var height: Double

    init(row: RowSpec, indexPath: [Int], position: RowPosition, context: TableContext) {
        self.row = row
        self.indexPath = indexPath
        self.position = position
        self.context = context
        height = row.rowHeight
        if metrics.selfSizingRows && !row.hasFixedHeight {
            height = max(metrics.minimumRowHeight, selfSizedTextHeight(), textFieldRowHeight ?? 0)
        }
        if row.numberOfLines != 1 || row.detailTextLabel?.numberOfLines.map({ $0 != 1 }) == true {
            height = max(height, heightForWrappedText(textWidth: textArea().width))
        }
        if row.automaticHeight {
            height = max(height, heightForCustomContent(contentWidth: textArea().contentWidth))
        }
        if ownsNoBottomLine { height = max(0, height - context.separatorThickness) }
    }

    /// A classic group's last cell: its bottom line is the group's border, so the cell is one line
    /// shorter and draws no separator (classic-metrics §1.2: 44 pt rows give 45/44/45 and 46).
    var ownsNoBottomLine: Bool { context.hasGroupBox && position.isLast && hasSeparator }

    /// The trailing views, the image and the text's place in the content view, for the current height.
    struct TextArea {
        let parts: TrailingParts
        let image: LayoutNode?
        let contentWidth: Double
        let x: Double
        let width: Double
    }

    /// Where the text goes: after the image (or at the indented margin), up to the trailing margin.
    func textArea() -> TextArea {
        let parts = trailingParts()
        let image = imageNode()
        let textX =
            image.map { $0.frame.maxX + (isHStack ? SwiftUIListMetrics.hStackSpacing : metrics.imageTextGap) }
            ?? indentedMargin
        let contentWidth = max(0, parts.contentRight - editShift)
        let trailing = parts.hasAccessory ? metrics.textTrailingWithAccessory : context.margin
        let right = contentWidth - max(trailing, explicitInset?.right ?? 0)
        return TextArea(parts: parts, image: image, contentWidth: contentWidth, x: textX, width: max(0, right - textX))
    }

    var metrics: TableMetrics { context.metrics }
    var grid: PixelGrid { context.grid }
    var width: Double { max(0, context.cellWidth - context.sectionEditIndent) }
    var hasSeparator: Bool { context.spec.separatorStyle != .none }
    /// The cell's `editing`: its own, or the table's.
    var isEditing: Bool { row.editing ?? context.spec.editing }

    /// Height of the content view: the row less its separator line when one shows (§0, GT-1, GT-3/4/5).
    var contentHeight: Double { hasSeparator && !ownsNoBottomLine ? height - context.separatorThickness : height }

    /// Left edge of the content after `indentationLevel × indentationWidth` (§0, LM contentIndentationForCell).
    /// A `separatorInset.left` beyond the margin moves the content with the separator ("positive inset
    /// values move the cell content and cell separator inward", class reference, seed 004); a smaller
    /// one (such as `.zero` for full-width lines) leaves the content at the margin.
    var indentedMargin: Double { max(context.margin, explicitInset?.left ?? 0) + indentation }

    /// `separatorInset` as the look honours it (`TableMetrics.honorsSeparatorInset`).
    var explicitInset: SeparatorInset? { metrics.honorsSeparatorInset ? row.separatorInset : nil }

    /// The top of a switch or custom accessory view `height` tall: the flat rounding, or centred on the pixel grid
    /// (`TableMetrics.centersAccessoryViewsOnGrid`).
    func accessoryViewTop(_ height: Double) -> Double {
        metrics.centersAccessoryViewsOnGrid ? grid.round((contentHeight - height) / 2) : accessoryTop(height)
    }

    /// `indentationLevel × indentationWidth`.
    var indentation: Double { Double(row.indentationLevel) * row.indentationWidth }

    func node() -> LayoutNode {
        let area = textArea()
        let textX = area.x
        var contentSubviews: [LayoutNode] = area.image.map { [$0] } ?? []
        contentSubviews += labels(x: textX, width: area.width)
        contentSubviews += customContent(contentWidth: area.contentWidth)
        var content = LayoutNode(
            kind: .contentView, frame: Rect(x: editShift, y: 0, width: area.contentWidth, height: contentHeight),
            subviews: contentSubviews)
        var trailing = area.parts.views
        if isDimmedBySwiftUI {
            content.alpha = metrics.disabledRow.swiftUIOpacity
            trailing = trailing.map { part in
                var dimmed = part
                dimmed.alpha = metrics.disabledRow.swiftUIOpacity
                return dimmed
            }
        }
        var subviews = backgroundLayers() + [content] + trailing
        if let control = editControlNode() { subviews.append(control) }
        subviews += separators(textX: textX)
        var cell = LayoutNode(
            kind: .cell, frame: Rect(x: 0, y: 0, width: width, height: height), backgroundColor: background,
            indexPath: indexPath, subviews: subviews)
        cell.fill = selectionFill
        cell.corners = corners
        if row.showingDeleteConfirmation && !isEditing && metrics.deleteConfirmationSlidesContent {
            cell = swiped(cell)
        }
        if row.swipeState != nil && !isEditing { cell = revealingActions(cell) }
        return cell
    }

    /// Whether the row is SwiftUI's `HStack { Image; Text }` (`SwiftUIElement.hStack`).
    var isHStack: Bool { row.swiftUI?.element == .hStack }

    /// Whether the row shows as selected or highlighted.
    var isSelected: Bool { (row.selected || row.highlighted) && row.selectionStyle != .none }

    /// A classic selection, blue or gray: labels draw in their highlighted color, white by default, and
    /// accessories in their white highlighted artwork ("selected and highlighted labels draw in their
    /// highlighted color", class reference, seed 004; classic-metrics §3).
    var isClassicSelected: Bool {
        isSelected && metrics.selectionHighlightsContent && !isMultiSelecting
    }

    /// The cell's fill: the selection color when selected or highlighted (§B.3); the classic look's
    /// grouped cells leave it to the group box (or the selection gradient) and have none.
    private var background: Color? {
        let own = row.backgroundColor.map(Color.init)
        if showsSelectedBackgroundView { return own ?? (context.hasGroupBox ? nil : defaultBackground) }
        if isSelected && isMultiSelecting { return metrics.editing.multiSelectBackground }
        if metrics.classic != nil {
            // Classic selection is the gradient `fill`; a grouped cell's white is the group box's.
            return isSelected ? nil : own ?? (context.hasGroupBox ? nil : defaultBackground)
        }
        return isSelected ? metrics.selectedBackground : own ?? defaultBackground
    }

    /// The classic selection gradient, blue or gray (classic-metrics §3).
    private var selectionFill: Fill? {
        guard let classic = metrics.classic, isSelected, !isMultiSelecting, !showsSelectedBackgroundView else {
            return nil
        }
        return .verticalGradient(row.selectionStyle == .gray ? classic.graySelection : classic.blueSelection)
    }

    /// The look's cell colour for this table's style.
    private var defaultBackground: Color {
        context.isGrouped ? metrics.groupedCellBackground ?? metrics.cellBackground : metrics.cellBackground
    }

    /// A classic group's first and last cells round their outer corners (the border's inner radius), and so
    /// do an inset grouped section's.
    private var corners: RoundedCorners? {
        if context.isInsetGrouped, position.isFirst || position.isLast, let radius = metrics.insetGroupedCornerRadius {
            return RoundedCorners(
                radius: radius, top: position.isFirst, bottom: position.isLast, continuous: metrics.continuousCorners)
        }
        guard context.hasGroupBox, position.isFirst || position.isLast, let classic = metrics.classic else {
            return nil
        }
        return RoundedCorners(
            radius: classic.groupCornerRadius - classic.groupBorderWidth, top: position.isFirst,
            bottom: position.isLast)
    }

    /// The image view: at the (indented) margin, centred vertically, scaled
    /// down proportionally when taller than the content view (§B.1, LM).
    func imageNode() -> LayoutNode? {
        if let symbol = row.imageSymbol, row.style != .value2 { return symbolImageNode(symbol) }
        // Value2 lays out no image view: its layout manager returns none (Docs/research/issue10-uikit-facts.md
        // §6, decompiled UITableViewCellLayoutManagerValue2; HIG 2010: "images do not fit well in this style").
        guard let image = row.image, row.style != .value2 else { return nil }
        var size = Size(width: image.pointWidth, height: image.pointHeight)
        if size.height > contentHeight {
            size = Size(width: grid.round(size.width * contentHeight / size.height), height: contentHeight)
        }
        let top = grid.round((contentHeight - size.height) / 2)
        let x = metrics.imageInsetMatchesVertical ? classicImageInset(size.height) + indentation : indentedMargin
        let frame = Rect(x: x, y: top, width: size.width, height: size.height)
        return LayoutNode(kind: .imageView, frame: frame, image: image)
    }

    /// An SF Symbol image (M§6.3, DEC26 `defaultImageSymbolConfigurationForTraitCollection:`): Body's size in the
    /// large scale (its ink box from `SymbolMetrics`), centred in a box `symbolImageWidth` wide (scaled with Body
    /// above Large) at the margin, in the tint (M§1.5 `defaultImageTintColorForState:` [HIGH]). HA26S measures
    /// the text 16 pt after a 24 pt box at Medium (SwiftUI Label [MED]).
    private func symbolImageNode(_ symbol: SymbolName) -> LayoutNode {
        if let color = row.imageBackgroundColor, let tile = metrics.settingsTile {
            return settingsTileNode(symbol, color: Color(color), tile: tile)
        }
        let body = DynamicType.size(.body, context.spec.preferredContentSizeCategory)
        let scale = body / DynamicType.size(.body, .large)
        // SwiftUI's Label column follows Body below Large too: at Medium its icon centres 27.5 pt into the cell
        // and its title starts at 55 (HA Servers, Critical Maps, iOS 26 [HIGH]), a 22.6 pt column.
        var ink = symbol.inkSize(pointSize: body)
        // An `HStack`'s image is as wide as its ink; a `Label`'s sits in its column.
        let boxWidth =
            isHStack ? ink.width : metrics.symbolImageWidth * (metrics.swiftUIList == nil ? max(1, scale) : scale)
        if ink.height > contentHeight {
            ink = Size(width: ink.width * contentHeight / ink.height, height: contentHeight)
        }
        var glyph = LayoutNode(
            kind: .view,
            frame: Rect(
                x: grid.round((boxWidth - ink.width) / 2), y: grid.round((contentHeight - ink.height) / 2),
                width: ink.width, height: ink.height),
            tintColor: row.imageTintColor.map(Color.init)
                ?? (isDimmedByUIKit ? metrics.disabledRow.imageTint : isHStack ? metrics.textColor : context.tint))
        glyph.glyph = .symbol(symbol)
        let box = Rect(x: indentedMargin, y: 0, width: boxWidth, height: contentHeight)
        return LayoutNode(kind: .imageView, frame: box, subviews: [glyph])
    }

    /// The Settings app's icon (`imageBackgroundColor`, `SettingsTileMetrics`): a rounded square of `color` at
    /// the margin, centred vertically (smaller in a shorter row), the symbol centred in it in white or the row's
    /// `imageTintColor`, scaled down when its ink would come nearer the edge than the tile's inset. The text
    /// follows the tile as it follows any image.
    private func settingsTileNode(_ symbol: SymbolName, color: Color, tile: SettingsTileMetrics) -> LayoutNode {
        let side = min(tile.side, contentHeight)
        let shrink = side / tile.side
        var ink = symbol.inkSize(pointSize: tile.symbolPointSize * shrink)
        let room = side - 2 * tile.symbolInset * shrink
        let fit = min(1, room / max(ink.width, ink.height, 1))
        ink = Size(width: ink.width * fit, height: ink.height * fit)
        var glyph = LayoutNode(
            kind: .view,
            frame: Rect(
                x: grid.round((side - ink.width) / 2), y: grid.round((side - ink.height) / 2), width: ink.width,
                height: ink.height),
            tintColor: row.imageTintColor.map(Color.init) ?? .white)
        glyph.glyph = .symbol(symbol)
        var square = LayoutNode(
            kind: .view, frame: Rect(x: 0, y: grid.round((contentHeight - side) / 2), width: side, height: side),
            backgroundColor: color, subviews: [glyph])
        square.corners = RoundedCorners(
            radius: tile.cornerRadius * shrink, top: true, bottom: true, continuous: metrics.continuousCorners)
        let box = Rect(x: indentedMargin, y: 0, width: side, height: contentHeight)
        return LayoutNode(kind: .imageView, frame: box, subviews: [square])
    }

    /// The classic image's left inset: the vertical inset it would have in a row of the default height,
    /// so that a row-high icon sits flush left and icons of one list line up whatever each row's height
    /// (estimated: classic-metrics has no tall-row capture; a 29 pt icon sits at x = 7 in a 44 pt row).
    private func classicImageInset(_ imageHeight: Double) -> Double {
        let defaultContent = SpecDefaults.rowHeight - (hasSeparator ? context.separatorThickness : 0)
        return max(0, grid.round((defaultContent - imageHeight) / 2))
    }

    /// The bottom separator, inset to the text (or `separatorInset`); full
    /// width at a grouped section's edges, where a top separator is added too.
    /// It does not move with the content while editing (flat-metrics §1.3, BS9).
    /// The classic look draws 1 pt lines: full width in plain tables; in groups the border is the
    /// group box's, and etched rows add the highlight and inner shadow (`classicGroupLines`).
    func separators(textX: Double) -> [LayoutNode] {
        guard hasSeparator, !position.hidesSeparator else { return [] }
        if context.hasGroupBox { return classicGroupLines() }
        let thickness = context.separatorThickness
        let color = metrics.separatorColor
        var nodes: [LayoutNode] = []
        // An inset grouped section has no edge lines: its rounded ends close it (M§3, HA18 [HIGH]).
        if context.isInsetGrouped {
            guard !position.isLast, !hidesInnerSeparator else { return [] }
            let left = explicitInset?.left ?? (metrics.separatorFollowsText ? textX : 0)
            let right = explicitInset?.right ?? defaultTrailingInset
            return [line(y: height - thickness, x: left, width: width - left - right, thickness, color)]
        }
        if position.grouped && position.isFirst { nodes.append(line(y: 0, x: 0, width: width, thickness, color)) }
        if hidesInnerSeparator { return nodes }
        let defaultInset = metrics.separatorFollowsText ? textX : 0
        let left = position.grouped && position.isLast ? 0 : (explicitInset?.left ?? defaultInset)
        let right = position.grouped && position.isLast ? 0 : (explicitInset?.right ?? defaultTrailingInset)
        nodes.append(line(y: height - thickness, x: left, width: width - left - right, thickness, color))
        return nodes
    }

    /// Where a separator's right end stops short of the cell's edge by default: the layout margin in iOS 26
    /// (M§3, HA26S/L/H [HIGH]), else nowhere.
    private var defaultTrailingInset: Double { metrics.separatorEndsAtMargin ? context.margin : 0 }

    /// The flat looks hide the separators around a selected or highlighted row, so its gray meets the next
    /// one's without a line (iOS 7–12's cells hide their separator while highlighted, and the cell above
    /// hides the one it shares); a grouped section's bottom border stays. The classic look keeps its
    /// separators under the selection (classic-metrics §3 OLD5).
    private var hidesInnerSeparator: Bool {
        guard metrics.selectionHidesSeparators, !(position.grouped && position.isLast) else { return false }
        return context.hidesSeparatorsAround(row) || position.nextIsHighlighted
    }

    /// A classic grouped cell's lines: the dark line at its bottom (not in the last row, whose bottom is
    /// the border); when etched, the light line at its top (rows after the first) or the inner shadow
    /// (the first row), both hidden under a selection (classic-metrics §1.3, §3).
    private func classicGroupLines() -> [LayoutNode] {
        guard let classic = metrics.classic else { return [] }
        let thickness = context.separatorThickness
        var nodes: [LayoutNode] = []
        if context.isEtched && !isSelected {
            let color = position.isFirst ? classic.groupTopShadow : classic.etchedHighlightColor
            nodes.append(line(y: 0, x: 0, width: width, thickness, color))
        }
        if !position.isLast {
            nodes.append(line(y: height - thickness, x: 0, width: width, thickness, classic.groupedSeparatorColor))
        }
        return nodes
    }

    private func line(y: Double, x: Double, width: Double, _ thickness: Double, _ color: Color) -> LayoutNode {
        LayoutNode(
            kind: .separator, frame: Rect(x: x, y: y, width: max(0, width), height: thickness),
            backgroundColor: color)
    }
}
