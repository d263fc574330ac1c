import CPangoCairo
import CScaledFontPins
import Dispatch
import TableLayout
import TableShotTesting
import Testing

@testable import TableRender

/// Every Cairo scaled font text is measured or drawn with is pinned (`ScaledFontPins`, `scaled_font_pins.c`), so
/// that Cairo 1.16's release race cannot abort the process: the test binary, like `tableshot`, defines
/// `cairo_scaled_font_create`; the font Cairo looks up to draw a label is the one `Canvas.pinFonts` created; full
/// pins are released between text work and never during it.
@Suite struct ScaledFontPinsTests {
    static let font = FontDescriptor(family: "Helvetica Neue", size: 17)

    @Test func theBinaryDefinesCairosScaledFontCreate() throws {
        _ = try #require(Fixtures.pipeline)
        #expect(ScaledFontPins.isInterposed)
    }

    /// On image canvases of each scale and on PDF and SVG pages, the font Cairo draws each script's text with is
    /// pinned, and so is Pango's own (measuring) font; at 2x and 3x they are different fonts.
    @Test(arguments: ["Wi-Fi", "日本語のテキスト", "😀", "مرحبا بالعالم", "Mixed 日本 😀 text"])
    func theFontsTextIsDrawnWithArePinned(text: String) throws {
        let engine = try TextEngine(library: try #require(Fixtures.pipeline).fonts)
        var canvases = try [1, 2, 3].map { try Canvas(pixelWidth: 400, pixelHeight: 60, scale: $0) }
        let documents = try [RenderFormat.pdf, .svg].map { try VectorDocument(format: $0, width: 200, height: 30) }
        canvases += documents.map { Canvas(document: $0) }
        defer {
            canvases.removeAll()  // a page's canvas goes before its document
            withExtendedLifetime(documents) {}
        }
        for (index, canvas) in canvases.enumerated() {
            let layout = engine.makeLayout(text, font: Self.font)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            canvas.pinFonts(of: layout)
            cairo_move_to(canvas.cr, 2, 2)
            pango_cairo_show_layout(canvas.cr, layout)
            for measuring in Self.fonts(of: layout) {
                #expect(ScaledFontPins.holds(measuring), "\(text): Pango's font")
                // What Pango's renderer does for each run: Cairo then finds the font to draw with on its own.
                cairo_save(canvas.cr)
                cairo_set_scaled_font(canvas.cr, measuring)
                let drawing = cairo_get_scaled_font(canvas.cr)
                #expect(ScaledFontPins.holds(drawing), "\(text) on canvas \(index)")
                if index == 1 || index == 2 {
                    #expect(measuring != drawing, "at \(index + 1)x Cairo draws with its own")
                }
                cairo_restore(canvas.cr)
            }
        }
    }

    /// Pango's scaled fonts for the runs of `layout`.
    static func fonts(of layout: OpaquePointer) -> [OpaquePointer?] {
        guard let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var fonts: [OpaquePointer?] = []
        repeat {
            if let run = pango_layout_iter_get_run_readonly(iterator), let font = run.pointee.item.pointee.analysis.font
            {
                fonts.append(pango_cairo_font_get_scaled_font(OpaquePointer(font)))
            }
        } while pango_layout_iter_next_run(iterator) != 0
        return fonts
    }

    /// The crash itself: threads creating, measuring with and releasing fonts of a few sizes. Without the pins,
    /// a C program doing this hit Cairo's assertion within seconds in most runs; pinned, no count reaches zero.
    @Test func threadsCreatingMeasuringAndReleasingFontsDoNotAbort() throws {
        let engine = try TextEngine(library: try #require(Fixtures.pipeline).fonts)
        let layout = engine.makeLayout("Race", font: Self.font)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let face = UInt(bitPattern: cairo_scaled_font_get_font_face(try #require(Self.fonts(of: layout).first ?? nil)))
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            ScaledFontPins.aroundFontWork { Self.createMeasureAndRelease(face: face, thread: thread) }
        }
        #expect(ScaledFontPins.count > 0)
    }

    /// One thread of `threadsCreatingMeasuringAndReleasingFontsDoNotAbort`.
    static func createMeasureAndRelease(face: UInt, thread: Int) {
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        for step in 0..<20_000 {
            let size = 777.0 + Double((step + thread) % 3) / 2
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, size, size)
            let font = cairo_scaled_font_create(OpaquePointer(bitPattern: face), &matrix, &identity, options)
            var glyph = cairo_glyph_t(index: UInt(36 + step % 7), x: 0, y: 0)
            var extents = cairo_text_extents_t()
            cairo_scaled_font_glyph_extents(font, &glyph, 1, &extents)
            cairo_scaled_font_destroy(font)
        }
    }

    /// Once the pins are full, the next text work first releases them all; inside text work nothing is released.
    @Test func fullPinsAreReleasedBeforeTheNextTextWorkAndNeverDuringIt() throws {
        let engine = try TextEngine(library: try #require(Fixtures.pipeline).fonts)
        let layout = engine.makeLayout("Pins", font: Self.font)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let line = try #require(pango_layout_get_line_readonly(layout, 0))
        let run = try #require(line.pointee.runs?.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self))
        let pango = pango_cairo_font_get_scaled_font(OpaquePointer(run.pointee.item.pointee.analysis.font))
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        var size = 1000.0
        while !tableshot_scaled_font_pins_full() {
            size += 0.25  // a size no spec uses, so each is a new font
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, size, size)
            let font = cairo_scaled_font_create(cairo_scaled_font_get_font_face(pango), &matrix, &identity, options)
            cairo_scaled_font_destroy(font)
        }
        #expect(ScaledFontPins.count == ScaledFontPins.capacity)
        ScaledFontPins.aroundFontWork {
            #expect(!tableshot_scaled_font_pins_release_if_full(), "not inside text work")
        }
        #expect(ScaledFontPins.count < ScaledFontPins.capacity, "released before that work")
    }
}
