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
        return Double(logical.height) / Double(PANGO_SCALE)
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
        let metrics = TextMetrics(
            width: Double(logical.width) / scale, ascender: Double(pango_layout_get_baseline(layout)) / scale,
            lineHeight: Double(logical.height) / scale)
        if cache.count > 4096 { cache.removeAll(keepingCapacity: true) }
        cache[key] = metrics
        return metrics
    }
}
