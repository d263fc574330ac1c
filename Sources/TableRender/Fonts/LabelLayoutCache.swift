internal import CPangoCairo
internal import TableLayout
internal import TableSpec

/// The shaped Pango layouts of one worker's labels, kept between draws: a label drawn again with the same text,
/// font, language, width, line limit and alignment reuses its layout instead of shaping it again (issue 14: text
/// shaping was the largest part of drawing).
///
/// A layout keeps its lines until its own properties or its context change, and Pango lays it out again by
/// itself when the context changed (language, base direction), so a reused layout draws exactly what a new one
/// would. Bounded to `capacity` layouts, in two generations of half that each: when the newer one is full, the
/// older one is released and the newer one becomes the older; a layout found in the older one moves to the newer.
/// So the labels a render uses survive however many new texts came before it (emptying the whole cache at its
/// capacity made one render in about 500 with new text shape every label again). One worker's, used by one
/// thread at a time.
final class LabelLayoutCache {
    struct Key: Hashable {
        let text: String
        let font: FontDescriptor
        let traits: TextTraits
        /// Pango units, as `TextEngine.configureWrapping` sets it.
        let width: Int32
        let maxLines: Int
        let mode: LineBreakMode?
        let alignment: UInt32
    }

    /// The most layouts kept (a few kilobytes each).
    let capacity: Int
    /// The newer generation, at most `capacity / 2` (at least 1).
    private var layouts: [Key: OpaquePointer] = [:]
    /// The older generation.
    private var older: [Key: OpaquePointer] = [:]

    init(capacity: Int = 512) { self.capacity = capacity }

    private var generationSize: Int { max(1, capacity / 2) }

    deinit { removeAll() }

    /// The cached layout for `key`, or the one `make` returns (a new reference the cache takes over). The layout
    /// stays owned by the cache: do not unref it, and do not keep it past the next call.
    func layout(for key: Key, make: () -> OpaquePointer) -> OpaquePointer {
        if let cached = layouts[key] { return cached }
        let layout = older.removeValue(forKey: key) ?? make()
        if layouts.count >= generationSize {
            release(older)
            older = layouts
            layouts = [:]
            layouts.reserveCapacity(generationSize)
        }
        layouts[key] = layout
        return layout
    }

    /// Layouts held now.
    var count: Int { layouts.count + older.count }

    /// Releases every layout.
    func removeAll() {
        release(layouts)
        release(older)
        layouts.removeAll(keepingCapacity: true)
        older.removeAll(keepingCapacity: true)
    }

    private func release(_ generation: [Key: OpaquePointer]) {
        for layout in generation.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }
}
