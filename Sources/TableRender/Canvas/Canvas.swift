internal import CPangoCairo
internal import TableLayout

/// A Cairo surface and its context, scaled so that user units are points: an ARGB32 image (pixels), or the
/// surface of a `VectorDocument` (PDF, SVG), whose units already are points.
final class Canvas {
    let surface: OpaquePointer
    let cr: OpaquePointer
    /// The image's size in device pixels (0 on a vector surface, which has none).
    let pixelWidth: Int
    let pixelHeight: Int
    /// Text is drawn as glyphs alone, never with its characters (a PDF Cairo refused to complete with them).
    let glyphsOnly: Bool
    /// When set, text is handed to this instead of drawn: the layout, from the current point (the SVG writer
    /// takes its outlines or its words).
    var textCapture: ((OpaquePointer) -> Void)?
    /// The document a vector canvas draws into, kept while the canvas lives: the document's reference to the
    /// surface is then the last to go, and an unfinished document is completed under `RenderLock` as
    /// `VectorDocument` does it, not by this canvas's `cairo_surface_destroy`.
    private let document: VectorDocument?

    /// A transparent image canvas, in `buffer`'s memory when it fits (cleared unless `covered`: the caller's first
    /// drawing paints every pixel opaque, so the old contents never show), else in memory Cairo allocates. The
    /// canvas must be gone before `buffer` lends its memory again.
    init(pixelWidth: Int, pixelHeight: Int, scale: Int, buffer: PixelBuffer? = nil, covered: Bool = false)
        throws(RenderError)
    {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        document = nil
        glyphsOnly = false
        let width = Int32(pixelWidth)
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width))
        let bytes = stride * pixelHeight
        if stride > 0, pixelHeight > 0, let memory = buffer?.lend(bytes) {
            if !covered { memory.initializeMemory(as: UInt8.self, repeating: 0, count: bytes) }
            surface = cairo_image_surface_create_for_data(
                memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, width, Int32(pixelHeight),
                Int32(stride))
        } else {
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, Int32(pixelHeight))
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cairo(String(cString: cairo_status_to_string(status)))
        }
        cr = cairo_create(surface)
        cairo_scale(cr, Double(scale), Double(scale))
    }

    /// A canvas on an unbounded recording surface, in points, whose drawing nobody reads: its clips never empty,
    /// so text shown on it reaches `textCapture` wherever it lies.
    init(scratch: Void) throws(RenderError) {
        pixelWidth = 0
        pixelHeight = 0
        document = nil
        glyphsOnly = false
        surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cairo(String(cString: cairo_status_to_string(status)))
        }
        cr = cairo_create(surface)
    }

    /// A canvas drawing into `document` (one page, in points); with `glyphsOnly`, text is drawn as glyphs without
    /// the characters they stand for (`Canvas.show`).
    init(document: VectorDocument, glyphsOnly: Bool = false) {
        self.document = document
        self.glyphsOnly = glyphsOnly
        pixelWidth = 0
        pixelHeight = 0
        surface = cairo_surface_reference(document.surface)
        cr = cairo_create(surface)
    }

    deinit {
        // Releasing the context's last scaled font closes no FreeType face: every face is `FontFaces`'s.
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Sets the source to an sRGB color.
    func setColor(_ color: Color) {
        cairo_set_source_rgba(
            cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
            Double(color.alpha) / 255)
    }

    /// Fills `rect` (in points) with `color`.
    func fill(_ rect: Rect, _ color: Color) {
        setColor(color)
        cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        cairo_fill(cr)
    }

    /// Fills whole device pixels with `color`, whatever the transform.
    func fill(_ pixels: [PixelRect], _ color: Color) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        setColor(color)
        for rect in pixels {
            cairo_rectangle(
                cr, Double(rect.x0), Double(rect.y0), Double(rect.x1 - rect.x0), Double(rect.y1 - rect.y0))
        }
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Cairo's status after drawing, as an error if it failed.
    func checkStatus() throws(RenderError) {
        cairo_surface_flush(surface)
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
    }

    /// Calls `body` with the pixel data: first row's address and bytes per row.
    func withPixels<T>(_ body: (UnsafeRawPointer, Int) -> T) throws(RenderError) -> T {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { throw .cairo("the surface has no pixel data") }
        return body(UnsafeRawPointer(data), Int(cairo_image_surface_get_stride(surface)))
    }
}
