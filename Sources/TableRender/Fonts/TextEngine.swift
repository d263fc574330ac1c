internal import CPangoCairo
internal import TableLayout
internal import TableSpec

/// One Pango context over a private font map with TableShot's fonts only, at
/// 72 dpi (17 pt is 17 user units), with fixed font options: gray
/// antialiasing, no hinting, no hint metrics. Owned by one render worker;
/// never used by two threads at once.
final class TextEngine {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    let fontOptions: OpaquePointer
    let cascade: FontCascade
    let coverage: CharacterCoverage
    /// The fonts, for the tracking of their families (`TextEngine+Tracking`).
    let library: FontLibrary
    /// Each font's tracking, worked out once (`tracking(for:)`).
    var trackings: [FontDescriptor: FontTracking] = [:]
    /// Each font's spacing between wrapped lines, worked out once (`lineSpacing(for:)`).
    var lineSpacings: [FontDescriptor: Int32] = [:]
    /// How much taller than SF's each SF stand-in's line box is, by font (`lineBoxExcess(for:)`).
    var lineBoxExcesses: [FontDescriptor: LineBoxExcess] = [:]
    /// The language and direction of the table being laid out or drawn (set per job by the worker).
    private(set) var traits = TextTraits()
    private var descriptions: [FontDescriptor: OpaquePointer] = [:]
    private var baseDirection = PANGO_DIRECTION_LTR
    /// Labels' shaped layouts, reused between draws.
    let labelLayouts = LabelLayoutCache()

    /// Builds the engine under `RenderLock` (fontconfig and a Pango font map).
    convenience init(library: FontLibrary) throws(RenderError) {
        let parts = try RenderLock.run { () throws(RenderError) in try Self.makeFontMap(library) }
        self.init(fontMap: parts.map, context: parts.context, library: library)
    }

    private init(fontMap: UnsafeMutablePointer<PangoFontMap>, context: OpaquePointer, library: FontLibrary) {
        self.fontMap = fontMap
        self.context = context
        cascade = library.cascade
        coverage = library.coverage
        self.library = library
        fontOptions = cairo_font_options_create()
        cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(fontOptions, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, fontOptions)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        apply(traits)
    }

    /// A Pango font map over `library`'s fontconfig configuration, and a context on it.
    private static func makeFontMap(_ library: FontLibrary) throws(RenderError) -> (
        map: UnsafeMutablePointer<PangoFontMap>, context: OpaquePointer
    ) {
        let config = try library.makeConfig()
        defer { FcConfigDestroy(config) }
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw .fontsUnavailable("Pango has no FreeType font map")
        }
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        pango_cairo_font_map_set_resolution(OpaquePointer(map), 72)
        return (map, pango_font_map_create_context(map))
    }

    deinit {
        for description in descriptions.values { pango_font_description_free(description) }
        cairo_font_options_destroy(fontOptions)
        // Releasing the font map releases its fonts (their faces are `FontFaces`'s and stay open), under the one
        // lock of every use of the C libraries.
        RenderLock.run {
            labelLayouts.removeAll()
            g_object_unref(UnsafeMutableRawPointer(context))
            g_object_unref(UnsafeMutableRawPointer(fontMap))
        }
    }

    /// Switches to the language and direction of the next table; font descriptions follow the language.
    func use(_ traits: TextTraits) {
        guard traits != self.traits else { return }
        self.traits = traits
        apply(traits)
        for description in descriptions.values { pango_font_description_free(description) }
        descriptions.removeAll(keepingCapacity: true)
    }

    private func apply(_ traits: TextTraits) {
        // Pango's language picks the OpenType `locl` forms and the line-breaking tailoring; English without a locale.
        pango_context_set_language(context, pango_language_from_string(traits.locale?.identifier ?? "en"))
    }

    /// The Pango description of `font`, cached: its family's cascade for the current language.
    func description(for font: FontDescriptor) -> OpaquePointer {
        if let cached = descriptions[font] { return cached }
        let description = pango_font_description_new()!
        let families = cascade.families(for: font.family, locale: traits.locale).joined(separator: ",")
        pango_font_description_set_family(description, families)
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, Self.weight(font.weight))
        descriptions[font] = description
        return description
    }

    /// A new single-line layout of `text` in `font`; the caller unrefs it. Its paragraph direction is the
    /// text's own (its first strong character, as `NSWritingDirectionNatural`), or the table's for text with
    /// none; alignment stays absolute (left is left), because the layout core already resolved natural
    /// alignment against the table's direction.
    func makeLayout(_ text: String, font: FontDescriptor) -> OpaquePointer {
        setBaseDirection(for: text)
        let layout = pango_layout_new(context)!
        pango_layout_set_auto_dir(layout, 0)
        pango_layout_set_font_description(layout, description(for: font))
        pango_layout_set_single_paragraph_mode(layout, 1)
        pango_layout_set_text(layout, text, -1)
        applyTracking(layout, text: text, font: font)
        return layout
    }

    /// A label's layout of `text` in `font`, wrapped as `configureWrapping` does and aligned, from the label
    /// cache or shaped now; owned by the cache (valid until the next call, not to be unref'd). The context's base
    /// direction is set to the text's first, as for a new layout, so that a layout Pango lays out again after a
    /// context change gets the same direction.
    func labelLayout(
        _ text: String, font: FontDescriptor, width: Double, maxLines: Int, mode: LineBreakMode?,
        alignment: PangoAlignment
    ) -> OpaquePointer {
        setBaseDirection(for: text)
        let key = LabelLayoutCache.Key(
            text: text, font: font, traits: traits, width: Int32((width * Double(PANGO_SCALE)).rounded(.down)),
            maxLines: maxLines, mode: mode, alignment: alignment.rawValue)
        return labelLayouts.layout(for: key) {
            let layout = makeLayout(text, font: font)
            configureWrapping(layout, font: font, width: width, maxLines: maxLines, mode: mode)
            pango_layout_set_alignment(layout, alignment)
            if maxLines >= 1, mode == nil || mode == .byTruncatingTail {
                TailEllipsis.apply(to: layout, text: text, width: width) { shown in
                    setAttributes(of: layout, text: shown, font: font, maxLines: maxLines, mode: mode)
                }
            }
            return layout
        }
    }

    /// The single-line layout of `text` in `font` with no width (as `makeLayout` makes it), shaped once and kept
    /// in the label cache: measuring a label and drawing it when it fits share one shaping. Owned by the cache
    /// (valid until the next call, not to be unref'd).
    func lineLayout(_ text: String, font: FontDescriptor) -> OpaquePointer {
        setBaseDirection(for: text)
        let key = LabelLayoutCache.Key(
            text: text, font: font, traits: traits, width: -1, maxLines: 1, mode: nil,
            alignment: PANGO_ALIGN_LEFT.rawValue)
        return labelLayouts.layout(for: key) { makeLayout(text, font: font) }
    }

    /// `lineLayout(text, font:)` when a one-line, left-aligned label of `text` fits `width` points with room to
    /// spare, else nil. Pango neither wraps nor ellipsizes a line narrower than the layout's width, and puts a
    /// left-aligned line at 0 whatever the width, so this layout draws the pixels `labelLayout` would.
    func fittingLineLayout(_ text: String, font: FontDescriptor, width: Double) -> OpaquePointer? {
        let layout = lineLayout(text, font: font)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let available = Int32((width * Double(PANGO_SCALE)).rounded(.down))
        return logical.x >= 0 && logical.x + logical.width < available ? layout : nil
    }

    /// Sets the context's base direction to `text`'s paragraph direction, before a layout of it is made or looked
    /// up (a cached layout that Pango lays out again after a context change then gets the same direction).
    private func setBaseDirection(for text: String) {
        let direction = Self.paragraphDirection(text, fallback: traits.direction)
        guard direction != baseDirection else { return }
        baseDirection = direction
        pango_context_set_base_dir(context, direction)
    }

    /// The direction of `text`'s first strong character, or `fallback`'s.
    static func paragraphDirection(_ text: String, fallback: LayoutDirection) -> PangoDirection {
        switch ParagraphDirection.firstStrong(in: text) ?? fallback {
        case .rightToLeft: return PANGO_DIRECTION_RTL
        case .leftToRight: return PANGO_DIRECTION_LTR
        }
    }

    /// Wraps `layout` of `font` to `width` points (word, then character boundaries), at most
    /// `maxLines` lines with a tail ellipsis (0 = unlimited); 1 truncates on one line. Lines after the first are
    /// set as far apart as SF sets them (`SystemFontLineHeight`), for the families that stand in for it.
    func configureWrapping(
        _ layout: OpaquePointer, font: FontDescriptor, width: Double, maxLines: Int, mode: LineBreakMode? = nil
    ) {
        if maxLines != 1 {
            pango_layout_set_spacing(layout, lineSpacing(for: font))
            pango_layout_set_single_paragraph_mode(layout, 0)
            // Before the layout has a width: the guard reads the breaks of the unwrapped text.
            if mode != .byCharWrapping { WrapGuard.keepClustersWhole(layout) }
        }
        pango_layout_set_width(layout, Int32((width * Double(PANGO_SCALE)).rounded(.down)))
        pango_layout_set_ellipsize(layout, maxLines == 0 ? PANGO_ELLIPSIZE_NONE : Self.ellipsis(mode))
        if maxLines != 1 {
            pango_layout_set_wrap(layout, mode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            if maxLines > 1 { pango_layout_set_height(layout, -Int32(maxLines)) }
        }
    }

    /// Sets the attributes a label's text carries, again, after its text changed (`TailEllipsis`): its tracking
    /// and, for a wrapping label, the cluster guard, which reads the breaks of the unwrapped text (as
    /// `configureWrapping` runs it before the width is set).
    func setAttributes(
        of layout: OpaquePointer, text: String, font: FontDescriptor, maxLines: Int, mode: LineBreakMode?
    ) {
        applyTracking(layout, text: text, font: font)
        guard maxLines != 1, mode != .byCharWrapping else { return }
        let width = pango_layout_get_width(layout)
        pango_layout_set_width(layout, -1)
        WrapGuard.keepClustersWhole(layout)
        pango_layout_set_width(layout, width)
    }

    /// Where `lineBreakMode` puts the "…": UIKit truncates the tail by default and clips for the
    /// wrapping and clipping modes. Pango's ends are logical, so right-to-left text loses its left end.
    private static func ellipsis(_ mode: LineBreakMode?) -> PangoEllipsizeMode {
        switch mode {
        case nil, .byTruncatingTail: return PANGO_ELLIPSIZE_END
        case .byTruncatingHead: return PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: return PANGO_ELLIPSIZE_MIDDLE
        case .byClipping, .byWordWrapping, .byCharWrapping: return PANGO_ELLIPSIZE_NONE
        }
    }

    private static func weight(_ weight: FontDescriptor.Weight) -> PangoWeight {
        switch weight {
        case .regular: return PANGO_WEIGHT_NORMAL
        case .medium: return PANGO_WEIGHT_MEDIUM
        case .semibold: return PANGO_WEIGHT_SEMIBOLD
        case .bold: return PANGO_WEIGHT_BOLD
        }
    }
}

/// What a table's text depends on besides its font: the iPhone's language and the layout direction.
struct TextTraits: Equatable, Hashable {
    var locale: SpecLocale?
    var direction: LayoutDirection = .leftToRight
}
