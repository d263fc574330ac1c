internal import TableSpec

/// The navigation bar over the screen's table (`navigationItem`, `navigationBar`, issue 40).
extension TableContext {
    /// The bars' layout margin: the navigation bar's and the toolbar's (`NavigationBarMetrics.layoutMargin`), which
    /// is not the table's (iOS 13–18 tables take 20 pt at 390 pt, their bars 16).
    var barMargin: Double { metrics.navigationBar.layoutMargin(forWidth: spec.width) }

    /// Whether the spec has a navigation bar.
    var hasNavigationBar: Bool { spec.navigationItem != nil || spec.navigationBar != nil }

    /// Whether the large title shows: `prefersLargeTitles` and a display mode other than `never` (`automatic` is
    /// the first screen's, which shows it).
    var showsLargeTitle: Bool {
        spec.navigationBar?.prefersLargeTitles == true && spec.navigationItem?.largeTitleDisplayMode != .never
            && !isSearching
    }

    /// How far the navigation bar moves the content down: the prompt's band, the 44 pt row, a large title's area
    /// and the search bar's.
    var navigationBarInset: Double {
        guard hasNavigationBar else { return 0 }
        let bar = metrics.navigationBar
        if isSearching { return searchAreaHeight }
        return promptHeight + bar.height + (showsLargeTitle ? largeTitleAreaHeight : 0) + searchAreaHeight
    }

    /// The large title's size at the text size (`UIFont.TextStyle.largeTitle`: 34 pt at Large; the inline title and
    /// the items stay at their sizes, `Docs/research/issue40-bars.md` §5 [HIGH]).
    private var largeTitleSize: Double { DynamicType.size(.largeTitle, spec.preferredContentSizeCategory) }

    /// The large title's area: 52 pt at Large, growing with the title's line (1.2 × the size) in whole points
    /// [LOW: estimated].
    private var largeTitleAreaHeight: Double {
        metrics.navigationBar.largeTitleAreaHeight
            + (1.2 * (largeTitleSize - DynamicType.size(.largeTitle, .large))).rounded()
    }

    /// The prompt's band above the row, 0 without a prompt.
    private var promptHeight: Double {
        spec.navigationItem?.prompt == nil || isSearching ? 0 : metrics.navigationBar.promptHeight
    }

    /// The navigation bar, over the table from the top of the screen (iOS 7 on: its background reaches under the
    /// status bar) or below the classic opaque status bar, scrolled by `offset`: the search bar hides first (with
    /// `hidesSearchBarWhenScrolling`), then a large title's area shrinks as the content scrolls under it and the
    /// inline title takes over once it is gone.
    func navigationBarNode(top: Double, offset: Double) -> LayoutNode? {
        guard hasNavigationBar else { return nil }
        let bar = metrics.navigationBar
        let scroll = max(0, offset)
        // While searching the search bar stays at the top, whatever the scroll.
        let hidesSearch = (spec.navigationItem?.searchController?.hidesSearchBarWhenScrolling ?? true) && !isSearching
        let searchArea = hidesSearch ? max(0, searchAreaHeight - scroll) : searchAreaHeight
        let titleScroll = hidesSearch ? max(0, scroll - searchAreaHeight) : scroll
        let largeArea = showsLargeTitle ? max(0, largeTitleAreaHeight - titleScroll) : 0
        let classic = bar.classicGradient != nil
        let barTop = classic ? top : 0
        let rowHeight = isSearching ? 0 : bar.height
        let height = top - barTop + promptHeight + rowHeight + largeArea + searchArea
        var node = LayoutNode(kind: .navigationBar, frame: Rect(x: 0, y: barTop, width: spec.width, height: height))
        node.clipsToBounds = true
        let scrolled = offset > 0
        if let gradient = bar.classicGradient {
            node.fill = .verticalGradient(gradient)
        } else if let glass = metrics.glassBars {
            // iOS 26: no bar, a scroll-edge fade over content that reaches under it.
            if scrolled {
                node.fill = .verticalGradient(glass.scrollEdgeFade)
            }
        } else if !bar.transparentAtScrollEdge || scrolled {
            node.backgroundColor = bar.background
            if let shadow = bar.shadow {
                let thickness = separatorThickness
                node.subviews.append(
                    LayoutNode(
                        kind: .separator,
                        frame: Rect(x: 0, y: height - thickness, width: spec.width, height: thickness),
                        backgroundColor: shadow))
            }
        }
        let item = spec.navigationItem ?? NavigationItemSpec()
        if isSearching, let search = item.searchController {
            node.subviews.append(navigationSearch(search, bottom: height, visible: searchArea))
            return node
        }
        if let prompt = item.prompt {
            node.subviews.append(promptLabel(prompt, top: top - barTop))
        }
        let rowTop = top - barTop + promptHeight
        let items = barItems(item, top: rowTop)
        if let title = item.title {
            if largeArea > 0 {
                node.subviews.append(largeTitle(title, top: rowTop + bar.height, area: largeArea))
            } else {
                node.subviews.append(inlineTitle(title, top: rowTop, between: items))
            }
        }
        node.subviews += items
        if let search = item.searchController, searchArea > 0 {
            node.subviews.append(
                navigationSearch(search, bottom: rowTop + bar.height + largeArea + searchArea, visible: searchArea))
        }
        return node
    }

    /// The prompt centred between the margins on its baseline: 13 pt in the label colour (the classic look's
    /// dark blue-gray over a white emboss).
    private func promptLabel(_ prompt: String, top: Double) -> LayoutNode {
        let bar = metrics.navigationBar
        let classic = bar.classicGradient != nil
        var node = label(
            .label, prompt, font: font(bar.promptFontSize), color: classic ? bar.classicPromptColor : metrics.textColor,
            x: barMargin, width: spec.width - 2 * barMargin, centeredIn: bar.promptHeight, alignment: .center)
        if let run = node.text { node.frame.y = top + bar.promptBaseline - run.baseline }
        if classic {
            node.text?.shadow = TextShadow(color: Color(red: 255, green: 255, blue: 255, alpha: 112), offsetY: 1)
        }
        return node
    }

    /// The title in the bar's 44 pt row: the label colour, white with a dark emboss in the classic look; centred on
    /// the screen when it fits between the `items`, else centred in the room between them and truncated there,
    /// as `UINavigationBar` lays it out.
    private func inlineTitle(_ title: String, top: Double, between items: [LayoutNode]) -> LayoutNode {
        let bar = metrics.navigationBar
        let font = font(bar.titleFontSize, bar.titleWeight)
        let classic = bar.classicGradient != nil
        let half = spec.width / 2
        let left = items.filter { $0.frame.x + $0.frame.width / 2 < half }.map { $0.frame.x + $0.frame.width }
        let right = items.filter { $0.frame.x + $0.frame.width / 2 >= half }.map(\.frame.x)
        let leftEdge = left.max().map { $0 + bar.itemSpacing } ?? 0
        let rightEdge = right.min().map { $0 - bar.itemSpacing } ?? spec.width
        let width = grid.ceil(measurer.measure(title, font: font).width)
        let centred = (spec.width - width) / 2
        let fits = centred >= leftEdge && centred + width <= rightEdge
        var node = label(
            .label, title, font: font, color: classic ? .white : metrics.textColor, x: fits ? 0 : leftEdge,
            width: fits ? spec.width : rightEdge - leftEdge, centeredIn: bar.height, alignment: .center)
        node.frame.y += top
        if classic { node.text?.shadow = TextShadow(color: Color(red: 0, green: 0, blue: 0, alpha: 128), offsetY: -1) }
        return node
    }

    /// The large title at the margin, its baseline `largeTitleBaselineFromBottom` above its area's bottom.
    private func largeTitle(_ title: String, top: Double, area: Double) -> LayoutNode {
        let bar = metrics.navigationBar
        let font = font(largeTitleSize, .bold)
        var node = label(
            .label, title, font: font, color: metrics.textColor, x: barMargin, width: spec.width - 2 * barMargin,
            centeredIn: area)
        // Set on its baseline from the area's bottom, clipped by the bar as the area shrinks.
        if let run = node.text {
            node.frame.y = top + area - bar.largeTitleBaselineFromBottom - run.baseline
        }
        return node
    }

    /// The back button and the left items from the left edge, the right items from the right edge, centred in the
    /// bar's row.
    private func barItems(_ item: NavigationItemSpec, top: Double) -> [LayoutNode] {
        let bar = metrics.navigationBar
        if let glass = metrics.glassBars { return glassBarItems(item, glass, top: top) }
        var nodes: [LayoutNode] = []
        let inset = bar.itemsAtLayoutMargin ? barMargin : bar.itemInset
        var x = inset
        if let back = item.backButtonTitle {
            x = bar.itemInset
            let button = backButton(back, top: top)
            var moved = button
            moved.frame.x = x
            x = max(inset, x + button.frame.width + bar.itemSpacing)
            nodes.append(moved)
        }
        for spec in item.leftBarButtonItems {
            var button = barButton(spec, top: top)
            button.frame.x = x
            x += button.frame.width + bar.itemSpacing
            nodes.append(button)
        }
        var right = spec.width - inset
        for spec in item.rightBarButtonItems {
            var button = barButton(spec, top: top)
            right -= button.frame.width
            button.frame.x = right
            right -= bar.itemSpacing
            nodes.append(button)
        }
        return nodes
    }

    /// One item as a button node at x = 0 in the row: its word in the tint (bold for `done`), or its symbol; the
    /// classic look's bordered button.
    func barButton(_ item: BarButtonItemSpec, top: Double) -> LayoutNode {
        let bar = metrics.navigationBar
        let classic = bar.classicGradient != nil
        let symbolName = item.image ?? item.systemItem?.symbolName.flatMap { SymbolName(rawValue: $0) }
        if let symbol = symbolName, !classic {
            let ink = symbol.inkSize(pointSize: bar.itemFontSize)
            let glyph = rowGlyph(symbol, ink: ink)
            return LayoutNode(
                kind: .button, frame: Rect(x: 0, y: top, width: ink.width, height: bar.height), subviews: [glyph])
        }
        let word = item.title ?? item.systemItem?.word ?? ""
        let bold = item.done || item.systemItem?.isBold == true
        let font = font(bar.itemFontSize, classic || bold ? (classic ? .bold : .semibold) : .regular)
        let width = grid.ceil(measurer.measure(word, font: font).width)
        if classic {
            let padding = 10.0
            let height = bar.classicItemHeight
            var content: LayoutNode
            var contentWidth = width
            if let symbol = symbolName {
                // A glyph item: the symbol in white, as the classic bar's glyphs were.
                let ink = symbol.inkSize(pointSize: bar.titleFontSize * 0.75)
                content = LayoutNode(
                    kind: .imageView,
                    frame: Rect(
                        x: padding, y: grid.round((height - ink.height) / 2), width: ink.width, height: ink.height),
                    tintColor: .white)
                content.glyph = .symbol(symbol)
                contentWidth = ink.width
            } else {
                content = label(.label, word, font: font, color: .white, x: padding, width: width, centeredIn: height)
            }
            var button = LayoutNode(
                kind: .button,
                frame: Rect(
                    x: 0, y: top + grid.round((bar.height - height) / 2), width: contentWidth + 2 * padding,
                    height: height),
                subviews: [content])
            button.fill = .verticalGradient([
                GradientStop(0, Color(red: 141, green: 160, blue: 186)),
                GradientStop(0.5, Color(red: 98, green: 121, blue: 154)),
                GradientStop(0.5, Color(red: 86, green: 111, blue: 146)),
                GradientStop(1, Color(red: 82, green: 108, blue: 144)),
            ])
            button.border = Border(color: Color(red: 55, green: 70, blue: 95), width: 1)
            button.corners = RoundedCorners(radius: 5, top: true, bottom: true)
            return button
        }
        let text = label(.label, word, font: font, color: tint, x: 0, width: width, centeredIn: bar.height)
        return LayoutNode(kind: .button, frame: Rect(x: 0, y: top, width: width, height: bar.height), subviews: [text])
    }

    /// iOS 26: the back button's chevron alone on a glass circle at the margin, the left items' platters after it,
    /// the right items' ending at the right margin.
    private func glassBarItems(_ item: NavigationItemSpec, _ glass: GlassBarMetrics, top: Double) -> [LayoutNode] {
        let bar = metrics.navigationBar
        var left: [LayoutNode] = []
        if item.backButtonTitle != nil, let chevron = SymbolName(rawValue: "chevron.backward") {
            left.append(
                glassGroup(
                    [BarButtonItemSpec(image: chevron)], glass,
                    top: top + grid.round((bar.height - glass.platterHeight) / 2)))
        }
        left += glassPlatters(item.leftBarButtonItems, glass, top: top, rowHeight: bar.height)
        let right = glassPlatters(item.rightBarButtonItems.reversed(), glass, top: top, rowHeight: bar.height)
        return placed(left, from: barMargin, fromRight: false, glass)
            + placed(right, from: spec.width - barMargin, fromRight: true, glass)
    }

    /// The back button: the chevron and the previous screen's title in the tint (the classic look: a bordered
    /// button; its arrow shape is not drawn [LOW]).
    private func backButton(_ title: String, top: Double) -> LayoutNode {
        let bar = metrics.navigationBar
        if bar.classicGradient != nil { return barButton(BarButtonItemSpec(title: title), top: top) }
        let chevron = SymbolName(rawValue: "chevron.backward") ?? .own(.chevronUpChevronDown)
        let ink = chevron.inkSize(pointSize: bar.backChevronPointSize * 0.6)
        let glyph = rowGlyph(chevron, ink: ink)
        let font = font(bar.itemFontSize)
        let width = grid.ceil(measurer.measure(title, font: font).width)
        let text = label(
            .label, title, font: font, color: tint, x: ink.width + bar.backChevronGap, width: width,
            centeredIn: bar.height)
        return LayoutNode(
            kind: .button, frame: Rect(x: 0, y: top, width: ink.width + bar.backChevronGap + width, height: bar.height),
            subviews: [glyph, text])
    }

    /// `symbol` in the tint, its `ink` box at x = 0, centred in the bar's row.
    private func rowGlyph(_ symbol: SymbolName, ink: Size) -> LayoutNode {
        let bar = metrics.navigationBar
        var glyph = LayoutNode(
            kind: .imageView,
            frame: Rect(x: 0, y: grid.round((bar.height - ink.height) / 2), width: ink.width, height: ink.height),
            tintColor: tint)
        glyph.glyph = .symbol(symbol)
        return glyph
    }
}
