internal import CPangoCairo
internal import TableLayout
internal import TableSpec

/// Draws a cell image scaled into its frame with bilinear filtering, decoded through the worker's cache when
/// there is one.
struct ImagePainter {
    let canvas: Canvas
    var images: DecodedImageCache?

    func paint(_ image: SpecImage, in frame: Rect, indexPath: [Int]) throws(RenderError) {
        let decoded = images.map { $0.surface(for: image) } ?? PNGImageDecoder.decode(image.png)
        guard let surface = decoded else { throw .imageDecodingFailed(indexPath: indexPath) }
        defer { cairo_surface_destroy(surface) }
        guard frame.width > 0, frame.height > 0 else { return }  // an image scaled to nothing draws nothing
        let cr = canvas.cr
        cairo_save(cr)
        cairo_translate(cr, frame.x, frame.y)
        cairo_scale(cr, frame.width / Double(image.pixelWidth), frame.height / Double(image.pixelHeight))
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_rectangle(cr, 0, 0, Double(image.pixelWidth), Double(image.pixelHeight))
        cairo_fill(cr)
        cairo_restore(cr)
    }
}
