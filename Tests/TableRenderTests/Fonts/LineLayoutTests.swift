import CPangoCairo
import TableLayout
import TableShotTesting
import Testing

@testable import TableRender

/// A one-line, left-aligned label that fits is drawn with the layout its measuring shaped
/// (`TextEngine.fittingLineLayout`): it must draw exactly the pixels of the label's own width-bound layout.
@Suite struct LineLayoutTests {
    private static let texts = [
        "Wi-Fi", "Row 12 title", "مرحبا بالعالم", "שלום (עולם) 123", "Mixed עברית text", "日本語のテキスト", "😀 Emoji 🎉",
        "नमस्ते दुनिया",
    ]
    private static let fonts = [
        FontDescriptor(family: "Helvetica Neue", size: 17), FontDescriptor(family: "SF Pro Text", size: 15),
        FontDescriptor(family: "Helvetica Neue", size: 13, weight: .bold),
    ]

    @Test func aFittingLabelDrawsWhatItsWidthBoundLayoutDraws() throws {
        // The shared pipeline is made outside the lock: its first use takes `RenderLock` while it is made.
        let library = try #require(Fixtures.pipeline).fonts
        try RenderLock.run {
            let engine = try TextEngine(library: library)
            for text in Self.texts {
                for font in Self.fonts {
                    let width = Self.width(of: engine.lineLayout(text, font: font)) + 3
                    let fitting = try #require(engine.fittingLineLayout(text, font: font, width: width), "\(text)")
                    let fast = Self.pixels(of: fitting)
                    let bound = engine.labelLayout(
                        text, font: font, width: width, maxLines: 1, mode: nil, alignment: PANGO_ALIGN_LEFT)
                    #expect(fast == Self.pixels(of: bound), "\(text) in \(font.family) \(font.size)")
                }
            }
        }
    }

    @Test func aLabelThatDoesNotFitGetsNoLineLayout() throws {
        // The shared pipeline is made outside the lock: its first use takes `RenderLock` while it is made.
        let library = try #require(Fixtures.pipeline).fonts
        try RenderLock.run {
            let engine = try TextEngine(library: library)
            let font = FontDescriptor(family: "Helvetica Neue", size: 17)
            let width = Self.width(of: engine.lineLayout("A title that is too long", font: font))
            #expect(engine.fittingLineLayout("A title that is too long", font: font, width: width - 1) == nil)
            #expect(engine.fittingLineLayout("A title that is too long", font: font, width: width + 1) != nil)
        }
    }

    /// The logical width of `layout`, in points.
    private static func width(of layout: OpaquePointer) -> Double {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Double(logical.width) / Double(PANGO_SCALE)
    }

    /// `layout` drawn black at 2x on a white 400 × 60 pt image, as the label painter draws it.
    private static func pixels(of layout: OpaquePointer) -> [UInt8] {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 800, 120)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_scale(cr, 2, 2)
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_move_to(cr, 10.25, 12.5)
        pango_cairo_show_layout(cr, layout)
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        return Array(UnsafeBufferPointer(start: data, count: Int(cairo_image_surface_get_stride(surface)) * 120))
    }
}
