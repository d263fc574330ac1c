internal import CPangoCairo
internal import TableLayout

/// `TextMeasuring` with Pango and the bundled fonts: what the renderer will draw.
///
/// Unchecked-Sendable because it belongs to one render worker, which the
/// pipeline hands to one task at a time.
final class PangoTextMeasurer: TextMeasuring, @unchecked Sendable {
    private let engine: TextEngine
    private var cache: [Key: TextMetrics] = [:]

    private struct Key: Hashable {
        let text: String
        let font: FontDescriptor
        let traits: TextTraits
    }

    init(engine: TextEngine) { self.engine = engine }

    func wrappedHeight(_ text: String, font: FontDescriptor, width: Double, maxLines: Int) -> Double {
        let layout = engine.makeLayout(text, font: font)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        engine.configureWrapping(layout, font: font, width: width, maxLines: maxLines)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        // The lines after the first are SF's pitch apart already (`lineSpacing(for:)`); the first is SF's box.
        return Double(logical.height) / Double(PANGO_SCALE) - (engine.lineBoxExcess(for: font)?.height ?? 0)
    }

    func uncoveredScalars(in text: String) -> [Unicode.Scalar] { engine.coverage.uncovered(in: text) }

    func measure(_ text: String, font: FontDescriptor) -> TextMetrics {
        let key = Key(text: text, font: font, traits: engine.traits)
        if let cached = cache[key] { return cached }
        // Shaped once for the label's drawing too (`TextEngine.fittingLineLayout`).
        let layout = engine.lineLayout(text, font: font)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        // SF's line box for the families that stand in for it (the painter puts the baseline at `ascender`).
        let excess = engine.lineBoxExcess(for: font)
        let metrics = TextMetrics(
            width: Double(logical.width) / scale,
            ascender: Double(pango_layout_get_baseline(layout)) / scale - (excess?.ascent ?? 0),
            lineHeight: Double(logical.height) / scale - (excess?.height ?? 0))
        if cache.count > 4096 { cache.removeAll(keepingCapacity: true) }
        cache[key] = metrics
        return metrics
    }

    func ink(_ text: String, font: FontDescriptor) -> TextInk {
        let layout = engine.lineLayout(text, font: font)
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        let scale = Double(PANGO_SCALE)
        return TextInk(
            minX: Double(ink.x) / scale, width: Double(ink.width) / scale,
            centerX: (Double(ink.x) + Double(ink.width) / 2) / scale,
            baseline: Double(pango_layout_get_baseline(layout)) / scale)
    }
}
