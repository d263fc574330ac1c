internal import CPangoCairo
internal import Foundation
internal import TableLayout

/// A layout drawn from a point as SVG: each run's glyphs as one outline path in the text's colour, and a colour
/// emoji run (bitmap glyphs, which have no outlines) as an embedded PNG of the run drawn at the document's scale.
struct SVGTextOutlines {
    /// The scratch context whose paths are read (`Canvas(scratch:)`).
    let cr: OpaquePointer
    /// Device pixels per point the emoji are drawn at.
    let pixelsPerPoint: Double

    func elements(_ layout: OpaquePointer, x: Double, y: Double, color: Color) -> String {
        guard let iterator = pango_layout_get_iter(layout) else { return "" }
        defer { pango_layout_iter_free(iterator) }
        var paths: [String] = []
        var images = ""
        let scale = Double(PANGO_SCALE)
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator) else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iterator, nil, &logical)
            let originX = x + Double(logical.x) / scale
            let baseline = y + Double(pango_layout_iter_get_baseline(iterator)) / scale
            let font = run.pointee.item.pointee.analysis.font
            let glyphs = run.pointee.glyphs
            if Self.isColorEmoji(font) {
                images += emoji(font, glyphs, x: originX, baseline: baseline)
                continue
            }
            cairo_new_path(cr)
            cairo_move_to(cr, originX, baseline)
            pango_cairo_glyph_string_path(cr, font, glyphs)
            let data = SVGOutline.data(of: cr)
            if !data.isEmpty { paths.append(data) }
        } while pango_layout_iter_next_run(iterator) != 0
        cairo_new_path(cr)
        let outlines =
            paths.isEmpty ? "" : "<path d=\"\(paths.joined(separator: " "))\" \(SVGMarkup.paint("fill", color))/>"
        return outlines + images
    }

    /// Whether `font` is a colour emoji face (`FontCascade.emoji`).
    private static func isColorEmoji(_ font: UnsafeMutablePointer<PangoFont>?) -> Bool {
        guard let font, let description = pango_font_describe(font) else { return false }
        defer { pango_font_description_free(description) }
        guard let family = pango_font_description_get_family(description) else { return false }
        return FontCascade.emoji.contains(String(cString: family))
    }

    /// The run drawn on a transparent image over its ink, embedded as a PNG at its place.
    private func emoji(
        _ font: UnsafeMutablePointer<PangoFont>?, _ glyphs: UnsafeMutablePointer<PangoGlyphString>?, x: Double,
        baseline: Double
    ) -> String {
        var ink = PangoRectangle()
        pango_glyph_string_extents(glyphs, font, &ink, nil)
        let scale = Double(PANGO_SCALE)
        let left = (x + Double(ink.x) / scale).rounded(.down)
        let top = (baseline + Double(ink.y) / scale).rounded(.down)
        let width = (x + Double(ink.x + ink.width) / scale).rounded(.up) - left
        let height = (baseline + Double(ink.y + ink.height) / scale).rounded(.up) - top
        let pixelWidth = Int32((width * pixelsPerPoint).rounded(.up))
        let pixelHeight = Int32((height * pixelsPerPoint).rounded(.up))
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth < 4096, pixelHeight < 4096 else { return "" }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixelWidth, pixelHeight)
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)
        cairo_scale(context, pixelsPerPoint, pixelsPerPoint)
        cairo_move_to(context, x - left, baseline - top)
        pango_cairo_show_glyph_string(context, font, glyphs)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(
            surface,
            { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().bytes.append(
                    contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else { return "" }
        let n = SVGMarkup.number
        return "<image x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(width))\" height=\"\(n(height))\""
            + " href=\"data:image/png;base64,\(Data(sink.bytes).base64EncodedString())\"/>"
    }
}
