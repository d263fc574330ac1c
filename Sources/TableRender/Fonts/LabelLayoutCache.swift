internal import CPangoCairo
internal import TableLayout
internal import TableSpec

/// The shaped Pango layouts of one worker's labels, kept between draws: a label drawn again with the same text,
/// font, language, width, line limit and alignment reuses its layout instead of shaping it again (issue 14: text
/// shaping was the largest part of drawing).
///
/// A layout keeps its lines until its own properties or its context change, and Pango lays it out again by
/// itself when the context changed (language, base direction), so a reused layout draws exactly what a new one
/// would. Bounded: past `capacity` layouts the cache empties. One worker's, used by one thread at a time.
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
    private var layouts: [Key: OpaquePointer] = [:]

    init(capacity: Int = 512) { self.capacity = capacity }

    deinit { removeAll() }

    /// The cached layout for `key`, or the one `make` returns (a new reference the cache takes over). The layout
    /// stays owned by the cache: do not unref it, and do not keep it past the next call.
    func layout(for key: Key, make: () -> OpaquePointer) -> OpaquePointer {
        if let cached = layouts[key] { return cached }
        if layouts.count >= capacity { removeAll() }
        let layout = make()
        layouts[key] = layout
        return layout
    }

    /// Layouts held now.
    var count: Int { layouts.count }

    /// Releases every layout.
    func removeAll() {
        for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
        layouts.removeAll(keepingCapacity: true)
    }
}
