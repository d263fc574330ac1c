internal import TableSpec

/// The screen around the table (`statusBar`, issue 40): the content starts below the top safe area, the status
/// bar and the home indicator are drawn over it.
extension TableContext {
    /// Where the content starts on the screen: the top safe area (kept by a notch or the Dynamic Island when the
    /// bar is hidden); 0 without a screen.
    var screenTopInset: Double { safeAreaTop + navigationBarInset }

    /// The top safe area: the status bar's (a notch's or Dynamic Island's when it is hidden); 0 without a screen.
    var safeAreaTop: Double {
        guard let bar = spec.statusBar, let device = spec.device else { return 0 }
        return bar.hidden && !device.hasSensorHousing ? 0 : device.safeAreaTop
    }

    /// Whether the bar's content is light: `lightContent`, or `default` over a dark interface (iOS 13 on); in the
    /// classic look `lightContent` is the black bar.
    private func statusBarIsLight(_ bar: StatusBarSpec) -> Bool {
        switch bar.style {
        case .lightContent: return true
        case .darkContent: return false
        case .default: return spec.userInterfaceStyle == .dark
        }
    }

    /// The status bar over the top of the screen, `nil` without one or when it is hidden.
    func statusBarNode() -> LayoutNode? {
        guard let bar = spec.statusBar, let device = spec.device, !bar.hidden else { return nil }
        let m = metrics.statusBar
        let height = device.statusBarHeight
        let light = statusBarIsLight(bar)
        let ink: Color = light ? .white : .black
        var node = LayoutNode(kind: .statusBar, frame: Rect(x: 0, y: 0, width: spec.width, height: height))
        if let gradient = m.classicGradient {
            if light {
                node.backgroundColor = m.classicBlack
            } else {
                let last = gradient.count - 1
                node.fill = .verticalGradient(
                    gradient.enumerated().map {
                        GradientStop(Double($0.offset) / Double(max(1, last)) * 0.95, $0.element)
                    }
                        + [
                            GradientStop(0.95, gradient[last]),
                            GradientStop(0.95, m.classicBottomLine ?? gradient[last]),
                            GradientStop(1, m.classicBottomLine ?? gradient[last]),
                        ])
            }
        }
        let time = bar.time ?? m.defaultTime
        node.subviews =
            device.hasSensorHousing
            ? housingItems(time, ink: ink, device: device, height: height)
            : homeButtonItems(time, ink: ink, height: height)
        return node
    }

    /// A glyph node of `size` centred on `centerY`, its left edge at `x`.
    private func glyphNode(_ glyph: Glyph, size: Size, x: Double, centerY: Double, ink: Color) -> LayoutNode {
        var node = LayoutNode(
            kind: .imageView,
            frame: Rect(
                x: grid.round(x), y: grid.round(centerY - size.height / 2), width: size.width, height: size.height),
            tintColor: ink)
        node.glyph = glyph
        return node
    }

    /// The bar of an iPhone with a home button: signal, carrier and Wi-Fi from the left edge, the time centred,
    /// the battery at the right edge.
    private func homeButtonItems(_ time: String, ink: Color, height: Double) -> [LayoutNode] {
        let m = metrics.statusBar
        let centerY = height / 2
        var items: [LayoutNode] = []
        var x = m.edgeInset
        items.append(
            glyphNode(
                .signal(count: m.signalCount, dots: m.signalDots), size: m.signalSize, x: x, centerY: centerY, ink: ink)
        )
        x += m.signalSize.width + m.itemSpacing
        let carrierFont = font(m.carrierFontSize, m.carrierWeight)
        let carrierWidth = grid.ceil(measurer.measure(m.carrier, font: carrierFont).width)
        items.append(
            label(.label, m.carrier, font: carrierFont, color: ink, x: x, width: carrierWidth, centeredIn: height))
        x += carrierWidth + m.itemSpacing
        items.append(glyphNode(.wifi, size: m.wifiSize, x: x, centerY: centerY, ink: ink))
        let timeFont = font(m.timeFontSize, m.timeWeight)
        let timeWidth = grid.ceil(measurer.measure(time, font: timeFont).width)
        items.append(
            label(
                .label, time, font: timeFont, color: ink, x: grid.round((spec.width - timeWidth) / 2), width: timeWidth,
                centeredIn: height, alignment: .center))
        let batteryX = spec.width - m.edgeInset - m.batterySize.width
        items.append(
            glyphNode(.battery(fill: m.batteryFill), size: m.batterySize, x: batteryX, centerY: centerY, ink: ink))
        return items
    }

    /// Beside a notch or the Dynamic Island: the time centred in the left ear, the signal, Wi-Fi and battery
    /// centred in the right one, both on the housing's centre line (the island's, 11 pt down and 37 tall; the
    /// notch's, the bar's middle) [LOW: estimated]. The housing is 126 pt wide (island) or 162 pt (notch) [LOW].
    private func housingItems(_ time: String, ink: Color, device: DevicePreset, height: Double) -> [LayoutNode] {
        let m = metrics.statusBar
        let housing = device.hasDynamicIsland ? 126.0 : 162
        let ear = max(0, (spec.width - housing) / 2)
        let centerY = device.hasDynamicIsland ? 11 + 37 / 2 : height / 2
        let timeFont = font(m.housingTimeFontSize, m.timeWeight)
        let timeWidth = grid.ceil(measurer.measure(time, font: timeFont).width)
        var timeLabel = label(
            .label, time, font: timeFont, color: ink, x: grid.round((ear - timeWidth) / 2 + 6), width: timeWidth,
            centeredIn: 2 * centerY, alignment: .center)
        timeLabel.frame.y = grid.round(centerY - timeLabel.frame.height / 2)
        let spacing = m.itemSpacing
        let group = m.signalSize.width + m.wifiSize.width + m.batterySize.width + 2 * spacing
        var x = spec.width - ear + (ear - group) / 2 - 6
        var items = [timeLabel]
        items.append(
            glyphNode(
                .signal(count: m.signalCount, dots: m.signalDots), size: m.signalSize, x: x, centerY: centerY, ink: ink)
        )
        x += m.signalSize.width + spacing
        items.append(glyphNode(.wifi, size: m.wifiSize, x: x, centerY: centerY, ink: ink))
        x += m.wifiSize.width + spacing
        items.append(glyphNode(.battery(fill: m.batteryFill), size: m.batterySize, x: x, centerY: centerY, ink: ink))
        return items
    }

    /// The home indicator over the bottom of a Face ID iPhone's screen of `height`: dark over a light interface,
    /// light over a dark one.
    func homeIndicatorNode(height: Double) -> LayoutNode? {
        guard spec.statusBar != nil, let device = spec.device, device.hasHomeIndicator else { return nil }
        let size = StatusBarMetrics.homeIndicatorSize
        var node = LayoutNode(
            kind: .homeIndicator,
            frame: Rect(
                x: grid.round((spec.width - size.width) / 2),
                y: height - StatusBarMetrics.homeIndicatorBottom - size.height,
                width: size.width, height: size.height),
            backgroundColor: spec.userInterfaceStyle == .dark ? .white : .black)
        node.corners = RoundedCorners(radius: size.height / 2, top: true, bottom: true)
        return node
    }
}
