internal import CScaledFontPins

/// Every Cairo scaled font keeps a reference of TableShot's, so that Cairo 1.16 never releases one to zero while
/// another thread looks it up: it decrements before it locks, asserts nobody is using the font, and aborted the
/// server under load (issue 14: `cairo_scaled_font_destroy: Assertion '! scaled_font->cache_frozen' failed`,
/// seen once in a soak; a C program of four threads creating, measuring and releasing fonts of three sizes hit it
/// within seconds in two runs of three, and never with creation and release serialized). See `scaled_font_pins.c`.
///
/// The executable defines `cairo_scaled_font_create`, which pins each font it returns; the fonts Cairo looks up
/// itself to draw are created through it first (`Canvas.pinFonts`). At most
/// `tableshot_scaled_font_pins_capacity()` are pinned: then the pipeline releases them all between renders
/// (`aroundFontWork`), at a moment no thread measures or draws text.
enum ScaledFontPins {
    /// Whether the executable's `cairo_scaled_font_create` is the one everybody calls (tests).
    static var isInterposed: Bool { tableshot_scaled_font_pins_interposed() }
    /// Fonts pinned now.
    static var count: Int { Int(tableshot_scaled_font_pins_count()) }
    /// The most fonts pinned at once.
    static var capacity: Int { Int(tableshot_scaled_font_pins_capacity()) }
    /// Whether `font` (a `cairo_scaled_font_t`) is pinned.
    static func holds(_ font: OpaquePointer?) -> Bool { tableshot_scaled_font_pins_holds(UnsafeRawPointer(font)) }

    /// Runs `body`, work that measures or draws text, after releasing the pins if they are full; pins are not
    /// released while any thread is inside such work.
    static func aroundFontWork<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        _ = tableshot_scaled_font_pins_release_if_full()
        tableshot_font_work_begin()
        defer { tableshot_font_work_end() }
        return try body()
    }
}

extension RenderPipeline {
    /// Cairo scaled fonts the process keeps a reference to (`ScaledFontPins`), for `/metrics`.
    public static var pinnedScaledFonts: Int { ScaledFontPins.count }
    /// The most it keeps before releasing them all between renders.
    public static var scaledFontPinCapacity: Int { ScaledFontPins.capacity }
}
